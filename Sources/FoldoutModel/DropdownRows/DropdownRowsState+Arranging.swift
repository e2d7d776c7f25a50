/// What a person does to several rows, and to the order: moving a row (Alt+Up, Alt+Down, a
/// drag) and selection mode (check boxes, a count, actions on every selected row).
extension DropdownRowsState {
    /// Whether a person can move rows now: not while searching (the results are not the order).
    public var canMove: Bool { search == nil }

    /// Moves row `from` so that it sits at `to` (one undo step; the focus and the open row go
    /// with it). Out of range, in place or while searching → `[]`.
    @discardableResult
    public mutating func move(from: Int, to: Int) -> [DropdownChange<Item>] {
        guard canMove else { return [] }
        return applyWhole(list.move(from: from, to: to))
    }

    // MARK: Selection mode

    /// Whether the list is in selection mode (a check box on every row).
    public var isSelecting: Bool { selection != nil }

    /// Enters selection mode with nothing selected (nothing changes when already in it).
    public mutating func beginSelection() {
        if selection == nil { selection = RowSelection() }
    }

    /// Leaves selection mode.
    public mutating func endSelection() {
        selection = nil
    }

    /// How many shown rows are selected (0 outside selection mode).
    public var selectedCount: Int {
        guard let selection else { return 0 }
        return selection.count(of: selection.startsFromAll ? list.count : count)
    }

    /// Whether shown row `index` is selected.
    public func isSelected(at index: Int) -> Bool {
        guard let selection, let item = item(at: index) else { return false }
        return selection.contains(item.id)
    }

    /// Selects shown row `index`, or unselects it when it is selected (entering selection mode).
    public mutating func toggleSelection(at index: Int) {
        guard let item = item(at: index) else { return }
        beginSelection()
        selection?.toggle(item.id)
    }

    /// Selects the shown rows from the anchor (the row last toggled, else the focused row) to
    /// `index` (entering selection mode; the anchor stays).
    public mutating func extendSelection(to index: Int) {
        guard item(at: index) != nil else { return }
        beginSelection()
        var anchorIndex = focusIndex ?? index
        if let anchor = selection?.anchor, let shown = self.index(of: anchor) { anchorIndex = shown }
        for row in min(anchorIndex, index) ... max(anchorIndex, index) {
            if let item = item(at: row) { selection?.set(item.id, selected: true) }
        }
        if selection?.anchor == nil {
            let anchor = item(at: anchorIndex)?.id
            selection?.anchor = anchor
        }
    }

    /// Selects every shown row (entering selection mode): at once for the whole list, each
    /// result while searching.
    public mutating func selectAll() {
        beginSelection()
        if let search {
            for result in 0 ..< search.count {
                if let item = item(at: result) { selection?.set(item.id, selected: true) }
            }
        } else {
            selection?.selectAll()
        }
    }

    /// Unselects every row (staying in selection mode).
    public mutating func clearSelection() {
        if selection != nil { selection = RowSelection() }
    }

    /// The selected items, top to bottom (O(selected · log n)).
    public mutating func selectedItems() -> [Item] {
        selectedRuns().flatMap { list.items(in: $0) }
    }

    /// Removes every selected row as one undo step, and leaves selection mode.
    @discardableResult
    public mutating func removeSelected() -> [DropdownChange<Item>] {
        let runs = selectedRuns()
        selection = nil
        guard !runs.isEmpty else { return [] }
        return applyWhole(list.remove(runs: runs))
    }

    /// The selected rows of the whole list, as runs.
    mutating func selectedRuns() -> [Range<Int>] {
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
