/// Everything a dropdown rows view shows, in one value: the list (items, open row, undo stack),
/// the search, the selection and which item has the keyboard focus. Where the rows are on
/// screen is the view's (its viewport measures them and follows the changes).
///
/// A controller owns one of these and changes it only through the functions here; its views
/// render it. Each operation returns the list's `DropdownChange`s (for the view, announcements
/// and persistence); the shifting of the focus as rows are removed, inserted and moved happens
/// here, in one place (its private `applyShown(_:)`). The action bars slide in `GtkRevealer`s,
/// which the view measures as they slide: the revealer is the one source of the animation.
///
/// While a search runs (`search(_:text:)`) the rows shown are its results: every index and
/// the focus count in the results, and what a person does to a result (open it,
/// remove it, undo) happens to the whole ``list`` too, which the app's edits keep changing.
/// `endSearch()` shows the whole list again.
///
/// A person can also move rows (`move(from:to:)`, one undo step each, kept in the list's
/// persisted order) and, in selection mode (`beginSelection()`), select rows by identity
/// (`selectAll()` at once, whatever the length) and remove them as one step
/// (`removeSelected()`).
public struct DropdownRowsState<Item: DropdownItem>: Sendable, Equatable {
    /// The items, the open row and the undo stack: the whole list, searched or not.
    public internal(set) var list: DropdownList<Item>
    /// The shown row that has (or last had) the keyboard focus, or nil before any had it.
    public internal(set) var focusIndex: Int?
    /// The search whose results are shown, if any.
    package internal(set) var search: DropdownSearch<Item>?
    /// The selected rows while in selection mode (nil outside it).
    package internal(set) var selection: RowSelection<Item.ID>?
    /// Each row's folded text, made when first searched.
    var keys = SearchKeys()

    /// A state showing `list`.
    package init(list: DropdownList<Item>) {
        self.list = list
    }

    /// What is wrong with the state's store of items, or nil
    /// (``RowStore/invariantViolation()``). The seeded tests call it after every step.
    package func invariantViolation() -> String? {
        if let problem = list.rows.invariantViolation() { return "items: \(problem)" }
        return nil
    }

    /// The number of shown rows (the results while searching).
    public var count: Int { search?.count ?? list.count }

    /// The shown item at `index`, if there is one (a result's item while searching).
    package func item(at index: Int) -> Item? {
        guard let search else { return list.item(at: index) }
        return search.row(ofResult: index).flatMap(list.item(at:))
    }

    /// Makes room for `count` items in the list at once (``DropdownList/reserveCapacity(_:)``).
    package mutating func reserveCapacity(_ count: Int) { list.reserveCapacity(count) }

    /// The position of the shown item with identifier `id`, if it is shown.
    package func index(of id: Item.ID) -> Int? {
        guard let row = list.index(of: id) else { return nil }
        guard let search else { return row }
        return search.filter.result(ofRow: row)
    }

    /// The open row among the shown rows.
    package var openIndex: Int? {
        // Not `search.map(\.openResult)`: a key path into a generic type is built at run time
        // on every call (the list binds rows asking this, many times a frame).
        if let search { return search.openResult }
        return list.openIndex
    }

    /// Unfolds row `index`, or folds it when it is the open one (folding any other).
    @discardableResult
    package mutating func activate(at index: Int) -> [DropdownChange<Item>] {
        guard var search else { return applyWhole(list.activate(at: index)) }
        guard let row = search.row(ofResult: index) else { return [] }
        // Owned here while it changes (no copy of its arrays).
        self.search = nil
        var changes: [DropdownChange<Item>] = []
        if let open = search.openResult { changes.append(.closed(index: open)) }
        // The whole list opens (or folds) the same item: it is what is kept and restored.
        if search.openResult == index {
            search.openResult = nil
            _ = list.fold()
        } else {
            search.openResult = index
            changes.append(.opened(index: index))
            _ = list.open(at: row)
        }
        self.search = search
        return applyShown(changes)
    }

