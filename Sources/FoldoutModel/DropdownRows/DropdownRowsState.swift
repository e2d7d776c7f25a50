/// Everything a dropdown rows view shows, in one value: the list (items, open row, undo stack),
/// how far each action bar has unfolded, and which item has the keyboard focus.
///
/// A controller owns one of these and changes it only through the functions here; its views
/// render it. Each operation returns the list's ``DropdownChange``s (for announcements and
/// persistence); the shifting of the bars and of the focus as rows are removed and inserted
/// happens here, in one place (its private `apply(_:animated:)`).
public struct DropdownRowsState<Item: DropdownListItem>: Sendable, Equatable {
    /// The items, the open row and the undo stack.
    public private(set) var list: DropdownList<Item>
    /// How far each row's bar is unfolded (the open row's heads for 1, a folding one for 0).
    public private(set) var reveal: BarReveal
    /// The item that has (or last had) the keyboard focus, or nil before any had it.
    public private(set) var focusIndex: Int?

    /// A state showing `list`, its open row (if any) already unfolded; bars move over
    /// `revealDuration` seconds.
    public init(list: DropdownList<Item>, revealDuration: Double = 0.3) {
        self.list = list
        reveal = BarReveal(duration: revealDuration)
        if let open = list.openIndex { reveal.set(open, open: true, animated: false) }
    }

    /// The number of items.
    public var count: Int { list.count }

    /// The item at `index`, if there is one.
    public func item(at index: Int) -> Item? {
        list.items.indices.contains(index) ? list.items[index] : nil
    }

    /// Unfolds row `index`, or folds it when it is the open one (folding any other).
    @discardableResult
    public mutating func activate(at index: Int, animated: Bool) -> [DropdownChange<Item>] {
        apply(list.activate(at: index), animated: animated)
    }

    /// Folds the open row, if any.
    @discardableResult
    public mutating func fold(animated: Bool) -> [DropdownChange<Item>] {
        apply(list.fold(), animated: animated)
    }

    /// Removes row `index` (undoably). The focus stays at its place: on the row that moves
    /// up into it, or on the new last row when the last was removed.
    @discardableResult
    public mutating func remove(at index: Int, animated: Bool) -> [DropdownChange<Item>] {
        apply(list.remove(at: index), animated: animated)
    }

    /// Restores the most recent removal at its place (open again if it was open) and puts the
    /// focus on it.
    @discardableResult
    public mutating func undo(animated: Bool) -> [DropdownChange<Item>] {
        let changes = apply(list.undo(), animated: animated)
        for case let .inserted(index, _) in changes { focusIndex = index }
        return changes
    }

    /// Moves the focus to item `index`, clamped to the list (nil, or an empty list, clears it).
    public mutating func focus(_ index: Int?) {
        guard let index, count > 0 else {
            focusIndex = nil
            return
        }
        focusIndex = min(max(0, index), count - 1)
    }

    /// Moves the bars on by `seconds`; returns the rows whose bar finished unfolding.
    @discardableResult
    public mutating func advance(by seconds: Double) -> [Int] {
        reveal.advance(by: seconds)
    }

    /// The one place where the list's changes move the bars and the focus.
    private mutating func apply(_ changes: [DropdownChange<Item>], animated: Bool) -> [DropdownChange<Item>] {
        for change in changes {
            switch change {
            case let .opened(index):
                reveal.set(index, open: true, animated: animated)
            case let .closed(index):
                reveal.set(index, open: false, animated: animated)
            case let .removed(index, _):
                reveal.rowRemoved(at: index)
                if let focus = focusIndex, focus > index || focus >= list.count {
                    focusIndex = list.count > 0 ? focus - 1 : nil
                }
            case let .inserted(index, _):
                reveal.rowInserted(at: index)
                if let focus = focusIndex, focus >= index { focusIndex = focus + 1 }
            }
        }
        return changes
    }
}
