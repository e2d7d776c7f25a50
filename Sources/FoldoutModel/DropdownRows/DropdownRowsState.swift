/// Everything a dropdown rows view shows, in one value: the list (items, open row, undo stack),
/// where each row is (``heights``: measured as rows are shown, estimated before), and which
/// item has the keyboard focus.
///
/// A controller owns one of these and changes it only through the functions here; its views
/// render it. Each operation returns the list's ``DropdownChange``s (for the view, announcements
/// and persistence); the shifting of the heights and of the focus as rows are removed, inserted
/// and moved happens here, in one place (its private `apply(_:)`). The action bars slide in
/// `GtkRevealer`s: the view measures a sliding row and reports its height (``measured(_:at:)``),
/// so the revealer is the one source of the animation.
public struct DropdownRowsState<Item: DropdownListItem>: Sendable, Equatable {
    /// The items, the open row and the undo stack.
    public private(set) var list: DropdownList<Item>
    /// Each row's height as last measured (with the part of its bar shown), or estimated.
    public private(set) var heights: RowHeights
    /// The item that has (or last had) the keyboard focus, or nil before any had it.
    public private(set) var focusIndex: Int?

    /// A state showing `list`; rows count `rowEstimate` pixels until they are measured.
    public init(list: DropdownList<Item>, rowEstimate: Double = 41) {
        self.list = list
        heights = RowHeights(count: list.count, defaultEstimate: rowEstimate)
    }

    /// The number of items.
    public var count: Int { list.count }

    /// The item at `index`, if there is one.
    public func item(at index: Int) -> Item? { list.item(at: index) }

    /// The position of the item with identifier `id`, if it is shown.
    public mutating func index(of id: String) -> Int? { list.index(of: id) }

    /// Unfolds row `index`, or folds it when it is the open one (folding any other).
    @discardableResult
    public mutating func activate(at index: Int) -> [DropdownChange<Item>] {
        apply(list.activate(at: index))
    }

    /// Folds the open row, if any.
    @discardableResult
    public mutating func fold() -> [DropdownChange<Item>] {
        apply(list.fold())
    }

    /// Removes row `index` (undoably). The focus stays at its place: on the row that moves
    /// up into it, or on the new last row when the last was removed.
    @discardableResult
    public mutating func remove(at index: Int) -> [DropdownChange<Item>] {
        apply(list.remove(at: index))
    }

    /// Restores the most recent removal at its place (open again if it was open) and puts the
    /// focus on it.
    @discardableResult
    public mutating func undo() -> [DropdownChange<Item>] {
        let changes = apply(list.undo())
        for case let .inserted(index, _) in changes { focusIndex = index }
        return changes
    }

    /// Applies the app's changes to its data as one batch (see ``DropdownList/apply(_:)``); the
    /// focus stays on its item (on the row that takes its place when the item is gone).
    @discardableResult
    public mutating func apply(_ edits: [DropdownEdit<Item>]) -> [DropdownChange<Item>] {
        apply(list.apply(edits))
    }

    /// Makes the list show the app's whole data, by identity (see ``DropdownList/replaceAll(with:)``).
    @discardableResult
    public mutating func replaceAll(with items: [Item]) -> [DropdownChange<Item>] {
        apply(list.replaceAll(with: items))
    }

    /// Moves the focus to item `index`, clamped to the list (nil, or an empty list, clears it).
    public mutating func focus(_ index: Int?) {
        guard let index, count > 0 else {
            focusIndex = nil
            return
        }
        focusIndex = min(max(0, index), count - 1)
    }

    /// Records the height the view measured for row `index` (its content and the part of its
    /// bar shown); nil forgets it.
    public mutating func measured(_ height: Int?, at index: Int) {
        heights.setHeight(height, at: index)
    }

    /// Forgets every row's height (the width, the font, the text scale or the theme changed):
    /// rows are estimated until they are measured again, from `estimate` if given.
    public mutating func forgetHeights(estimate: Double? = nil) {
        heights.forgetHeights(estimate: estimate)
    }

    /// The one place where the list's changes move the heights and the focus.
    private mutating func apply(_ changes: [DropdownChange<Item>]) -> [DropdownChange<Item>] {
        for change in changes {
            switch change {
            case let .opened(index), let .closed(index):
                // Its bar comes or goes: measured again when shown, estimated until then.
                heights.setHeight(nil, at: index)
            case let .updated(index, _):
                heights.setHeight(nil, at: index)
            case let .removed(index, _):
                heights.remove(index ..< index + 1)
                // The rows as they are at this change of the batch (the list is at its end).
                let count = heights.count
                if let focus = focusIndex, focus > index || focus >= count {
                    focusIndex = count > 0 ? focus - 1 : nil
                }
            case let .inserted(index, _):
                heights.insert(count: 1, at: index)
                if let focus = focusIndex, focus >= index { focusIndex = focus + 1 }
            case let .moved(from, to, _):
                heights.move(from: from, to: to)
                if let focus = focusIndex {
                    if focus == from {
                        focusIndex = to
                    } else {
                        let after = focus > from ? focus - 1 : focus
                        focusIndex = after >= to ? after + 1 : after
                    }
                }
            }
        }
        return changes
    }
}
