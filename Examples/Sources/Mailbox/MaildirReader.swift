import Glibc

/// The first reading of a Maildir's `cur/` and `new/`, done off the main thread: it lists the
/// files (a Maildir name starts with its delivery time), then reads and parses them newest
/// first in batches, handing each batch to `deliver` and waiting for it to be taken before
/// reading on, so the window gets its first rows at once and is never flooded. It stops
/// between two files when its task is cancelled.
struct MaildirReader: Sendable {
    /// What one batch read: the messages, and the files that are not messages (and why).
    struct Batch: Sendable {
        var messages: [Message] = []
        var skipped: [(path: String, error: MessageFileError)] = []
        /// Folders that could not be listed, with the system's reason.
        var unreadableFolders: [(folder: String, reason: String)] = []
        /// How many files the folders hold, in the first batch only (nil in the others): the
        /// receiver can make room for them all at once.
        var listed: Int?
    }

    /// The folders read: `cur/` and `new/`.
    let folders: [String]
    /// The first batch's size: a screenful and more, there quickly.
    var firstBatch = 64
    /// Each later batch's size.
    var batchSize = 512

    /// Lists, reads and delivers every message; returns when done or cancelled.
    func read(deliver: @Sendable (Batch) async -> Void) async {
        var batch = Batch()
        var files = list(&batch)
        batch.listed = files.count
        // Newest last, so the newest is taken from the end.
        files.sort { $0.key < $1.key }
        var size = firstBatch
        while let file = files.popLast() {
            if Task.isCancelled { return }
            let path = "\(folders[file.folder])/\(file.name)"
            do {
                batch.messages.append(try MessageFile.load(path))
            } catch {
                // A file gone meanwhile is not worth a line; one that is no message is.
                if case .unreadable = error, access(path, F_OK) != 0 { continue }
                batch.skipped.append((path, error))
            }
            if batch.messages.count + batch.skipped.count >= size {
                await deliver(batch)
                batch = Batch()
                size = batchSize
            }
        }
        if !Task.isCancelled { await deliver(batch) }
    }

    /// A file listed: its folder (an index in ``folders``), name, and the name's leading number.
    private struct Entry {
        var key: Int
        var folder: Int
        var name: String
    }

    /// Every file of the folders but dot files and folders.
    private func list(_ batch: inout Batch) -> [Entry] {
        var entries: [Entry] = []
        for (index, folder) in folders.enumerated() {
            guard let directory = opendir(folder) else {
                if errno != ENOENT { batch.unreadableFolders.append((folder, String(cString: strerror(errno)))) }
                continue
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                guard entry.pointee.d_type != UInt8(DT_DIR) else { continue }
                let found: Entry? = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: UInt8.self, capacity: 256) { name in
                        guard name[0] != UInt8(ascii: ".") else { return nil }
                        var key = 0
                        var position = 0
                        while position < 18, name[position] >= 0x30 && name[position] <= 0x39 {
                            key = key * 10 + Int(name[position] - 0x30)
                            position += 1
                        }
                        return Entry(key: key, folder: index, name: String(cString: name))
                    }
                }
                if let found { entries.append(found) }
            }
        }
        return entries
    }
}
