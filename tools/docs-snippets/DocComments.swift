// What the doc comments' examples take from the reader's app. Declared, never run: the
// examples are compiled as functions that nothing calls.
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

struct Message: DropdownItem {
    let id: String
    let title: String
    var sender = ""
}

struct Folder: Identifiable {
    let name: String
    let messages: [Message]
    var id: String { name }
}

/// A message's line in the inbox: a box with its labels.
@MainActor final class MessageLine {
    let widget = Box(vertical: false)
    func show(_ message: Message) {}
}

@MainActor var window: ApplicationWindow { fatalError("not run") }
let messages: [Message] = []
@MainActor var inbox: DropdownRowsController<Message> { fatalError("not run") }
@MainActor var folderList: ExpandableRowsController<Folder, Message, String> { fatalError("not run") }
@MainActor var box: Box { fatalError("not run") }
@MainActor func filter(_ text: String) {}
let folders: [Folder] = []
let bytes: [UInt8] = []
let localeDirectory: String? = nil
@MainActor let folderRow: ExpandableRowBuilder<Folder> = { folder, row in Label(folder.name) }
@MainActor let messageRow: ExpandableRowBuilder<Message> = { message, row in Label(message.title) }
@MainActor var reply: DropdownAction<Message> { fatalError("not run") }
@MainActor var archive: DropdownAction<Message> { fatalError("not run") }
@MainActor var delete: DropdownAction<Message> { fatalError("not run") }
@MainActor func compose(replyTo message: Message) {}
@MainActor func trash(_ message: Message) {}
@MainActor func archiveAll(_ messages: [Message]) {}
@MainActor func markRead(_ folder: Folder) {}
@MainActor func start(at y: Double) {}
@MainActor func follow(_ dy: Double) {}
@MainActor func drop(_ dy: Double) {}
@MainActor func reply(to message: Message) {}
@MainActor func share(_ month: String) {}
@MainActor func remove(_ month: String) {}
let march = "March"
@MainActor var row: ListItemRow { fatalError("not run") }
/// Reads a folder's messages (slow: the examples call it on another thread).
func readMessages(in folder: String) throws -> [Message] { [] }

/// A file or folder, for the trees of any depth.
struct FileEntry: Sendable {
    let path: String
    let isFolder: Bool
    func entries() -> [FileEntry] { [] }
    /// The entries beneath, every level, as counted when the folder was scanned.
    var entriesBeneath: Int { 0 }
}

extension FileEntry: Identifiable {
    var id: String { path }
}

let home = FileEntry(path: "/home/ada", isFolder: true)
@MainActor let entryRow: ExpandableRowBuilder<FileEntry> = { entry, row in Label(entry.path) }
