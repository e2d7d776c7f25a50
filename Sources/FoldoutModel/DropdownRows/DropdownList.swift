/// A Tweetbot-style list: activating a row unfolds an action bar under it, at most one row is open,
/// and rows can be removed with multi-level undo.
///
/// Rows are identified by their item's ``DropdownListItem/id``; ids are expected to be unique within a list.
/// Every mutating operation returns the `DropdownChange`s the view must apply, in order.
public struct DropdownList<Item: DropdownListItem>: Sendable, Equatable {
    /// One undo-stack entry: what was removed, where it was, and whether it was open.
    private struct Removal: Sendable, Equatable {
        let item: Item
        let index: Int
        let wasOpen: Bool
    }

    /// The visible rows, top to bottom.
    public private(set) var items: [Item]
    /// Index of the open row, or nil when every row is folded (kept up to date as rows move,
    /// so lists of millions of rows never search for it).
    public private(set) var openIndex: Int?
    /// Removals that `undo()` can revert, oldest first.
    private var undoStack: [Removal] = []

    /// Creates a list showing `items`, with nothing open and nothing to undo.
    public init(items: [Item]) {
        self.items = items
        self.openIndex = nil
    }

    /// Rebuilds a list from the full canonical item set and a persisted state: replays `state.removed`
    /// in order (ids not present are skipped), so that the undo stack is what it was (each entry
    /// remembering the index it had), then opens `state.open` if that id is present (ignored otherwise).
    /// Entries listed in `state.removedOpen` reopen their row when undone, as before the restart.
    public init(allItems: [Item], restoring state: DropdownState) {
        self.init(items: allItems)
        for id in state.removed {
            if let index = items.firstIndex(where: { $0.id == id }) {
                if state.removedOpen.contains(id) { openIndex = index }
                _ = remove(at: index)
            }
        }
        if let open = state.open, let index = items.firstIndex(where: { $0.id == open }) {
            openIndex = index
        }
    }

    /// Identifier of the open row, or nil when every row is folded.
    public var openID: String? { openIndex.map { items[$0].id } }

    /// Number of visible rows.
    public var count: Int { items.count }

    /// Whether there is a removal to undo.
    public var canUndo: Bool { !undoStack.isEmpty }

    /// The item that `undo()` would restore, if any (for "Undo" notifications).
    public var lastRemoved: Item? { undoStack.last?.item }

    /// The persisted form: the undo stack's ids (oldest first) and the open row's id.
    public var state: DropdownState {
        DropdownState(removed: undoStack.map(\.item.id), open: openID,
                      removedOpen: undoStack.filter(\.wasOpen).map(\.item.id))
    }

    /// Activates row `index`: if it is open, folds it → `[.closed(i)]`; otherwise folds the open row
    /// (if any) and opens `index` → `[.closed(old), .opened(i)]` or `[.opened(i)]`. Out of range → `[]`.
    public mutating func activate(at index: Int) -> [DropdownChange<Item>] {
        guard items.indices.contains(index) else { return [] }
        if openIndex == index {
            return fold()
        }
        return open(at: index)
    }

    /// Opens row `index` explicitly (no toggle), folding any other open row first.
    /// Already open or out of range → `[]`.
    public mutating func open(at index: Int) -> [DropdownChange<Item>] {
        guard items.indices.contains(index), openIndex != index else { return [] }
        var changes = fold()
        openIndex = index
        changes.append(.opened(index: index))
        return changes
    }

    /// Folds the open row → `[.closed(i)]`, or `[]` when none is open.
    public mutating func fold() -> [DropdownChange<Item>] {
        guard let index = openIndex else { return [] }
        openIndex = nil
        return [.closed(index: index)]
    }

    /// Removes row `index` → `[.removed(i, item)]` and pushes an undo entry. If it was the open row,
    /// nothing is open afterwards (no separate `.closed`). Out of range → `[]`.
    public mutating func remove(at index: Int) -> [DropdownChange<Item>] {
        guard items.indices.contains(index) else { return [] }
        let wasOpen = openIndex == index
        let item = items.remove(at: index)
        if wasOpen {
            openIndex = nil
        } else if let open = openIndex, open > index {
            openIndex = open - 1
        }
        undoStack.append(Removal(item: item, index: index, wasOpen: wasOpen))
        return [.removed(index: index, item: item)]
    }

    /// Undoes the most recent removal: reinserts the item at its remembered index (clamped to `count`)
    /// → `[.inserted(i, item)]`. If the item was open when removed it is reopened, folding any other open
    /// row first → e.g. `[.closed(j), .inserted(i, item), .opened(i)]`, where `j` is the index before
    /// insertion. Empty undo stack → `[]`.
    public mutating func undo() -> [DropdownChange<Item>] {
        guard let removal = undoStack.popLast() else { return [] }
        var changes: [DropdownChange<Item>] = []
        if removal.wasOpen {
            changes += fold()
        }
        let index = min(max(removal.index, 0), items.count)
        items.insert(removal.item, at: index)
        if let open = openIndex, open >= index { openIndex = open + 1 }
        changes.append(.inserted(index: index, item: removal.item))
        if removal.wasOpen {
            openIndex = index
            changes.append(.opened(index: index))
        }
        return changes
    }
}
