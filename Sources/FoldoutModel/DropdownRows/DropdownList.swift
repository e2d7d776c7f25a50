/// A Tweetbot-style list: activating a row unfolds an action bar under it, at most one row is open,
/// and rows can be removed with multi-level undo. The app's data may change at any time
/// (`apply(_:)`, `replaceAll(with:)`): the open row and the undo stack follow their items.
///
/// Rows are identified by their item's `DropdownItem/id`; ids are expected to be unique within a list.
/// The items are kept in a `RowStore`, so every operation costs O(log n) at a million items
/// (looking an item up by id indexes the list the first time it is asked).
/// Every mutating operation returns the `DropdownChange`s the view must apply, in order.
public struct DropdownList<Item: DropdownItem>: Sendable, Equatable {
    /// One undo-stack entry: a run of rows a person removed (where it was, and which of its rows
    /// was open), or an item a person moved (where it was). The index counts in the list as it
    /// was just before the entry (with the entries above it on the stack undone), and follows
    /// the app's edits. One undo step is an entry that starts it and the entries above it.
    struct UndoEntry: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// The rows `items` were removed; the row at `openOffset` among them was open.
            case removal(openOffset: Int?)
            /// The one item of `items` was moved away from `index`.
            case move
        }

        var items: [Item]
        var index: Int
        var kind: Kind
        /// Whether undo stops after undoing this entry (the first entry of a step).
        var startsStep: Bool

        /// The rows the entry holds out of the list (none for a move).
        var hiddenCount: Int {
            if case .removal = kind { return items.count }
            return 0
        }
    }

    var rows: RowStore<Item, Item.ID, NoSummary<Item>>
    /// Index of the open row, or nil when every row is folded (kept up to date as rows move,
    /// so lists of millions of rows never search for it).
    package internal(set) var openIndex: Int?
    /// What `undo()` can revert, oldest first.
    var undoStack: [UndoEntry] = []
    /// The items a person moved (with how many moves of theirs are not undone): the persisted
    /// order places just these.
    var moved: [Item.ID: Int] = [:]
    /// Whether the rows' ids are known to be unique (since a snapshot checked them; the
    /// initializers do not look): a snapshot that only filters them needs no lookup.
    var idsAreUnique = false

    /// Creates a list showing `items`, with nothing open and nothing to undo. The ids are
    /// expected to be unique and are not checked: `init(checking:)` refuses an id given twice.
    public init(items: [Item]) {
        rows = RowStore(items, key: { $0.id })
        openIndex = nil
    }

    /// Creates a list showing `items` after checking that no id is given twice (O(n)), as
    /// ``replaceAll(with:)`` checks each snapshot; a later snapshot that only filters these
    /// rows is then matched without looking any id up. ``init(items:)`` checks nothing.
    ///
    /// - Throws: ``DuplicateIDError`` naming the first id given twice and both its places.
    package init(checking items: [Item]) throws(DuplicateIDError) {
        _ = try Self.places(of: items)
        self.init(items: items)
        idsAreUnique = true
    }

    /// Rebuilds a list from the full canonical item set and a persisted state: places the
    /// items a person moved (`DropdownSavedState/order`), then replays `state.removed` in order
    /// (ids not present are skipped), so that the undo stack is what it was (each entry
    /// remembering the index it had, the removals of one step undone together), then opens
    /// `state.open` if that id is present (ignored otherwise). Entries listed in
    /// `state.removedOpen` reopen their row when undone, as before the restart.
    public init(allItems: [Item], restoring state: DropdownSavedState) {
        self.init(items: state.order.isEmpty ? allItems : Self.arrange(allItems, by: state.order))
        for placement in state.order {
            if let id = Item.ID(placement.id), rows.position(ofKey: id) != nil { moved[id] = 1 }
        }
        // Each step's removals are undone together: the first one present starts it.
        var sizes = state.steps.makeIterator()
        var left = 0
        var pendingStart = true
        for saved in state.removed {
            if left == 0 {
                left = max(1, sizes.next() ?? 1)
                pendingStart = true
            }
            left -= 1
            guard let id = Item.ID(saved), let index = rows.position(ofKey: id) else { continue }
            if state.removedOpen.contains(saved) { openIndex = index }
            _ = remove(runs: [index..<index + 1])
            undoStack[undoStack.count - 1].startsStep = pendingStart
            pendingStart = false
        }
        if let open = state.open.flatMap(Item.ID.init), let index = index(of: open) {
            openIndex = index
        }
    }

    /// Two lists are equal when they show the same rows with the same open row and undo the
    /// same (what is known of their ids aside).
    public static func == (lhs: DropdownList, rhs: DropdownList) -> Bool {
        lhs.openIndex == rhs.openIndex && lhs.undoStack == rhs.undoStack && lhs.moved == rhs.moved && lhs.rows == rhs.rows
    }

    /// The visible rows, top to bottom (O(n): a copy; use `count` and `item(at:)` in a long list).
    public var items: [Item] { Array(rows) }

    /// Makes room for `count` items at once (an app that knows how many will come in batches):
    /// no batch then pays for the list's index of identities growing.
    package mutating func reserveCapacity(_ count: Int) { rows.reserveCapacity(count) }

    /// The item at `index`, if there is one (O(log n)).
    package func item(at index: Int) -> Item? {
        index >= 0 && index < rows.count ? rows[index] : nil
    }

    /// The position of the item with identifier `id`, if it is shown.
    package func index(of id: Item.ID) -> Int? {
        rows.position(ofKey: id)
    }

    /// Identifier of the open row, or nil when every row is folded.
    public var openID: Item.ID? { openIndex.map { rows[$0].id } }

    /// Number of visible rows.
    package var count: Int { rows.count }

    /// Whether there is a removal or a move to undo.
    package var canUndo: Bool { !undoStack.isEmpty }

    /// The item that `undo()` would restore (the first of a removed run), if the last step is
    /// a removal (for "Undo" notifications).
    package var lastRemoved: Item? {
        guard let last = undoStack.last, case .removal = last.kind else { return nil }
        return last.items.first
    }

    /// Activates row `index`: if it is open, folds it → `[.closed(i)]`; otherwise folds the open row
    /// (if any) and opens `index` → `[.closed(old), .opened(i)]` or `[.opened(i)]`. Out of range → `[]`.
    package mutating func activate(at index: Int) -> [DropdownChange<Item>] {
        guard index >= 0, index < count else { return [] }
        if openIndex == index {
            return fold()
        }
        return open(at: index)
    }

    /// Opens row `index` explicitly (no toggle), folding any other open row first.
    /// Already open or out of range → `[]`.
    package mutating func open(at index: Int) -> [DropdownChange<Item>] {
        guard index >= 0, index < count, openIndex != index else { return [] }
        var changes = fold()
        openIndex = index
        changes.append(.opened(index: index))
        return changes
    }

    /// Folds the open row → `[.closed(i)]`, or `[]` when none is open.
    package mutating func fold() -> [DropdownChange<Item>] {
        guard let index = openIndex else { return [] }
        openIndex = nil
        return [.closed(index: index)]
    }

    /// Removes row `index` → `[.removed(i, item)]` and pushes an undo step (a person's removal).
    /// If it was the open row, nothing is open afterwards (no separate `.closed`). Out of range → `[]`.
    package mutating func remove(at index: Int) -> [DropdownChange<Item>] {
        guard index >= 0, index < count else { return [] }
        return remove(runs: [index..<index + 1])
    }

    /// Removes the rows of `runs` (a person's removal of several rows, e.g. a selection) as one
    /// undo step: bottom up, a run of one row → `.removed`, a longer run → `.removedRun` (what a
    /// million rows cost is one change). Runs are clamped to the list, and may overlap or come
    /// in any order.
    package mutating func remove(runs: [Range<Int>]) -> [DropdownChange<Item>] {
        var changes: [DropdownChange<Item>] = []
        var starts = true
        for run in Self.merged(runs, count: count).reversed() {
            let open = openIndex.flatMap { run.contains($0) ? $0 - run.lowerBound : nil }
            let items = take(run)
            undoStack.append(UndoEntry(items: items, index: run.lowerBound, kind: .removal(openOffset: open), startsStep: starts))
            starts = false
            changes.append(
                items.count == 1
                    ? .removed(index: run.lowerBound, item: items[0])
                    : .removedRun(index: run.lowerBound, items: items))
        }
        return changes
    }

    /// Moves row `from` so that it sits at `to` afterwards (a person's move, e.g. Alt+Down or a
    /// drag) → `[.moved(from, to, item)]`, one undo step; the open row goes with it. The new
    /// order is part of ``saved`` (by identity). Out of range or in place → `[]`.
    package mutating func move(from: Int, to: Int) -> [DropdownChange<Item>] {
        guard from != to, (0..<count).contains(from), (0..<count).contains(to) else { return [] }
        let item = relocate(from: from, to: to)
        // Indexed by identity from now on: the persisted order asks where moved items are.
        _ = rows.position(ofKey: item.id)
        undoStack.append(UndoEntry(items: [item], index: from, kind: .move, startsStep: true))
        moved[item.id, default: 0] += 1
        return [.moved(from: from, to: to, item: item)]
    }

    /// Undoes the most recent step: removed rows come back at their places (reopened if one was
    /// open, folding any other first) → e.g. `[.closed(j), .inserted(i, item), .opened(i)]`, and
    /// a moved item goes back → `[.moved(from, to, item)]`. Empty undo stack → `[]`.
    package mutating func undo() -> [DropdownChange<Item>] {
        var changes: [DropdownChange<Item>] = []
        while let entry = undoStack.popLast() {
            changes += revert(entry)
            if entry.startsStep { break }
        }
        return changes
    }

    private mutating func revert(_ entry: UndoEntry) -> [DropdownChange<Item>] {
        switch entry.kind {
        case let .removal(openOffset):
            var changes: [DropdownChange<Item>] = []
            if openOffset != nil { changes += fold() }
            let index = min(max(entry.index, 0), count)
            put(entry.items, at: index)
            changes.append(
                entry.items.count == 1
                    ? .inserted(index: index, item: entry.items[0])
                    : .insertedRun(index: index, items: entry.items))
            if let openOffset {
                openIndex = index + openOffset
                changes.append(.opened(index: index + openOffset))
            }
            return changes
        case .move:
            guard let item = entry.items.first else { return [] }
            if let left = moved[item.id] { moved[item.id] = left > 1 ? left - 1 : nil }
            guard let from = rows.position(ofKey: item.id) else { return [] }
            let to = min(max(entry.index, 0), count - 1)
            guard from != to else { return [] }
            return [.moved(from: from, to: to, item: relocate(from: from, to: to))]
        }
    }

    /// `runs` clamped to `0 ..< count`, sorted, the overlapping and touching ones joined.
    static func merged(_ runs: [Range<Int>], count: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for run in runs.map({ $0.clamped(to: 0..<count) }).filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, run.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
            } else {
                result.append(run)
            }
        }
        return result
    }

    // MARK: Rows

    /// Takes the rows of `run` out; the open row follows (nil when it was among them).
    mutating func take(_ run: Range<Int>) -> [Item] {
        let items = rows.remove(run)
        if let open = openIndex {
            if run.contains(open) {
                openIndex = nil
            } else if open >= run.upperBound {
                openIndex = open - run.count
            }
        }
        return items
    }

    /// Puts `items` in at `index`; the open row follows.
    mutating func put(_ items: [Item], at index: Int) {
        rows.insert(contentsOf: items, at: index)
        if let open = openIndex, open >= index { openIndex = open + items.count }
    }

    /// Moves row `from` to `to` (both in the list), the open row with it; returns its item.
    mutating func relocate(from: Int, to: Int) -> Item {
        let wasOpen = openIndex == from
        let item = take(from..<from + 1)[0]
        put([item], at: to)
        if wasOpen { openIndex = to }
        return item
    }
}
