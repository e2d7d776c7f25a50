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
    let item: DropdownItem
    /// The bar's buttons, made the first time the row unfolds (most rows never do).
    private(set) var bar: (share: Button, remove: Button)?
    private let onShare: @MainActor (DropdownRowView) -> Void
    private let onRemove: @MainActor (DropdownRowView) -> Void

    init(item: DropdownItem, onShare: @escaping @MainActor (DropdownRowView) -> Void,
         onRemove: @escaping @MainActor (DropdownRowView) -> Void) {
        self.item = item
        self.onShare = onShare
        self.onRemove = onRemove
        row.addStyleClass("dropdown-row")
        row.isActivatable = true
        row.setAccessibleName(item.title)

        let content = Box(vertical: true)
        let line = Box(vertical: false, spacing: 12)
        line.addStyleClass("dropdown-title")
        let title = Label(item.title)
        title.setXAlign(0)
        title.ellipsizeEnd()
        line.packStart(title, expand: true)
        let chevron = Image(iconName: "pan-down-symbolic")
        chevron.addStyleClass("dropdown-chevron")
        line.packEnd(chevron)
        content.packStart(line)
        content.packStart(revealer)
        row.add(content)
        row.showAll()
    }

    /// Builds the action bar (Share, Remove) inside the revealer.
    private func makeBar() {
        guard bar == nil else { return }
        let box = Box(vertical: false, spacing: 6)
        box.addStyleClass("dropdown-actions")
        let share = Button(label: "_Share", mnemonic: true)
        share.setIcon("send-to-symbolic")
        share.setTooltip("Copy “\(item.title)” to the clipboard")
        let remove = Button(label: "_Remove", mnemonic: true)
        remove.setIcon("user-trash-symbolic")
        remove.setTooltip("Remove “\(item.title)”")
        remove.addStyleClass("destructive-action")
        share.onClicked { [weak self] in if let self { self.onShare(self) } }
        remove.onClicked { [weak self] in if let self { self.onRemove(self) } }
        box.packStart(share)
        box.packStart(remove)
        revealer.add(box)
        box.showAll()
        bar = (share, remove)
    }

    /// Shows the row open or folded; `animated` false jumps to the end state.
    func setOpen(_ open: Bool, animated: Bool) {
        if open { makeBar() }
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
