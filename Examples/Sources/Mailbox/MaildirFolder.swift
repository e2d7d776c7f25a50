import Glibc

/// A folder of a Maildir++ tree, with its subfolders to any depth. Maildir++ keeps every
/// subfolder as a Maildir of its own beside the inbox's cur/, new/ and tmp/, in a directory
/// named by its path with dots: `.Work`, `.Work.Projects`, `.Work.Projects.2024`. A folder
/// named only as another's parent (`.Lists.Swift` without `.Lists`) is in the tree without a
/// Maildir of its own (``path`` nil). A value: the window shows it.
struct MaildirFolder: Equatable, Sendable {
    /// The folder's own name, the last part of its dotted name ("Projects").
    let name: String
    /// Its whole dotted name ("Work.Projects"; empty for the inbox, the tree's root).
    let fullName: String
    /// Its Maildir (the directory holding cur/, new/ and tmp/), or nil when it has none.
    let path: String?
    /// Its subfolders, by name.
    var subfolders: [MaildirFolder]

    /// The tree of the Maildir++ at `root`: the inbox (the root itself) with the folders found
    /// beside its cur/, new/ and tmp/ (a directory starting with one dot and holding cur/).
    static func scan(_ root: String) -> MaildirFolder {
        var names: [String] = []
        if let directory = opendir(root) {
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                guard name.count > 1, name.hasPrefix("."), name != "..", isMaildir("\(root)/\(name)") else { continue }
                names.append(String(name.dropFirst()))
            }
        }
        return tree(root: root, names: names)
    }

    /// The tree of the folders with dotted `names` (as Maildir++ names its directories, the
    /// leading dot gone) under the inbox at `root`. Empty parts (`A..B`, a trailing dot) are
    /// skipped; a parent named by no directory comes without a Maildir.
    static func tree(root: String, names: [String]) -> MaildirFolder {
        var inbox = MaildirFolder(name: "Inbox", fullName: "", path: root, subfolders: [])
        for name in names {
            let parts = name.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
            guard !parts.isEmpty else { continue }
            inbox.add(parts[...], prefix: "", directory: "\(root)/.\(name)")
        }
        inbox.sort()
        return inbox
    }

    /// How many folders the tree holds beneath this one, at every depth.
    var descendantCount: Int { subfolders.reduce(0) { $0 + 1 + $1.descendantCount } }

    private mutating func add(_ parts: ArraySlice<String>, prefix: String, directory: String) {
        guard let first = parts.first else { return }
        let fullName = prefix.isEmpty ? first : "\(prefix).\(first)"
        let last = parts.count == 1
        if let index = subfolders.firstIndex(where: { $0.name == first }) {
            if last, subfolders[index].path == nil {
                subfolders[index] = MaildirFolder(
                    name: first, fullName: fullName, path: directory,
                    subfolders: subfolders[index].subfolders)
            }
            if !last { subfolders[index].add(parts.dropFirst(), prefix: fullName, directory: directory) }
            return
        }
        var folder = MaildirFolder(name: first, fullName: fullName, path: last ? directory : nil, subfolders: [])
        if !last { folder.add(parts.dropFirst(), prefix: fullName, directory: directory) }
        subfolders.append(folder)
    }

    private mutating func sort() {
        subfolders.sort { $0.name < $1.name }
        for index in subfolders.indices { subfolders[index].sort() }
    }

    private static func isMaildir(_ path: String) -> Bool {
        var info = stat()
        return stat("\(path)/cur", &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

extension MaildirFolder {
    /// How many messages the Maildir at `path` holds: the files of its `cur/` and `new/` but
    /// dot files (a listing, no file read). Any thread.
    static func messageCount(_ path: String) -> Int {
        var count = 0
        for sub in ["cur", "new"] {
            guard let directory = opendir("\(path)/\(sub)") else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                guard entry.pointee.d_type != UInt8(DT_DIR) else { continue }
                let dot = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { $0[0] == UInt8(ascii: ".") }
                }
                if !dot { count += 1 }
            }
        }
        return count
    }
}
