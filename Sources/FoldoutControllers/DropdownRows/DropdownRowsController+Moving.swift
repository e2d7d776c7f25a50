import FoldoutGtk
import FoldoutModel

/// Reordering, where the app allows it (``DropdownRowsController/allowsReordering``): Alt+Up
/// and Alt+Down move the focused row one place (the focus stays on it), as "Move Up" and "Move
/// Down" in its context menu and a drag do (by the row's drag handle, or by the row itself
/// with the mouse; the list scrolls near its edges, and Escape cancels). Every move is one undo step (Ctrl+Z), is part of
/// the list's persisted state (``/FoldoutModel/DropdownSavedState/order``, by identity), is told to
/// screen readers ("“March”, moved to position 2 of 12") and reaches the app through
/// ``DropdownRowsController/onItemMoved``. Rows do not move while the list is searched.
extension DropdownRowsController {
    /// Whether row `index` can move `offset` places now (in the list, reordering allowed, not searching).
    public func canMove(at index: Int, by offset: Int) -> Bool {
        allowsReordering && state.canMove && state.item(at: index) != nil && state.item(at: index + offset) != nil
    }

    /// Moves row `from` so that it sits at `to` (both in the list): one undo step, said to
    /// screen readers, reported to ``onItemMoved``; the keyboard focus, when on the row, stays
    /// on it. Nothing happens where reordering is not allowed.
    public func move(from: Int, to: Int) {
        guard allowsReordering, let item = state.item(at: from) else { return }
        let hadFocus = viewport.hasFocus && state.focusIndex == from
        let changes = state.move(from: from, to: to)
        guard !changes.isEmpty else { return }
        render(changes)
        let message = tr(
            // TRANSLATORS: said when a row was moved; {title} is its title, {position} and {count} numbers.
            "“{title}”, moved to position {position} of {count}",
            ["title": item.title, "position": Self.number(to + 1), "count": Self.number(state.count)])
        // Said on the row itself while it keeps the focus (as its description), not as a notification.
        toast.show(message, actionTitle: tr("_Undo"), heardElsewhere: hadFocus && tell(message, onRow: to)) { [weak self] in self?.undo() }
        if hadFocus { focus(at: to) } else { viewport.show(to, animated: false) }
        onItemMoved?(item, to)
    }

    /// Moves the focused row `offset` places (Alt+Up: -1, Alt+Down: +1).
    func moveFocused(by offset: Int) -> Bool {
        guard allowsReordering, let index = state.focusIndex, viewport.hasFocus else { return false }
        if canMove(at: index, by: offset) { move(from: index, to: index + offset) }
        // At the top or bottom the key is still the list's: it does nothing.
        return true
    }

    /// Rows dragged by their handle (or by themselves) to a new place: a drop is a move, and
    /// the row keeps the focus.
    func setUpDragging() {
        let dragging = RowDragging(viewport: viewport)
        dragging.canDrag = { [weak self] index in
            guard let self else { return false }
            return self.allowsReordering && self.state.canMove && !self.state.isSelecting && self.state.count > 1
                && self.state.item(at: index) != nil
        }
        dragging.isOnHandle = { [weak self] view, x, y in
            guard let self, let view = view as? DropdownRowView<Item> else { return false }
            return view.isOnHandle(x: x, y: y, in: self.viewport.listBox)
        }
        dragging.onDrop = { [weak self] from, to in
            guard let self else { return }
            self.move(from: from, to: to)
            self.focus(at: to)
        }
        self.dragging = dragging
    }

    /// A count as the locale writes it ("1,000,000").
    static func number(_ value: Int) -> String { NumberText.grouped(value) }
}
