import FoldoutGtk
import FoldoutModel

/// The context menu of a row: a right-click on it (the menu at the pointer), or the Menu key or
/// Shift+F10 on the focused row (the menu under it, its first item selected). It holds the
/// same actions as the row's bar, in the same order and with the same mnemonics (Delete shown
/// beside the one the Delete key runs), then "Move Up" and "Move Down" where the app allows
/// reordering (Alt+Up, Alt+Down; disabled at the ends and while searching), then "Select" where
/// it allows selection mode. Choosing an item does what the bar's button or the key does,
/// removal with its Undo included. The menu closes with Escape, and the focus is back on the row.
extension DropdownRowsController {
    /// Opens row `index`'s context menu, under the row (or at the pointer when `atPointer`,
    /// for a right-click); the row takes the focus first.
    public func openContextMenu(at index: Int, atPointer: Bool = false) {
        guard let item = state.item(at: index) else { return }
        focus(at: index)
        let menu = PopupMenu(name: item.title, sections: contextMenuSections(at: index))
        viewport.showContextMenu(menu, forRow: index, atPointer: atPointer)
    }

    /// The menu's items for row `index`, in sections.
    func contextMenuSections(at index: Int) -> [[PopupMenu.Item]] {
        let deleteAction = self.deleteAction
        let bar = buttons.enumerated().map { position, action in
            PopupMenu.Item(title: action.title, accelerator: position == deleteAction ? "Delete" : nil) { [weak self] in
                self?.perform(action: position, at: index)
            }
        }
        var moves: [PopupMenu.Item] = []
        if allowsReordering {
            moves.append(
                // TRANSLATORS: an item of a row's context menu; the underscore marks its mnemonic.
                PopupMenu.Item(title: tr("Move _Up"), accelerator: "<Alt>Up", isEnabled: canMove(at: index, by: -1)) { [weak self] in
                    self?.move(from: index, to: index - 1)
                })
            moves.append(
                // TRANSLATORS: an item of a row's context menu; the underscore marks its mnemonic.
                PopupMenu.Item(title: tr("Move _Down"), accelerator: "<Alt>Down", isEnabled: canMove(at: index, by: 1)) { [weak self] in
                    self?.move(from: index, to: index + 1)
                })
        }
        var selecting: [PopupMenu.Item] = []
        if allowsSelection {
            selecting.append(
                // TRANSLATORS: an item of a row's context menu: selection mode, with this row selected.
                PopupMenu.Item(title: tr("_Select"), isEnabled: !state.isSelected(at: index)) { [weak self] in
                    self?.toggleSelection(at: index)
                })
        }
        return [bar, moves, selecting]
    }

    /// The bar's action the Delete key runs: the first removing action that is destructive,
    /// else the first removing action.
    var deleteAction: Int? {
        buttons.firstIndex { $0.removesRow && $0.style == .destructive } ?? buttons.firstIndex(where: \.removesRow)
    }
}
