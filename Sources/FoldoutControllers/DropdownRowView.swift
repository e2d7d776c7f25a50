import CGtk
import FoldoutModel
import GtkKit

/// One recycled row of the dropdown list: a title line and, beneath it, an action bar
/// (Share, Remove) shown as far as the row's unfolding has gone. The view shows whichever item
/// it is bound to; the list rebinds it as it scrolls, so the item and its state come from the
/// model, never from the widget.
@MainActor
final class DropdownRowView {
    let row = ExpandableRow()
    /// The item shown, and its index in the list (nil while the view is spare).
    private(set) var item: DropdownItem?
    private(set) var index: Int?
    private let title = Label()
    private let content = Box(vertical: true)
    /// The bar's buttons and the clip that shows part of the bar, made the first time the view
    /// shows a bar (most views never do: a scrolled window costs more than the rest of a row).
    private var clip: ScrolledWindow?
    private(set) var bar: (share: Button, remove: Button)?
    private var barBox: Box?
    private var shownHeight = -1
    private let onShare: @MainActor (Int) -> Void
    private let onRemove: @MainActor (Int) -> Void

    init(onShare: @escaping @MainActor (Int) -> Void, onRemove: @escaping @MainActor (Int) -> Void) {
        self.onShare = onShare
        self.onRemove = onRemove
        row.addStyleClass("dropdown-row")
        row.isActivatable = true

        let line = Box(vertical: false, spacing: 12)
        line.addStyleClass("dropdown-title")
        title.setXAlign(0)
        title.ellipsizeEnd()
        line.packStart(title, expand: true)
        let chevron = Image(iconName: "pan-down-symbolic")
        chevron.addStyleClass("dropdown-chevron")
        line.packEnd(chevron)
        content.packStart(line)
        row.add(content)
        row.showAll()
    }

    /// Shows `item` (at `index`), open or folded, with `barHeight` pixels of its bar shown.
    func bind(_ item: DropdownItem, at index: Int, open: Bool, barHeight: Int, first: Bool, last: Bool) {
        if self.item != item {
            self.item = item
            title.text = item.title
            row.setAccessibleName(item.title)
            bar?.share.setTooltip("Copy “\(item.title)” to the clipboard")
            bar?.remove.setTooltip("Remove “\(item.title)”")
        }
        self.index = index
        if row.isExpanded != open { row.isExpanded = open }
        setClass("open", open)
        setClass("first-item", first)
        setClass("last-item", last)
        showBar(height: barHeight)
        exposeBar(open)
    }

    /// Only an open row's bar is there for screen readers and the keyboard: a bar that is
    /// folding away is still drawn, but its buttons are gone from the accessibility tree and
    /// the focus chain from the moment folding starts (the focus, if it was on one, goes to
    /// the row).
    private func exposeBar(_ open: Bool) {
        guard let barBox, barBox.isConcealed == open else { return }
        if !open, barBox.containsFocus { row.grabFocus() }
        barBox.isConcealed = !open
    }

    /// The height of a whole bar, measured from the widgets (builds the bar if need be).
    func measureBar() -> Int {
        makeBar()
        return barBox?.naturalHeight ?? 0
    }

    private func showBar(height: Int) {
        guard height != shownHeight else { return }
        shownHeight = height
        if height > 0 { makeBar() }
        guard let clip else { return }
        clip.setSizeRequest(height: height)
        clip.isVisible = height > 0
    }

    private func setClass(_ name: String, _ on: Bool) {
        if on { row.addStyleClass(name) } else { row.removeStyleClass(name) }
    }

    private func makeBar() {
        guard bar == nil else { return }
        let clip = ScrolledWindow()
        clip.clipWithoutScrolling()
        clip.canFocus = false
        clip.excludeFromShowAll()
        clip.setSizeRequest(height: max(0, shownHeight))
        clip.isVisible = false
        content.packStart(clip)
        self.clip = clip
        let box = Box.concealable(vertical: false, spacing: 6)
        box.isConcealed = !row.isExpanded
        box.addStyleClass("dropdown-actions")
        box.setAlign(vertical: GTK_ALIGN_START)
        let share = Button(label: "_Share", mnemonic: true)
        share.setIcon("send-to-symbolic")
        let remove = Button(label: "_Remove", mnemonic: true)
        remove.setIcon("user-trash-symbolic")
        remove.addStyleClass("destructive-action")
        if let item {
            share.setTooltip("Copy “\(item.title)” to the clipboard")
            remove.setTooltip("Remove “\(item.title)”")
        }
        share.onClicked { [weak self] in if let self, let index = self.index { self.onShare(index) } }
        remove.onClicked { [weak self] in if let self, let index = self.index { self.onRemove(index) } }
        box.packStart(share)
        box.packStart(remove)
        clip.add(box)
        box.showAll()
        bar = (share, remove)
        barBox = box
    }
}
