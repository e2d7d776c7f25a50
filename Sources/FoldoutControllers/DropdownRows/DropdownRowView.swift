import FoldoutGtk
import FoldoutModel

/// One recycled row of a dropdown list: the item's content line with a chevron and, beneath
/// it, the action bar in a `GtkRevealer` (GTK's slide-down, which honours
/// `gtk-enable-animations` by itself). The view shows whichever item it is bound to; the list
/// rebinds it as it scrolls, so the item and its state come from the model, never from the
/// widget: a view rebound to another item takes that item's state at once, without a transition.
/// The revealer is the one source of the bar's animation: the list measures the row on every
/// frame while it slides.
@MainActor
final class DropdownRowView<Item: DropdownItem>: RecycledRow {
    /// The bar's slide time (the article's 0.3 s).
    static var revealMilliseconds: UInt32 { 300 }

    /// The item shown.
    private(set) var item: Item?
    private let bindContent: @MainActor (Item, ListItemRow, SearchText?) -> Void
    /// The search query the content shows its match for.
    private var query: SearchText?
    private let revealer = Revealer(transition: .slideDown, duration: revealMilliseconds)
    private let actions: [DropdownAction<Item>]
    /// The bar and its buttons, made the first time the view shows a bar (most views never do).
    private var bar: Box?
    private var buttons: [Button] = []
    private let onAction: @MainActor (_ action: Int, _ index: Int) -> Void
    /// The check box of selection mode, made the first time the list selects (most lists never
    /// do): an image, so that screen readers hear the row's own SELECTED state and no "checked"
    /// from a check button inside it (Orca speaks each one of those in a list box); a click on it
    /// is a click on the row, which toggles it in selection mode.
    private var check: Image?
    private let line = Box(vertical: false, spacing: 12)
    /// The drag handle, made the first time the row can be dragged (where reordering is allowed).
    private var handle: Image?
    /// Whether the check box shows checked.
    private var shownChecked = false
    init(
        content: DropdownRowContent<Item>, actions: [DropdownAction<Item>],
        onAction: @escaping @MainActor (_ action: Int, _ index: Int) -> Void
    ) {
        self.actions = actions
        self.onAction = onAction
        let made = content.make()
        bindContent = made.bind
        super.init(row: ListItemRow(), kind: 0)
        row.addStyleClass("dropdown-row")
        // ATK announces no first description (it goes from none to some silently): the row
        // starts with an empty one, so that the selection's count is heard the first time.
        row.setAccessibleDescription("")
        row.isActivatable = true

        let column = Box(vertical: true)
        line.addStyleClass("dropdown-title")
        line.packStart(made.widget, expand: true)
        let chevron = Image(iconName: "pan-down-symbolic")
        chevron.addStyleClass("dropdown-chevron")
        line.packEnd(chevron)
        column.packStart(line)
        column.packStart(revealer)
        row.add(column)
        row.showAll()
        // Shown once: what the content's `bind` hides stays hidden (the app's `showAll()` of
        // its window skips it).
        made.widget.isShownWithAncestors = false
    }

    /// Shows `item`, its bar heading for open or folded as `open` says, the match of `query`
    /// (while the list is searched) and, in selection mode (`selected` not nil), its check box.
    func bind(_ item: Item, open: Bool, query: SearchText? = nil, selected: Bool? = nil, draggable: Bool = false) {
        showSelection(selected)
        showHandle(draggable)
        let rebound = self.item?.id != item.id
        if self.item != item || self.query != query {
            self.item = item
            self.query = query
            bindContent(item, row, query)
            // The content may have described the row anew while a note is told.
            contentDescribed()
            row.setAccessibleNameSoon(item.title)
            for (button, action) in zip(buttons, actions) { button.setTooltip(action.tooltip?(item)) }
        }
        if row.expanded != open { row.expanded = open }
        if open { makeBar() }
        exposeBar(open)
        guard revealer.revealChild != open else { return }
        if rebound {
            revealer.setRevealChildAtOnce(open)
        } else {
            revealer.revealChild = open
        }
    }

    /// Shows its item again through the content's bind function (the app changed how items
    /// look, not the items: e.g. a "Show descriptions" setting), as it shows it now.
    func reconfigure() {
        guard let item else { return }
        bindContent(item, row, query)
        row.setAccessibleNameSoon(item.title)
        for (button, action) in zip(buttons, actions) { button.setTooltip(action.tooltip?(item)) }
    }

    /// Only an open row's bar is there for screen readers and the keyboard: a bar that is
    /// folding away is still drawn, but its buttons are gone from the accessibility tree and
    /// the focus chain from the moment folding starts (the focus, if it was on one, goes to
    /// the row).
    private func exposeBar(_ open: Bool) {
        guard let bar, bar.isConcealed == open else { return }
        if !open, bar.containsFocus { row.grabFocus() }
        bar.isConcealed = !open
    }

    /// Shows the check box checked or not, or hides it outside selection mode (nil); the row's
    /// accessible says selectable and selected the same way.
    private func showSelection(_ selected: Bool?) {
        row.isSelectable = selected != nil
        row.isSelected = selected ?? false
        if selected != nil, check == nil {
            let box = Image(iconName: "checkbox-symbolic")
            box.addStyleClass("selection-check")
            line.packStart(box)
            line.reorder(box, position: 0)
            check = box
        }
        guard let check else { return }
        check.isVisible = selected != nil
        if let selected, selected != shownChecked {
            shownChecked = selected
            check.setIconName(selected ? "checkbox-checked-symbolic" : "checkbox-symbolic")
        }
    }

    /// Shows the drag handle at the row's start (its end is the chevron's), or hides it.
    private func showHandle(_ draggable: Bool) {
        if draggable, handle == nil {
            let image = Image(iconName: "list-drag-handle-symbolic")
            image.addStyleClass("drag-handle")
            // TRANSLATORS: the tooltip of a row's drag handle.
            image.setTooltip(tr("Drag to move (Alt+Up or Alt+Down with the keyboard)"))
            line.packStart(image)
            line.reorder(image, position: 0)
            handle = image
        }
        if let handle, handle.isVisible != draggable { handle.isVisible = draggable }
    }

    /// Whether the point (x, y), in `list`'s coordinates, is on the drag handle (or the row's
    /// edge beside it: the handle's height is the row's).
    func isOnHandle(x: Double, y: Double, in list: Widget) -> Bool {
        guard let handle, handle.isVisible, let origin = handle.origin(in: list) else { return false }
        let box = handle.allocation
        let margin = 6.0
        return x >= Double(origin.x) - margin && x < Double(origin.x + box.width) + margin
    }

    /// Whether the bar is sliding in or out.
    override var isSliding: Bool { revealer.isSliding }

    private func makeBar() {
        guard bar == nil else { return }
        let box = Box.concealable(vertical: false, spacing: 6)
        box.isConcealed = !row.expanded
        box.addStyleClass("dropdown-actions")
        box.setAlign(vertical: .start)
        for (position, action) in actions.enumerated() {
            let button = action.style.button(title: action.title, iconName: action.iconName)
            if let item { button.setTooltip(action.tooltip?(item)) }
            button.onClicked { [weak self] in
                if let self, let index = self.index { self.onAction(position, index) }
            }
            box.packStart(button)
            buttons.append(button)
        }
        revealer.add(box)
        box.showAll()
        bar = box
    }
}
