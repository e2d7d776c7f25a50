/// What a person does to several rows, and to the order: moving a row (Alt+Up, Alt+Down, a
/// drag) and selection mode (check boxes, a count, actions on every selected row).
extension DropdownRowsState {
    /// Whether a person can move rows now: not while searching (the results are not the order).
    package var canMove: Bool { search == nil }

    /// Moves row `from` so that it sits at `to` (one undo step; the focus and the open row go
    /// with it). Out of range, in place or while searching → `[]`.
    @discardableResult
    package mutating func move(from: Int, to: Int) -> [DropdownChange<Item>] {
        guard canMove else { return [] }
        return applyWhole(list.move(from: from, to: to))
    }

    // MARK: Selection mode

    /// Whether the list is in selection mode (a check box on every row).
    package var isSelecting: Bool { selection != nil }

    /// Enters selection mode with nothing selected; returns the change (none when already in it).
    @discardableResult
    package mutating func beginSelection() -> [DropdownChange<Item>] {
        guard selection == nil else { return [] }
        selection = RowSelection()
        return [.selecting(true)]
    }

    /// Leaves selection mode; returns the change (none when not in it).
    @discardableResult
    package mutating func endSelection() -> [DropdownChange<Item>] {
        guard selection != nil else { return [] }
        selection = nil
        return [.selecting(false)]
    }

    /// How many shown rows are selected (0 outside selection mode).
    package var selectedCount: Int {
        guard let selection else { return 0 }
        return selection.count(of: selection.startsFromAll ? list.count : count)
    }

    /// Whether shown row `index` is selected.
    package func isSelected(at index: Int) -> Bool {
        guard let selection, let item = item(at: index) else { return false }
        return selection.contains(item.id)
    }

    /// Selects shown row `index`, or unselects it when it is selected (entering selection
    /// mode). Returns the changes: the mode entered, the row.
    @discardableResult
    package mutating func toggleSelection(at index: Int) -> [DropdownChange<Item>] {
        guard let item = item(at: index) else { return [] }
        let changes = beginSelection()
        selection?.toggle(item.id)
        return changes + [.selected(rows: index..<index + 1)]
    }

    /// Selects the shown rows from the anchor (the row last toggled, else the focused row) to
    /// `index` (entering selection mode; the anchor stays). Returns the changes: the mode
    /// entered, the rows of the range.
    @discardableResult
    package mutating func extendSelection(to index: Int) -> [DropdownChange<Item>] {
        guard item(at: index) != nil else { return [] }
        let changes = beginSelection()
        var anchorIndex = focusIndex ?? index
        if let anchor = selection?.anchor, let shown = self.index(of: anchor) { anchorIndex = shown }
        for row in min(anchorIndex, index)...max(anchorIndex, index) {
            if let item = item(at: row) { selection?.set(item.id, selected: true) }
        }
        if selection?.anchor == nil {
            let anchor = item(at: anchorIndex)?.id
            selection?.anchor = anchor
        }
        return changes + [.selected(rows: min(anchorIndex, index)..<max(anchorIndex, index) + 1)]
    }

    /// Selects every shown row (entering selection mode): at once for the whole list, each
    /// result while searching. Returns the changes: the mode entered, every shown row.
    @discardableResult
    package mutating func selectAll() -> [DropdownChange<Item>] {
        let changes = beginSelection()
        if let search {
            for result in 0..<search.count {
                if let item = item(at: result) { selection?.set(item.id, selected: true) }
            }
        } else {
            selection?.selectAll()
        }
        return changes + (count > 0 ? [.selected(rows: 0..<count)] : [])
    }

    /// Unselects every row (staying in selection mode). Returns the change: every shown row
    /// (none when nothing was selected).
    @discardableResult
    package mutating func clearSelection() -> [DropdownChange<Item>] {
        guard selection != nil, selectedCount > 0 else { return [] }
        selection = RowSelection()
        return [.selected(rows: 0..<count)]
    }

    /// The selected items, top to bottom (O(selected · log n)).
    package func selectedItems() -> [Item] {
        selectedRuns().flatMap { list.items(in: $0) }
    }

    /// Removes every selected row as one undo step, and leaves selection mode. Returns the
    /// removals, then the mode left.
    @discardableResult
    package mutating func removeSelected() -> [DropdownChange<Item>] {
        let runs = selectedRuns()
        let left = endSelection()
        guard !runs.isEmpty else { return left }
        return applyWhole(list.remove(runs: runs)) + left
    }

    /// The selected rows of the whole list, as runs.
    func selectedRuns() -> [Range<Int>] {
        guard let selection else { return [] }
        return selection.runs(count: list.count) { list.index(of: $0) }
    }

    /// Rows that left the list leave the selection.
    mutating func selectionFollows(_ changes: [DropdownChange<Item>]) {
        guard selection != nil else { return }
        for change in changes {
            switch change {
            case let .removed(_, item): selection?.forget(item.id)
            case let .removedRun(_, items): for item in items { selection?.forget(item.id) }
            default: break
            }
        }
    }
}
