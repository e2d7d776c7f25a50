/// A search over a dropdown list: the query, which rows match it (the results, shown in the
/// list's place: result i is row `filter.matches[i]`, no item copied), and which result is
/// open, kept in step with the whole list.
package struct DropdownSearch<Item: DropdownItem>: Sendable, Equatable {
    /// What the person typed.
    package internal(set) var query: String
    /// Which rows of the whole list match, found so far.
    package internal(set) var filter: RowFilter
    /// The open result, if any.
    package internal(set) var openResult: Int?
    /// The whole list's focused row, focused again when the search ends.
    var wholeFocus: Int?
    /// The text of an item that is searched.
    let text: @Sendable (Item) -> String
    /// The finished filters this search was typed on from: typing back to one of them shows
    /// its results again without testing a row. Forgotten when the list changes
    /// (``DropdownRowsState/applyWhole(_:before:removals:)``).
    var earlier = EarlierFilters<RowFilter>()

    /// The number of results found so far.
    package var count: Int { filter.matches.count }

    /// The whole list's row that result `index` shows.
    package func row(ofResult index: Int) -> Int? {
        filter.matches.indices.contains(index) ? filter.matches[index] : nil
    }

    /// Whether every row has been tested (the count is final).
    package var isComplete: Bool { filter.isComplete }

    /// Becomes the search for `query` (folded) typed from this one, over a list of `count`
    /// rows (``EarlierFilters/typing(_:from:fresh:)``); returns whether it shows results found
    /// before (no row is tested again).
    mutating func type(_ query: SearchText, count: Int) -> Bool {
        let next = earlier.typing(query, from: filter) { RowFilter(query: $0, count: count) }
        filter = next.filter
        return next.restored
    }

    /// Two searches are equal when they show the same: what was found for the texts typed
    /// before is not compared.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.query == rhs.query && lhs.filter == rhs.filter && lhs.openResult == rhs.openResult
            && lhs.wholeFocus == rhs.wholeFocus
    }
}

extension DropdownRowsState {
    /// Whether search results are shown instead of the whole list.
    package var isSearching: Bool { search != nil }

    /// Shows the rows whose `text` contains `query` (case- and accent-insensitive) instead of
    /// the whole list; none are found yet: ``advanceSearch(budget:)`` finds them, the first
    /// screenful first. A query typed on from the last one searches only the last one's
    /// results; a query typed back to one typed before (Backspace) shows that one's results
    /// at once, testing no row, when the list has not changed since. The shown rows start
    /// unfocused. An empty query ends the search.
    package mutating func search(_ query: String, text: @escaping @Sendable (Item) -> String) {
        let folded = SearchText(query)
        guard !folded.isEmpty else {
            endSearch()
            return
        }
        keys.prepare(count: list.count)
        var shown = 0
        if var search {
            // Owned here while it changes: typed on, the last results (moved, not copied)
            // are the rows to test.
            self.search = nil
            if search.type(folded, count: list.count) { shown = search.filter.matches.count }
            search.query = query
            search.openResult = nil
            // Typed back: the open row stays open among the results it shows again.
            if shown > 0, let open = list.openIndex { search.openResult = search.filter.result(ofRow: open) }
            self.search = search
        } else {
            search = DropdownSearch(
                query: query, filter: RowFilter(query: folded, count: list.count),
                openResult: nil, wholeFocus: focusIndex, text: text)
        }
        focusIndex = nil
    }

    /// Tests up to `budget` more rows for the search and shows what matched at the end of the
    /// results; returns the new results' range (empty when nothing more matched).
    @discardableResult
    package mutating func advanceSearch(budget: Int) -> Range<Int> {
        guard var search else { return 0..<0 }
        // Owned here while it changes (no copy of its arrays).
        self.search = nil
        let before = search.filter.matches.count
        let list = self.list
        let text = search.text
        let query = search.filter.query
        // Fold what this slice tests a run of rows at a time, then test without the items.
        let (listed, run) = search.filter.pending(budget)
        let texts = { (range: Range<Int>, take: (String) -> Void) in list.forEachItem(in: range) { take(text($0)) } }
        keys.fold(listed, texts: texts)
        keys.fold(run, texts: texts)
        let pattern = TextPattern(query)
        let keys = self.keys
        search.filter.advance(budget: budget) { listed, matches in
            keys.appendMatches(of: pattern, among: listed, to: &matches)
        } scan: { run, matches in
            keys.appendMatches(of: pattern, in: run, to: &matches)
        }
        let found = search.filter.matches.count - before
        // The open row stays open among the results.
        if let open = list.openIndex, search.openResult == nil, let result = search.filter.result(ofRow: open), result >= before {
            search.openResult = result
        }
        self.search = search
        return before..<before + found
    }

