// What "Adding expandable rows" takes from the reader's app.
import FoldoutControllers
import FoldoutGtk

struct Message {
    let title: String
    let subject: String
    let preview: String
}

struct Account {
    var folders: [Folder]
}

let account = Account(folders: [])
@MainActor let sidebar = Box(vertical: true)
@MainActor let place = Box(vertical: true)

// An article's instance (`store.save(…)`), lower case as the article writes it.
// swift-format-ignore: TypeNamesShouldBeCapitalized
@MainActor enum store {
    static func save(_ open: Set<Int>) {}
}

/// A file or folder, for the trees of any depth.
struct FileEntry: Sendable {
    let path: String
    let isFolder: Bool
    func entries() -> [FileEntry] { [] }
    /// The entries beneath, every level, as counted when the folder was scanned.
    var entriesBeneath: Int { 0 }
}

let home = FileEntry(path: "/home/ada", isFolder: true)
@MainActor let directoryRowContent: ExpandableRowContent<FileEntry> = .built { entry, _ in Label(entry.path) }
@MainActor let fileRowContent: ExpandableRowContent<FileEntry> = .built { entry, _ in Label(entry.path) }
@MainActor func openFile(_ entry: FileEntry) {}
