import FoldoutGtk
import FoldoutModel

/// A row's context menu and moving parents.
///
/// A right-click on a row (the menu at the pointer), or the Menu key or Shift+F10 on the focused
/// row (the menu under it, its first item selected), opens the row's menu: for a parent, Expand
/// or Collapse (`+`, `-`), the app's ``ExpandableRowsController/parentActions``, and Move Up and
/// Move Down where the app allows reordering; for a child, Open (Enter: what activating it
/// does) where the app listens to ``ExpandableRowsController/onChildActivated``, and the app's
/// ``ExpandableRowsController/childActions``.
///
/// Where the app allows it (``ExpandableRowsController/allowsReordering``), Alt+Up and Alt+Down
/// move the focused parent, with its children, one place up or down (not while searching); the
/// focus stays on it, screen readers hear its new place ("Moved to position 2 of 4"), and the
/// app hears of it through ``ExpandableRowsController/onParentMoved`` (to keep the order).
extension ExpandableRowsController {
    /// Opens the context menu of row `position` (a parent, or a child), under it or at the
    /// pointer; the row takes the focus first.
    public func openContextMenu(atRow position: Int, atPointer: Bool = false) {
        guard let row = state.shown.row(at: position) else { return }
        let sections = menuSections(for: row)
        guard sections.contains(where: { !$0.isEmpty }) else { return }
        move(to: position)
        guard let view = viewport.view(at: position) else { return }
        let menu = PopupMenu(name: view.row.accessibleName, sections: sections)
        viewport.showContextMenu(menu, forRow: position, atPointer: atPointer)
    }

    /// Whether parent `index` can move `offset` places now.
    public func canMoveParent(_ index: Int, by offset: Int) -> Bool {
        guard allowsReordering, state.search == nil, index >= 0, index < state.values.count, index + offset >= 0,
            index + offset < state.values.count
        else { return false }
        guard let movable = isParentMovable else { return true }
        let step = offset > 0 ? 1 : -1
        return stride(from: index, through: index + offset, by: step).allSatisfy { movable(state.values[$0]) }
    }

    /// Moves parent `index` `offset` places (with its children), as Alt+Up and Alt+Down do: the
    /// focus goes with it, screen readers hear its new place, and ``onParentMoved`` is called.
    public func moveParent(_ index: Int, by offset: Int) {
        guard canMoveParent(index, by: offset) else { return }
        let target = index + offset
        moveParent(from: index, to: target)
        if let row = state.shown.row(ofParent: target) {
            move(to: row)
            let note = tr(
                // TRANSLATORS: said of a row of a tree after a person moved it; {position} and {count} are numbers.
                "Moved to position {position} of {count}",
                ["position": NumberText.grouped(target + 1), "count": NumberText.grouped(state.values.count)])
            (viewport.view(at: row) as? ParentRowView<Parent>)?.note = note
        }
        onParentMoved?(state.values[target], target)
    }

    // MARK: Input

    /// The keys of the menu and of moving: `true` if handled.
    func handleArrangingKey(_ key: KeyPress) -> Bool {
        guard let position = state.shown.focusedRow, viewport.hasFocus else { return false }
        if key.opensContextMenu {
            openContextMenu(atRow: position)
            return true
        }
        if allowsReordering, key.isAlt, !key.modifiers.contains(.shift), let move = key.navigation, move == .up || move == .down,
            case let .parent(index)? = state.shown.row(at: position)
        {
            moveParent(index, by: move == .up ? -1 : 1)
            return true
        }
        return false
    }

    /// The menu's items for `row`, in sections.
    private func menuSections(for row: ExpandableTreeRow) -> [[PopupMenu.Item]] {
        switch row {
        case let .parent(index):
            guard let value = state.shownParent(index) else { return [] }
            var tree: [PopupMenu.Item] = []
            if self.state.shown.isExpanded(index) {
                // TRANSLATORS: an item of a tree row's context menu; the underscore marks its mnemonic.
                tree.append(PopupMenu.Item(title: tr("_Collapse"), accelerator: "minus") { [weak self] in self?.collapseShown(index) })
            } else {
                tree.append(
                    // TRANSLATORS: an item of a tree row's context menu; the underscore marks its mnemonic.
                    PopupMenu.Item(title: tr("_Expand"), accelerator: "plus", isEnabled: self.state.shown.isExpandable(index)) { [weak self] in
                        self?.expandShown(index)
                    })
            }
            let own = parentActions.map { $0.item(for: value, at: (state.wholeParent(index), nil)) }
            var moves: [PopupMenu.Item] = []
            if allowsReordering {
                moves.append(
                    PopupMenu.Item(title: tr("Move _Up"), accelerator: "<Alt>Up", isEnabled: canMoveParent(index, by: -1)) { [weak self] in
                        self?.moveParent(index, by: -1)
                    })
                moves.append(
                    PopupMenu.Item(title: tr("Move _Down"), accelerator: "<Alt>Down", isEnabled: canMoveParent(index, by: 1)) { [weak self] in
                        self?.moveParent(index, by: 1)
                    })
            }
            return [tree, own, moves]
        case let .child(parentIndex, childIndex):
            guard let child = state.shownChild(childIndex, of: parentIndex) else { return [] }
            var open: [PopupMenu.Item] = []
            if onChildActivated != nil, let position = self.state.shown.row(ofParent: parentIndex).map({ $0 + 1 + childIndex }) {
                // TRANSLATORS: an item of a child row's context menu: what activating the row does.
                open.append(PopupMenu.Item(title: tr("_Open"), accelerator: "Return") { [weak self] in self?.activateRow(position) })
            }
            let place = state.whole(parent: parentIndex, child: childIndex)
            return [open, childActions.map { $0.item(for: child, at: (place.parent, place.child)) }]
        case .status:
            return []
        }
    }
}
