import Glibc
import GtkKit

/// The messages of a Maildir (`cur/` and `new/`; `tmp/` and dot files are not messages), read in
/// main-loop idle batches and then kept up to date with file monitors.
///
/// Reading never blocks the window: each batch lists or reads files for at most `batchBudget`,
/// newest file names first (a Maildir name starts with its delivery time), and hands its
/// messages to `events.batch`, so a folder of 100,000 messages shows its first rows at once.
/// `events.loaded` follows the last batch. From the start, changes on disk are reported through
/// `events.changed`: a file that appears is `.inserted`, one that goes `.removed`, one that
/// changes `.updated`, and so is a message whose file moves from `new/` to `cur/` or is renamed
/// with other flags (its id, the unique name, stays). A file that is not a message is skipped
/// with one warning naming it and why, once per path and reason.
///
///     let source = MaildirSource(directory: "/home/ada/Maildir", events: .init(
///         batch: { messages in … },
///         changed: { change in … }))
///     source.start()
///
/// The source knows nothing of lists; it is independent of any controller.
@MainActor
final class MaildirSource {
    /// A change to the Maildir's messages after (or while) they were read.
    enum Change: Hashable, Sendable {
        /// A new message (a file that appeared).
        case inserted(Message)
        /// The message of this id is gone.
        case removed(id: String)
        /// The message of this id changed (its file's contents, flags or folder).
        case updated(Message)
    }

    /// Where the source reports.
    struct Events {
        /// Messages read by one batch of the first reading, in no particular order.
        var batch: @MainActor ([Message]) -> Void
        /// The first reading is done: how many messages were read.
        var loaded: @MainActor (_ count: Int) -> Void = { _ in }
        /// One change on disk.
        var changed: @MainActor (Change) -> Void
    }

    /// The Maildir: the folder holding `cur/`, `new/` and `tmp/`.
    let directory: String
    /// The messages known, by id.
    private(set) var messages: [String: Message] = [:]
    /// Whether the first reading is still under way.
    private(set) var isLoading = false
    /// The files skipped as not messages, with the reason (each was logged once).
    private(set) var skipped: [String: MessageFileError] = [:]

    private let events: Events
    private let batchBudget: Duration
    private var monitors: [FileMonitor] = []
    private var reading: MainLoop.Source?
    /// A listed file: its folder (an index in ``folders``), its name, its name's leading number.
    private struct Entry {
        var key: Int
        var folder: Int
        var name: String
    }
    /// Listed files in chunks, each sorted newest last; read from the chunks' ends, newest first.
    private var chunks: [[Entry]] = []
    private var listed: [Entry] = []
    private static let chunkSize = 1024
    private var listing: [Int]
    private var listingFolder = 0
    private var openDirectory: OpaquePointer?
    private var batch: [Message] = []
    /// Paths whose file went, checked once the other end of a move had its chance to arrive.
    private var vanished: Set<String> = []
    private var vanishedCheck: MainLoop.Source?

    /// The folders read and watched: `cur/` and `new/`.
    var folders: [String] { ["\(directory)/cur", "\(directory)/new"] }

    init(directory: String, batchBudget: Duration = .milliseconds(8), events: Events) {
        var trimmed = directory
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.directory = trimmed
        self.batchBudget = batchBudget
        self.events = events
        listing = []
    }

    isolated deinit {
        if let reading { MainLoop.cancel(reading) }
        if let vanishedCheck { MainLoop.cancel(vanishedCheck) }
        if let openDirectory { closedir(openDirectory) }
    }

    /// Starts watching `cur/` and `new/` and reading their files (once).
    func start() {
        guard monitors.isEmpty, reading == nil else { return }
        for folder in folders {
            do {
                monitors.append(try FileMonitor(directory: folder) { [weak self] event in self?.handle(event) })
            } catch {
                Log.warning("Maildir \(directory): \(error.description); its changes will not show")
            }
        }
        listing = Array(folders.indices)
        isLoading = true
        reading = MainLoop.idleBatches(budget: batchBudget, afterEachBatch: { [weak self] in self?.endBatch() }) { [weak self] in
            self?.step() ?? false
        }
    }

    /// Stops reading and watching (what was read stays in ``messages``).
    func stop() {
        if let reading { MainLoop.cancel(reading) }
        reading = nil
        isLoading = false
        for monitor in monitors { monitor.cancel() }
        monitors.removeAll()
        if let openDirectory { closedir(openDirectory) }
        openDirectory = nil
    }

    // MARK: The first reading

    /// One small piece of the first reading: list a few directory entries (sorting each chunk
    /// of them), or read one file, the newest name left. `false` when all is read.
    private func step() -> Bool {
        if openDirectory != nil || !listing.isEmpty {
            for _ in 0..<32 where openDirectory != nil || !listing.isEmpty { listNext() }
            if openDirectory == nil && listing.isEmpty {
                // Room for all at once: growing by rehashing 100,000 messages takes a long turn.
                messages.reserveCapacity(messages.count + chunks.reduce(0) { $0 + $1.count })
            }
            return true
        }
        guard let path = nextPath() else { return false }
        readFirst(path)
        return !chunks.isEmpty
    }