    /// Folds the texts (`text` of each item) of about `budget` more rows ahead of a search, so
    /// that its first key only compares (``SearchKeys/foldAhead(_:first:texts:)``); `first`
    /// starts a pass from the first row. Returns whether more remain; nothing while searching
    /// (the search folds what it tests).
    package mutating func prepareSearchAhead(first: Bool, budget: Int, text: @escaping @Sendable (Item) -> String) -> Bool {
        guard search == nil else { return false }
        keys.prepare(count: list.count)
        let list = self.list
        return keys.foldAhead(budget, first: first) { range, take in list.forEachItem(in: range) { take(text($0)) } }
    }

    /// Whether the rows' folded texts are kept (a search or folding ahead made them): they
    /// follow the list's edits, and what an edit leaves unfolded is worth folding ahead.
    package var keepsSearchTexts: Bool { keys.isMade }

    /// Forgets every folded text (the function giving them changed): a search folds them
    /// anew, and what earlier queries found may not hold. A search going on starts again with
    /// `text`, its query kept.
    package mutating func forgetSearchTexts(text: @escaping @Sendable (Item) -> String) {
        keys = SearchKeys()
        guard let search else { return }
        let query = search.query
        endSearch()
        self.search(query, text: text)
    }

    /// Shows the whole list again, with the focus on the focused result (the row chosen from
    /// the results), or else on the row that had it before the search; the open row is the
    /// one open among the results (or none).
    package mutating func endSearch() {
        guard let search else { return }
        let chosen = focusIndex.flatMap { search.filter.matches.indices.contains($0) ? search.filter.matches[$0] : nil }
        self.search = nil
        focusIndex = chosen ?? search.wholeFocus
    }

    /// The whole list changed: the folded texts, and while searching the whole list's focus
    /// and the results, follow. Returns the shown rows' changes.
    /// `before` holds the items of updated rows as they were, by id.
    /// `removals`, when given, are the removals the changes start with, as runs.
    mutating func applyWhole(
        _ changes: [DropdownChange<Item>], before: [Item.ID: Item] = [:],
        removals: LeadingRemovals? = nil
    ) -> [DropdownChange<Item>] {
        let edits = DropdownChange.edits(of: changes, removals: removals)
        keys.apply(edits)
        selectionFollows(changes)
        guard var search else {
            focusIndex = RowTracker.handOver(focusIndex, through: edits, count: list.count)
            return changes
        }
        // Owned here while it changes (no copy of its arrays).
        self.search = nil
        // What was found for the texts typed before may not hold for the list now.
        if changes.contains(where: \.movesRows) { search.earlier.forget() }
        search.wholeFocus = RowTracker.handOver(search.wholeFocus, through: edits, count: list.count)
        var shown: [DropdownChange<Item>] = []
        var first = 0
        // (A search has the removals listed: their items leave the results.)
        if let removals, removals.changes > 0 {
            // The removals the batch starts with, at once: the results they take go, bottom up.
            first = removals.changes
            let gone = search.filter.removedAtOnce(removals, from: changes)
            for (result, item) in gone.reversed() { shown += search.show(.removed(result), item) }
        }
        for change in changes[first...] {
            let query = search.filter.query
            let text = search.text
            // The item's own text: the folded keys are already those of the list after the whole
            // batch, and `position` counts in the list as it is at this change.
            func matches(_ position: Int, _ item: Item) -> Bool {
                query.occurs(in: SearchText(text(item)))
            }
            for single in change.singles {
                switch single {
                case let .inserted(position, item):
                    shown += search.show(search.filter.inserted(at: position, matches: matches(position, item)), item)
                    if list.openIndex == position, let result = search.filter.result(ofRow: position) { shown += search.open(result) }
                case let .removed(position, item):
                    shown += search.show(search.filter.removed(at: position), item)
                case let .updated(position, item):
                    let change = search.filter.updated(at: position, matches: matches(position, item))
                    if case .removed? = change {
                        shown += search.show(change, before[item.id] ?? item)
                    } else {
                        shown += search.show(change, item)
                    }
                case let .moved(from, to, item):
                    let wasOpen = search.openResult != nil && search.filter.result(ofRow: from) == search.openResult
                    let left = search.filter.removed(at: from)
                    let came = search.filter.inserted(at: to, matches: matches(to, item))
                    if case let .removed(old)? = left, case let .inserted(new)? = came {
                        // Still a result: it moves among them (the focus and the open row with it).
                        shown += search.move(from: old, to: new, item)
                    } else {
                        shown += search.show(left, item)
                        shown += search.show(came, item)
                    }
                    if wasOpen, let result = search.filter.result(ofRow: to) { shown += search.open(result) }
                case let .opened(position):
                    if let result = search.filter.result(ofRow: position) { shown += search.open(result) }
                case let .closed(position):
                    if let open = search.openResult, search.filter.result(ofRow: position) == open {
                        search.openResult = nil
                        shown.append(.closed(index: open))
                    }
                case .insertedRun, .removedRun:
                    break // made singles above
                case .selecting, .selected:
                    break // the state's own, never the list's
                }
            }
        }
        self.search = search
        return applyShown(shown)
    }
}

