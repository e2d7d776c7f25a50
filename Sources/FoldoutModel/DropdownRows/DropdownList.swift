/// A Tweetbot-style list: activating a row unfolds an action bar under it, at most one row is open,
/// and rows can be removed with multi-level undo. The app's data may change at any time
/// (``apply(_:)``, ``replaceAll(with:)``): the open row and the undo stack follow their items.
///
/// Rows are identified by their item's ``DropdownListItem/id``; ids are expected to be unique within a list.
/// The items are kept in a ``RowStore``, so every operation costs O(log n) at a million items
/// (looking an item up by id indexes the list the first time it is asked).
/// Every mutating operation returns the `DropdownChange`s the view must apply, in order.
public struct DropdownList<Item: DropdownListItem>: Sendable, Equatable {
    /// One undo-stack entry: what was removed, where it was, and whether it was open. The index
    /// counts in the list as it was just before the removal (with the entries above it on the
    /// stack restored), and follows the app's edits.
    private struct Removal: Sendable, Equatable {
        var item: Item
        var index: Int
        let wasOpen: Bool
    }

    private var rows: RowStore<Item>
    /// Index of the open row, or nil when every row is folded (kept up to date as rows move,
    /// so lists of millions of rows never search for it).
    public private(set) var openIndex: Int?
    /// Removals that `undo()` can revert, oldest first.
    private var undoStack: [Removal] = []

    /// Creates a list showing `items`, with nothing open and nothing to undo.
    public init(items: [Item]) {
        rows = RowStore(items, key: { $0.id })
        openIndex = nil
    }

    /// Rebuilds a list from the full canonical item set and a persisted state: replays `state.removed`
    /// in order (ids not present are skipped), so that the undo stack is what it was (each entry
    /// remembering the index it had), then opens `state.open` if that id is present (ignored otherwise).
    /// Entries listed in `state.removedOpen` reopen their row when undone, as before the restart.
    public init(allItems: [Item], restoring state: DropdownState) {
        self.init(items: allItems)
        for id in state.removed {
            if let index = rows.position(ofKey: id) {
                if state.removedOpen.contains(id) { openIndex = index }
                _ = remove(at: index)
            }
        }
        if let open = state.open, let index = index(of: open) {
            openIndex = index
        }
    }

    /// The visible rows, top to bottom (O(n): a copy; use ``count`` and ``item(at:)`` in a long list).
    public var items: [Item] { Array(rows) }

    /// The item at `index`, if there is one (O(log n)).
    public func item(at index: Int) -> Item? {
        index >= 0 && index < rows.count ? rows[index] : nil
    }

    /// The position of the item with identifier `id`, if it is shown.
    public mutating func index(of id: String) -> Int? {
        rows.position(ofKey: id)
    }

    /// Identifier of the open row, or nil when every row is folded.
    public var openID: String? { openIndex.map { rows[$0].id } }