    /// The newest file name not read yet (Maildir names start with their delivery time).
    private func nextPath() -> String? {
        var newest = -1
        for index in chunks.indices where newest < 0 || chunks[index].last!.key > chunks[newest].last!.key {
            newest = index
        }
        guard newest >= 0 else { return nil }
        let entry = chunks[newest].removeLast()
        if chunks[newest].isEmpty { chunks.remove(at: newest) }
        return "\(folders[entry.folder])/\(entry.name)"
    }

    private func finishChunk() {
        guard !listed.isEmpty else { return }
        chunks.append(listed.sorted { $0.key < $1.key })
        listed.removeAll(keepingCapacity: true)
    }

    private func listNext() {
        if openDirectory == nil {
            listingFolder = listing.removeFirst()
            openDirectory = opendir(folders[listingFolder])
            if openDirectory == nil && errno != ENOENT {
                Log.warning("Maildir folder \(folders[listingFolder]) cannot be read: \(String(cString: strerror(errno)))")
            }
            return
        }
        guard let directory = openDirectory else { return }
        guard let entry = readdir(directory) else {
            closedir(directory)
            openDirectory = nil
            finishChunk()
            return
        }
        guard entry.pointee.d_type != UInt8(DT_DIR) else { return }
        let found: Entry? = withUnsafePointer(to: entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: 256) { name in
                guard name[0] != UInt8(ascii: ".") else { return nil }
                var key = 0, index = 0
                while index < 18, name[index] >= 0x30 && name[index] <= 0x39 {
                    key = key * 10 + Int(name[index] - 0x30)
                    index += 1
                }
                return Entry(key: key, folder: listingFolder, name: String(cString: name))
            }
        }
        guard let found else { return }
        listed.append(found)
        if listed.count == Self.chunkSize { finishChunk() }
    }

    private func readFirst(_ path: String) {
        guard let message = load(path) else { return }
        if let known = messages[message.id] {
            // A change on disk got there first.
            if known != message { messages[message.id] = message; events.changed(.updated(message)) }
            return
        }
        messages[message.id] = message
        batch.append(message)
    }

    private func endBatch() {
        if !batch.isEmpty {
            let messages = batch
            batch.removeAll()
            events.batch(messages)
        }
        if isLoading && openDirectory == nil && listing.isEmpty && chunks.isEmpty {
            isLoading = false
            reading = nil
            events.loaded(messages.count)
        }
    }

    // MARK: Changes on disk

    private func handle(_ event: FileMonitor.Event) {
        switch event {
        case .created:
            break  // its contents may not be written yet: `.changed` follows when they are
        case .changed(let path), .movedIn(let path, _):
            refresh(path)
        case .renamed(let from, let to):
            if MessageFile.id(forPath: from) != MessageFile.id(forPath: to) { gone(from) }
            refresh(to)
        case .deleted(let path), .movedOut(let path, _):
            gone(path)
        }
    }

    /// Reads `path` again: a new message, an update of a known one, or (no longer a message)
    /// the removal of the one it held.
    private func refresh(_ path: String) {
        guard isMessagePath(path) else { return }
        let id = MessageFile.id(forPath: path)
        guard let message = load(path) else {
            if messages[id]?.path == path {
                messages[id] = nil
                events.changed(.removed(id: id))
            }
            return
        }
        if let known = messages[id] {
            guard known != message else { return }
            messages[id] = message
            events.changed(.updated(message))
        } else {
            messages[id] = message
            events.changed(.inserted(message))
        }
    }

    /// `path`'s file went: its message is removed, unless it reappears elsewhere under the
    /// same id (a move from `new/` to `cur/`, a flag change), which may be reported just after.
    private func gone(_ path: String) {
        skipped[path] = nil
        guard messages[MessageFile.id(forPath: path)]?.path == path else { return }
        vanished.insert(path)
        guard vanishedCheck == nil else { return }
        vanishedCheck = MainLoop.timeout(milliseconds: 50) { [weak self] in
            self?.checkVanished()
            return false
        }
    }

    private func checkVanished() {
        vanishedCheck = nil
        let paths = vanished
        vanished.removeAll()
        for path in paths.sorted() {
            let id = MessageFile.id(forPath: path)
            guard messages[id]?.path == path, access(path, F_OK) != 0 else { continue }
            messages[id] = nil
            events.changed(.removed(id: id))
        }
    }

    /// A file of `cur/` or `new/` that is not a dot file.
    private func isMessagePath(_ path: String) -> Bool {
        let name = MessageFile.baseName(path)
        guard !name.hasPrefix(".") else { return false }
        let folder = path.dropLast(name.count + 1)
        return folders.contains { $0 == folder }
    }

    /// The message at `path`, or `nil` (a file gone meanwhile; one that is not a message,
    /// logged once per path and reason).
    private func load(_ path: String) -> Message? {
        do {
            let message = try MessageFile.load(path)
            skipped[path] = nil
            return message
        } catch {
            if case .unreadable = error, access(path, F_OK) != 0 { return nil }  // gone: not worth a line
            if skipped[path] != error {
                skipped[path] = error
                Log.warning("Skipped \(path): \(error.description)")
            }
            return nil
        }
    }
}
