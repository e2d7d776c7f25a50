import CGtk
import FoldoutModel
import GtkKit

/// The widgets of one dropdown row: a title line and, beneath it, an action bar
/// (Share, Remove) that slides down when the row is open.
@MainActor
final class DropdownRowView {
    /// Fold and unfold time, as in the article (0.3 s).
    static let revealDuration: UInt32 = 300

    let row = ExpandableRow()
    let revealer = Revealer(transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN, duration: revealDuration)
    let share = Button(label: "_Share", mnemonic: true)
    let remove = Button(label: "_Remove", mnemonic: true)
    private let title: Label
    let item: DropdownItem

    init(item: DropdownItem) {
        self.item = item
        title = Label(item.title)
        row.addStyleClass("dropdown-row")
        row.isActivatable = true
        row.setAccessibleName(item.title)

        let content = Box(vertical: true)
        let line = Box(vertical: false, spacing: 12)
        line.addStyleClass("dropdown-title")
        title.setXAlign(0)
        title.ellipsizeEnd()
        line.packStart(title, expand: true)
        let chevron = Image(iconName: "pan-down-symbolic")
        chevron.addStyleClass("dropdown-chevron")
        line.packEnd(chevron)
        content.packStart(line)

        let bar = Box(vertical: false, spacing: 6)
        bar.addStyleClass("dropdown-actions")
        share.setIcon("send-to-symbolic")
        share.setTooltip("Copy “\(item.title)” to the clipboard")
        remove.setIcon("user-trash-symbolic")
        remove.setTooltip("Remove “\(item.title)”")
        remove.addStyleClass("destructive-action")
        bar.packStart(share)
        bar.packStart(remove)
        revealer.add(bar)
        content.packStart(revealer)
        row.add(content)
        row.showAll()
    }

    /// Shows the row open or folded; `animated` false jumps to the end state.
    func setOpen(_ open: Bool, animated: Bool) {
        row.isExpanded = open
        if open { row.addStyleClass("open") } else { row.removeStyleClass("open") }
        if !animated {
            let duration = revealer.transitionDuration
            revealer.transitionDuration = 0
            revealer.revealChild = open
            revealer.transitionDuration = duration
        } else {
            revealer.revealChild = open
        }
    }
}
