import FoldoutModel
import GtkKit

/// One recycled row of a dropdown list: the item's content line with a chevron and, beneath
/// it, the action bar in a `GtkRevealer` (GTK's slide-down, which honours
/// `gtk-enable-animations` by itself). The view shows whichever item it is bound to; the list
/// rebinds it as it scrolls, so the item and its state come from the model, never from the
/// widget: a view rebound to another item takes that item's state at once, without a transition.
@MainActor
final class DropdownRowView<Item: DropdownListItem> {
    /// The bar's slide time, as the model's ``BarReveal`` reckons it.
    static var revealMilliseconds: UInt32 { 300 }

    let row = ExpandableRow()
    /// The item shown, and its index in the list (nil while the view is spare).
    private(set) var item: Item?
    private(set) var index: Int?
    private let bindContent: @MainActor (Item) -> Void
    private let revealer = Revealer(transition: .slideDown, duration: revealMilliseconds)
    private let actions: [DropdownAction<Item>]
    /// The bar and its buttons, made the first time the view shows a bar (most views never do).
    private var bar: Box?
    private var buttons: [Button] = []
    private let onAction: @MainActor (_ action: Int, _ index: Int) -> Void

    init(content: DropdownRowContent<Item>, actions: [DropdownAction<Item>],
         onAction: @escaping @MainActor (_ action: Int, _ index: Int) -> Void) {
        self.actions = actions
        self.onAction = onAction
        let made = content.make()
        bindContent = made.bind
        row.addStyleClass("dropdown-row")
        row.isActivatable = true

        let column = Box(vertical: true)
        let line = Box(vertical: false, spacing: 12)
        line.addStyleClass("dropdown-title")
        line.packStart(made.widget, expand: true)
        let chevron = Image(iconName: "pan-down-symbolic")
        chevron.addStyleClass("dropdown-chevron")
        line.packEnd(chevron)
        column.packStart(line)
        column.packStart(revealer)
        row.add(column)
        row.showAll()
    }

    /// Shows `item` (at `index`), its bar heading for open or folded as `open` says, and
    /// whether it is the list's first or last (the card's corners).
    func bind(_ item: Item, at index: Int, open: Bool, first: Bool, last: Bool) {
        let rebound = self.item?.id != item.id
        if self.item != item {
            self.item = item
            bindContent(item)
            row.setAccessibleName(item.title)
            for (button, action) in zip(buttons, actions) { button.setTooltip(action.tooltip?(item)) }
        }
        self.index = index
        // The list shows its rows in item order (it sorts again when the viewport says so).
        row.sortKey = index
        if row.expanded != open { row.expanded = open }
        setClass("first-item", first)
        setClass("last-item", last)
        if open { makeBar() }
        exposeBar(open)
        guard revealer.revealChild != open else { return }
        if rebound {
            revealer.setRevealChildAtOnce(open)
        } else {
            revealer.revealChild = open
        }
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

    /// The part of a whole bar shown while the revealer slides, from its real height; nil when
    /// it is not sliding.
    func slidingFraction(barHeight: Double) -> Double? {
        guard revealer.isSliding, barHeight > 0 else { return nil }
        return min(1, Double(revealer.naturalHeight) / barHeight)
    }

    /// The height of a whole bar, measured from the widgets (builds the bar if need be).
    func measureBar() -> Int {
        makeBar()
        return bar?.naturalHeight ?? 0
    }

    private func setClass(_ name: String, _ on: Bool) {
        if on { row.addStyleClass(name) } else { row.removeStyleClass(name) }
    }

    private func makeBar() {
        guard bar == nil else { return }
        let box = Box.concealable(vertical: false, spacing: 6)
        box.isConcealed = !row.expanded
        box.addStyleClass("dropdown-actions")
        box.setAlign(vertical: .start)
        for (position, action) in actions.enumerated() {
            let button = Button(label: action.title, mnemonic: true)
            if let icon = action.iconName { button.setIcon(icon) }
            switch action.style {
            case .normal: break
            case .suggested: button.addStyleClass("suggested-action")
            case .destructive: button.addStyleClass("destructive-action")
            }
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
