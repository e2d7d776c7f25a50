import FoldoutGtk
import Glibc

/// The messages of a Maildir (`cur/` and `new/`; `tmp/` and dot files are not messages), read
/// off the main thread and then kept up to date with file monitors.
///
/// Reading never blocks the window: a ``MaildirReader`` lists and parses the files on another
/// thread, newest file names first (a Maildir name starts with its delivery time), and hands
/// each batch to the main actor, which gives its messages to `events.batch`, so a folder of
/// 100,000 messages shows its first rows at once and scrolls while the rest are read.
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
        /// The first reading listed this many more files to read (before their batches come).
        var listed: @MainActor (_ count: Int) -> Void = { _ in }
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
    private let batchSize: Int
    private var monitors: [FileMonitor] = []
    /// The first reading, on another thread.
    private var loading: Task<Void, Never>?
    /// Paths whose file went, checked once the other end of a move had its chance to arrive.
    private var vanished: Set<String> = []
    private var vanishedCheck: MainLoop.Source?

    /// The folders read and watched: `cur/` and `new/`.
    var folders: [String] { ["\(directory)/cur", "\(directory)/new"] }

    /// A source for the Maildir at `directory`, whose first reading hands over its messages
    /// `batchSize` files at a time (the first batch at most 64).
    init(directory: String, batchSize: Int = 512, events: Events) {
        var trimmed = directory
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.directory = trimmed
        self.batchSize = max(1, batchSize)
        self.events = events
    }

    isolated deinit {
        loading?.cancel()
        if let vanishedCheck { MainLoop.cancel(vanishedCheck) }
    }

    /// Starts watching `cur/` and `new/` and reading their files (once).
    func start() {
        guard monitors.isEmpty, loading == nil else { return }
        for folder in folders {
            do {
                monitors.append(try FileMonitor(directory: folder) { [weak self] event in self?.handle(event) })
            } catch {
                Log.warning("Maildir \(directory): \(error.description); its changes will not show")
            }
        }
        isLoading = true
        let reader = MaildirReader(folders: folders, firstBatch: min(64, batchSize), batchSize: batchSize)
        loading = Task.detached(priority: .userInitiated) { [weak self] in
            await reader.read { [weak self] batch in await self?.receive(batch) }
            await self?.finishLoading()
        }
    }

    /// Stops reading and watching (what was read stays in ``messages``).
    func stop() {
        loading?.cancel()
        loading = nil
        isLoading = false
        for monitor in monitors { monitor.cancel() }
        monitors.removeAll()
    }

    // MARK: The first reading

    /// One batch of the first reading, on the main actor.
    private func receive(_ batch: MaildirReader.Batch) {
        guard isLoading else { return } // stopped meanwhile
        for (folder, reason) in batch.unreadableFolders {
            Log.warning("Maildir folder \(folder) cannot be read: \(reason)")
        }
        for (path, error) in batch.skipped { skip(path, error) }
        // Room for every file listed at once: a dictionary growing past 98,304 entries would
        // rehash them all in one turn of the main loop (a frame gap of its own).
        if let listed = batch.listed {
            messages.reserveCapacity(messages.count + listed)
            events.listed(listed)
        }
        var fresh: [Message] = []
        fresh.reserveCapacity(batch.messages.count)
        for message in batch.messages {
            if let known = messages[message.id] {
                // A change on disk got there first.
                if known != message {
                    messages[message.id] = message
                    events.changed(.updated(message))
                }
                continue
            }
            messages[message.id] = message
            fresh.append(message)
        }
        if !fresh.isEmpty { events.batch(fresh) }
    }

    private func finishLoading() {
        guard isLoading else { return }
        isLoading = false
        loading = nil
        events.loaded(messages.count)
    }

    // MARK: Changes on disk

    private func handle(_ event: FileMonitor.Event) {
        switch event {
        case .created:
            break // its contents may not be written yet: `.changed` follows when they are
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
            if case .unreadable = error, access(path, F_OK) != 0 { return nil } // gone: not worth a line
            skip(path, error)
            return nil
        }
    }

    /// `path` is no message, for this reason: logged once per path and reason.
    private func skip(_ path: String, _ error: MessageFileError) {
        guard skipped[path] != error else { return }
        skipped[path] = error
        Log.warning("Skipped \(path): \(error.description)")
    }
}