    /// Number of visible rows.
    public var count: Int { rows.count }

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
        guard index >= 0, index < count else { return [] }
        if openIndex == index {
            return fold()
        }
        return open(at: index)
    }

    /// Opens row `index` explicitly (no toggle), folding any other open row first.
    /// Already open or out of range → `[]`.
    public mutating func open(at index: Int) -> [DropdownChange<Item>] {
        guard index >= 0, index < count, openIndex != index else { return [] }
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

    /// Removes row `index` → `[.removed(i, item)]` and pushes an undo entry (a person's removal).
    /// If it was the open row, nothing is open afterwards (no separate `.closed`). Out of range → `[]`.
    public mutating func remove(at index: Int) -> [DropdownChange<Item>] {
        guard index >= 0, index < count else { return [] }
        let wasOpen = openIndex == index
        let item = take(at: index)
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
        let index = min(max(removal.index, 0), count)
        put(removal.item, at: index)
        changes.append(.inserted(index: index, item: removal.item))
        if removal.wasOpen {
            openIndex = index
            changes.append(.opened(index: index))
        }
        return changes
    }

    // MARK: The app's changes

    /// Applies the app's changes to its data, in order, as one batch → the changes for the view.
    /// The open row and the undo stack follow their items; an item the person removed (still on
    /// the undo stack) stays hidden when the app inserts or updates it again, and leaves the undo
    /// stack when the app removes it.
    public mutating func apply(_ edits: [DropdownEdit<Item>]) -> [DropdownChange<Item>] {
        var changes: [DropdownChange<Item>] = []
        for edit in edits {
            switch edit {
            case let .insert(item, index):
                if let hidden = undoStack.firstIndex(where: { $0.item.id == item.id }) {
                    undoStack[hidden].item = item
                } else if let old = rows.position(ofKey: item.id) {
                    changes += update(item, at: old)
                } else {
                    let index = min(max(0, index), count)
                    put(item, at: index)
                    undoFollowsInsertion(at: index)
                    changes.append(.inserted(index: index, item: item))
                }
            case let .update(item):
                if let index = rows.position(ofKey: item.id) {
                    changes += update(item, at: index)
                } else if let hidden = undoStack.firstIndex(where: { $0.item.id == item.id }) {
                    undoStack[hidden].item = item
                }
            case let .remove(id):
                dropUndoEntries { $0.item.id == id }
                if let index = rows.position(ofKey: id) {
                    let item = take(at: index)
                    undoFollowsRemoval(at: index)
                    changes.append(.removed(index: index, item: item))
                }
            case let .move(id, target):
                guard let from = rows.position(ofKey: id) else { continue }
                let to = min(max(0, target), count - 1)
                guard from != to else { continue }
                let wasOpen = openIndex == from
                let item = take(at: from)
                undoFollowsRemoval(at: from)
                put(item, at: to)
                undoFollowsInsertion(at: to)
                if wasOpen { openIndex = to }
                changes.append(.moved(from: from, to: to, item: item))
            }
        }
        return changes
    }

    /// Makes the list show `items` (the app's whole data, in order), by identity: items gone are
    /// removed, new ones inserted, changed ones updated and ones out of place moved (so the
    /// open row, the focus and the scroll position follow their items). Items the person
    /// removed stay hidden while they are on the undo stack (and leave it when the app no
    /// longer has them). O((n + changes) log n).
    public mutating func replaceAll(with items: [Item]) -> [DropdownChange<Item>] {
        let hidden = Set(undoStack.map(\.item.id))
        var changes: [DropdownChange<Item>] = []
        var wanted: [Item] = []
        var seen = Set<String>()
        for item in items where seen.insert(item.id).inserted {
            if hidden.contains(item.id) {
                changes += apply([.update(item)])
            } else {
                wanted.append(item)
            }
        }
        // Remove what is gone, bottom up.
        var gone: [DropdownEdit<Item>] = []
        for item in rows where !seen.contains(item.id) {
            gone.append(.remove(id: item.id))
        }
        // A removal the person could undo of an item the app no longer has is forgotten.
        dropUndoEntries { !seen.contains($0.item.id) }
        changes += apply(gone.reversed())
        // Then, top down, put the wanted item at each place: already there, moved up from
        // further down, or new.
        for (place, item) in wanted.enumerated() {
            if place < count, rows[place].id == item.id {
                changes += update(item, at: place)
            } else if rows.position(ofKey: item.id) != nil {
                changes += apply([.move(id: item.id, to: place)])
                changes += update(item, at: place)
            } else {
                put(item, at: place)
                undoFollowsInsertion(at: place)
                changes.append(.inserted(index: place, item: item))
            }
        }
        return changes
    }

    // MARK: The undo stack under the app's edits

    /// The app inserted a row at `position`: each entry's place moves down when the row came in
    /// at or above it. The position is carried down the stack, each entry's list holding the
    /// rows of the entries above it.
    private mutating func undoFollowsInsertion(at position: Int) {
        var position = position
        for entry in undoStack.indices.reversed() {
            if position <= undoStack[entry].index {
                undoStack[entry].index += 1
            } else {
                position += 1
            }
        }
    }

    /// The row at `position` of the list the entries below `top` see (all of them by default)
    /// went: each entry's place moves up when the row was above it.
    private mutating func undoFollowsRemoval(at position: Int, below top: Int? = nil) {
        var position = position
        for entry in (0 ..< (top ?? undoStack.count)).reversed() {
            if position < undoStack[entry].index {
                undoStack[entry].index -= 1
            } else {
                position += 1
            }
        }
    }

    /// Drops the entries matching `gone` (their items left the app's data): the entries below
    /// each see its row go.
    private mutating func dropUndoEntries(where gone: (Removal) -> Bool) {
        for entry in undoStack.indices.reversed() where gone(undoStack[entry]) {
            let removal = undoStack.remove(at: entry)
            undoFollowsRemoval(at: removal.index, below: entry)
        }
    }

    // MARK: Rows

    private mutating func update(_ item: Item, at index: Int) -> [DropdownChange<Item>] {
        guard rows[index] != item else { return [] }
        rows[index] = item
        return [.updated(index: index, item: item)]
    }

    /// Takes row `index` out; the open row follows.
    private mutating func take(at index: Int) -> Item {
        let item = rows.remove(at: index)
        if openIndex == index {
            openIndex = nil
        } else if let open = openIndex, open > index {
            openIndex = open - 1
        }
        return item
    }

    /// Puts `item` in at `index`; the open row follows.
    private mutating func put(_ item: Item, at index: Int) {
        rows.insert(item, at: index)
        if let open = openIndex, open >= index { openIndex = open + 1 }
    }
}
/// A change the app makes to a dropdown list's data (``DropdownList/apply(_:)``).
public enum DropdownEdit<Item: DropdownListItem>: Sendable, Equatable {
    /// A new item, at `index` (clamped to the list); an id already shown updates that item.
    case insert(Item, at: Int)
    /// The item with the same id changed (the row showing it re-binds at once).
    case update(Item)
    /// The item with this id is gone (not undoable: it is the app's data).
    case remove(id: String)
    /// The item with this id moves to `index` (clamped to the list).
    case move(id: String, to: Int)
}

// MARK: Rows of search results

extension DropdownList {
    /// The items of rows `range` (clamped), fetched a chunk at a time.
    func items(in range: Range<Int>) -> [Item] { rows.elements(in: range) }

}
