import FoldoutControllers
import FoldoutGtk

/// The widgets of one folder of a Maildir's tree: an arrow that turns when its subfolders show
/// (none without subfolders), its icon, its name and how many messages it holds. The folder
/// whose messages are shown is bold. Screen readers hear the name, then the count ("12
/// messages", "shown" for the folder in view); the tree tells them its level and place.
@MainActor
final class FolderLine {
    let widget = Box(vertical: false, spacing: 10)
    private let arrow = Image(iconName: "pan-end-symbolic")
    private let inboxIcon = Image(iconName: "mail-unread-symbolic")
    private let folderIcon = Image(iconName: "folder-symbolic")
    private let name = Label()
    private let badge = Label()

    init() {
        widget.addStyleClass("mail-folder")
        arrow.addStyleClass("expandable-arrow")
        name.setXAlign(0)
        name.ellipsizeEnd()
        badge.addStyleClass("mail-count")
        widget.packStart(arrow)
        widget.packStart(inboxIcon)
        widget.packStart(folderIcon)
        widget.packStart(name, expand: true)
        widget.packEnd(badge)
    }

    /// Shows `folder`, holding `count` messages (nil: not counted yet), `chosen` when its
    /// messages are the ones in view.
    func show(_ folder: MaildirFolder, count: Int?, chosen: Bool, in row: ListItemRow) {
        name.text = folder.name
        let inbox = folder.fullName.isEmpty
        inboxIcon.isVisible = inbox
        folderIcon.isVisible = !inbox
        if folder.subfolders.isEmpty { arrow.addStyleClass("mail-hidden") } else { arrow.removeStyleClass("mail-hidden") }
        if chosen { widget.addStyleClass("mail-chosen") } else { widget.removeStyleClass("mail-chosen") }
        badge.text = count.map { String($0) } ?? ""
        badge.isVisible = (count ?? 0) > 0
        row.setAccessibleName(folder.name)
        let messages: String =
            switch count {
            case nil: folder.path == nil ? "No messages" : "Counting messages"
            case 0?: "No messages"
            case 1?: "1 message"
            case let count?: "\(count) messages"
            }
        row.setAccessibleDescription(chosen ? "\(messages), shown" : messages)
    }
}