extension RowFilter {
    /// The rows of `removals` (the first changes of `changes`) went: the results they took
    /// (indices before, ascending), with their items.
    mutating func removedAtOnce<Item>(_ removals: LeadingRemovals, from changes: [DropdownChange<Item>]) -> [(Int, Item)] {
        let before = matches
        let gone = removed(runs: removals.runs)
        // Run i (ascending) is change `removals.changes - 1 - i` (they were made bottom up).
        var run = 0
        return gone.compactMap { result -> (Int, Item)? in
            let position = before[result]
            while run < removals.runs.count, removals.runs[run].upperBound <= position { run += 1 }
            guard run < removals.runs.count else { return nil }
            switch changes[removals.changes - 1 - run] {
            case let .removed(_, item): return (result, item)
            case let .removedRun(index, items): return (result, items[position - index])
            default: return nil
            }
        }
    }
}

extension DropdownSearch {
    /// What a change of the results (``RowFilter/Change``) shows, for `item`; the open result
    /// follows (a removed one is folded, as in the list).
    mutating func show(_ change: RowFilter.Change?, _ item: Item) -> [DropdownChange<Item>] {
        switch change {
        case let .inserted(result)?:
            if let open = openResult, open >= result { openResult = open + 1 }
            return [.inserted(index: result, item: item)]
        case let .removed(result)?:
            if openResult == result {
                openResult = nil
            } else if let open = openResult, open > result {
                openResult = open - 1
            }
            return [.removed(index: result, item: item)]
        case let .updated(result)?:
            return [.updated(index: result, item: item)]
        case nil:
            return []
        }
    }

    /// Result `from` (still a result) moved to `to`: the open result follows.
    mutating func move(from: Int, to: Int, _ item: Item) -> [DropdownChange<Item>] {
        if let open = openResult {
            if open == from {
                openResult = to
            } else {
                let after = open > from ? open - 1 : open
                openResult = after >= to ? after + 1 : after
            }
        }
        return from == to ? [] : [.moved(from: from, to: to, item: item)]
    }

    /// Opens result `result`, folding the open one.
    mutating func open(_ result: Int) -> [DropdownChange<Item>] {
        guard openResult != result else { return [] }
        var changes: [DropdownChange<Item>] = []
        if let open = openResult { changes.append(.closed(index: open)) }
        openResult = result
        changes.append(.opened(index: result))
        return changes
    }
}
