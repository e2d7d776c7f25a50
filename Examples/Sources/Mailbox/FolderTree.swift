import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The folders as expandable rows: activating a folder (click, Enter, Space, Right) shows its
/// messages as rows of their own beneath it; an empty folder does not expand. The folders but
/// the Inbox (kept first) can be moved, where the tree allows it: Alt+Up, Alt+Down, or Move Up
/// and Move Down in a folder's menu; a message's menu offers Reply.
@MainActor
final class FolderTree {
    let controller: ExpandableRowsController<Folder, Message, Never>

    /// The tree of `folders`, with the folders named in `open` open, called `name` for screen
    /// readers; `moved` hears each folder a person moved, with its new place (unless
    /// `movable` is false: then none moves).
    init(
        folders: [Folder], open: Set<String>, name: String = "Folders", movable: Bool = true,
        moved: @escaping @MainActor (Folder, Int) -> Void = { _, _ in },
        reply: @escaping @MainActor (Message) -> Void = { _ in }
    ) {
        let expanded = Set(folders.indices.filter { open.contains(folders[$0].name) })
        controller = ExpandableRowsController(
            parents: folders, children: \.messages, name: name,
            expanded: expanded, parentRow: Self.folderRow, childRow: Self.messageRow,
            emptyText: "No folders.")
        // Ctrl+F, or typing in the tree, finds folders by name and opens them at the messages
        // whose sender or subject holds what is typed.
        controller.searchableParentText = { $0.name }
        controller.searchableChildText = { $0.title }
        controller.allowsReordering = movable
        controller.isParentMovable = { $0.name != "Inbox" }
        controller.onParentMoved = moved
        // A message's menu: Reply, as the inbox's bar has it.
        controller.childActions = [ExpandableRowAction(title: "_Reply") { message, _ in reply(message) }]
    }

    /// The names of the open folders (kept when the tree is built again).
    var openFolders: Set<String> {
        Set(controller.tree.expanded.compactMap { controller.parent(at: $0)?.name })
    }

    /// A folder: its icon, its name, how many messages it holds, and an arrow that turns
    /// (`expandable-arrow`) if it has any.
    static func folderRow(_ folder: Folder, _ row: ListItemRow) -> Widget {
        let count = folder.messages.count
        row.setAccessibleName(folder.name)
        row.setAccessibleDescription(count == 0 ? "No messages" : count == 1 ? "1 message" : "\(count) messages")
        let box = Box(vertical: false, spacing: 10)
        box.addStyleClass("mail-folder")
        let arrow = Image(iconName: "pan-end-symbolic")
        arrow.addStyleClass("expandable-arrow")
        if count == 0 { arrow.addStyleClass("mail-hidden") }
        box.packStart(arrow)
        box.packStart(Image(iconName: folder.iconName))
        let name = Label(folder.name)
        name.setXAlign(0)
        box.packStart(name, expand: true)
        if count > 0 {
            let badge = Label("\(count)")
            badge.addStyleClass("mail-count")
            box.packEnd(badge)
        }
        return box
    }

    /// A message in a folder: its subject over its correspondent, the first line as tooltip.
    static func messageRow(_ message: Message, _ row: ListItemRow) -> Widget {
        row.setAccessibleName(message.title)
        row.setAccessibleDescription(message.preview)
        row.setTooltip(message.preview)
        let box = Box(vertical: true, spacing: 0)
        box.addStyleClass("mail-folder-message")
        let subject = Label(message.subject)
        let sender = Label((message.outgoing ? "To " : "") + message.sender)
        sender.addStyleClass("mail-preview")
        for label in [subject, sender] {
            label.setXAlign(0)
            label.ellipsizeEnd()
            box.packStart(label)
        }
        return box
    }
}