    /// Folds the open row, if any.
    @discardableResult
    package mutating func fold() -> [DropdownChange<Item>] {
        guard var search else { return applyWhole(list.fold()) }
        guard let open = search.openResult else { return [] }
        // Owned here while it changes (no copy of its arrays).
        self.search = nil
        search.openResult = nil
        _ = list.fold()
        self.search = search
        return applyShown([.closed(index: open)])
    }

    /// Removes row `index` (undoably). The focus stays at its place: on the row that moves
    /// up into it, or on the new last row when the last was removed.
    @discardableResult
    package mutating func remove(at index: Int) -> [DropdownChange<Item>] {
        guard let search else { return applyWhole(list.remove(at: index)) }
        guard let row = search.row(ofResult: index) else { return [] }
        return applyWhole(list.remove(at: row))
    }

    /// Undoes the most recent step: restores the rows removed at their places (open again if one
    /// was open) or moves a moved row back, and puts the focus on it (when it is shown: a
    /// result, or the list is not searched).
    @discardableResult
    package mutating func undo() -> [DropdownChange<Item>] {
        let changes = applyWhole(list.undo())
        for change in changes {
            switch change {
            case let .inserted(index, _), let .insertedRun(index, _), let .moved(_, index, _): focusIndex = index
            default: break
            }
        }
        return changes
    }

    /// Applies the app's changes to its data as one batch (see ``DropdownList/apply(_:)``); the
    /// focus stays on its item (on the row that takes its place when the item is gone).
    @discardableResult
    package mutating func apply(_ edits: [DropdownEdit<Item>]) -> [DropdownChange<Item>] {
        guard search != nil else { return applyWhole(list.apply(edits)) }
        // A result that no longer matches goes as the row showed it: its item before the edit.
        var before: [Item.ID: Item] = [:]
        for case let .update(item) in edits {
            if let row = list.index(of: item.id), let old = list.item(at: row) { before[item.id] = old }
        }
        return applyWhole(list.apply(edits), before: before)
    }

    /// Makes the list show the app's whole data (a snapshot), by identity, as one batch (see
    /// ``DropdownList/replaceAll(with:)``): the open row, the focus, the selection, the search
    /// results stay on the items that remain.
    ///
    /// - Throws: ``DuplicateIDError`` when two items have the same identifier; nothing changes.
    @discardableResult
    package mutating func replaceAll(with items: [Item]) throws(DuplicateIDError) -> [DropdownChange<Item>] {
        try replaceAllBatch(with: items).changes
    }

    /// ``replaceAll(with:)``, with the removals its changes start with as runs (for the view).
    /// With `listingRemovals` false, the changes leave out the removals the runs give (a
    /// change and an item for each row gone, which a view taking the runs does not read),
    /// unless a search or a selection needs their items.
    package mutating func replaceAllBatch(with items: [Item], listingRemovals: Bool = true) throws(DuplicateIDError) -> (
        changes: [DropdownChange<Item>], removals: LeadingRemovals?
    ) {
        let focused = focusIndex.flatMap { item(at: $0)?.id }
        let batch = try list.replaceAllBatch(with: items, listingRemovals: listingRemovals || search != nil || selection != nil)
        // While searching, the shown rows' changes are the results': none taken at once.
        let removals = search == nil ? batch.removals : nil
        let changes = applyWhole(batch.changes, removals: batch.removals)
        // Every row went before the new ones came (the focus with them), yet its item is there.
        if focusIndex == nil, let focused, let index = index(of: focused) { focusIndex = index }
        return (changes, removals)
    }

    /// Moves the focus to item `index`, clamped to the list (nil, or an empty list, clears it).
    package mutating func focus(_ index: Int?) {
        guard let index, count > 0 else {
            focusIndex = nil
            return
        }
        focusIndex = min(max(0, index), count - 1)
    }

    /// The one place where the shown rows' changes move the focus.
    mutating func applyShown(_ changes: [DropdownChange<Item>], removals: LeadingRemovals? = nil) -> [DropdownChange<Item>] {
        focusIndex = RowTracker.handOver(focusIndex, through: DropdownChange.edits(of: changes, removals: removals), count: count)
        return changes
    }
}
