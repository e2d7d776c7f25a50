/// A search over a dropdown list: the query, which rows match it, and the results shown in
/// their place (with their own open row), kept in step with the whole list.
public struct DropdownSearch<Item: DropdownListItem>: Sendable, Equatable {
    /// What the person typed.
    public internal(set) var query: String
    /// Which rows of the whole list match, found so far.
    public internal(set) var filter: RowFilter
    /// The matching items, in the list's order.
    public internal(set) var results: DropdownList<Item>
    /// The whole list's heights and focused row, shown again when the search ends.
    var wholeHeights: RowHeights
    var wholeFocus: Int?
    /// The text of an item that is searched.
    let text: @Sendable (Item) -> String

    /// The number of results found so far.
    public var count: Int { results.count }

    /// Whether every row has been tested (the count is final).
    public var isComplete: Bool { filter.isComplete }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.query == rhs.query && lhs.filter == rhs.filter && lhs.results == rhs.results
            && lhs.wholeHeights == rhs.wholeHeights && lhs.wholeFocus == rhs.wholeFocus
    }
}

extension DropdownRowsState {
    /// Whether search results are shown instead of the whole list.
    public var isSearching: Bool { search != nil }

    /// Shows the rows whose `text` contains `query` (case- and accent-insensitive) instead of
    /// the whole list; none are found yet: ``advanceSearch(budget:)`` finds them, the first
    /// screenful first. A query typed on from the last one searches only the last one's
    /// results. The shown rows start empty and unfocused. An empty query ends the search.
    public mutating func search(_ query: String, text: @escaping @Sendable (Item) -> String) {
        let folded = SearchText(query)
        guard !folded.isEmpty else {
            endSearch()
            return
        }
        keys.prepare(count: list.count)
        if var search {
            search.filter = search.filter.narrowed(to: folded) ?? RowFilter(query: folded, count: list.count)
            search.query = query
            search.results = DropdownList(items: [])
            self.search = search
        } else {
            search = DropdownSearch(query: query, filter: RowFilter(query: folded, count: list.count),
                                    results: DropdownList(items: []), wholeHeights: heights,
                                    wholeFocus: focusIndex, text: text)
        }
        heights = RowHeights(count: 0, defaultEstimate: heights.estimate)
        focusIndex = nil
    }

    /// Tests up to `budget` more rows for the search and shows what matched at the end of the
    /// results; returns the new results' range (empty when nothing more matched).
    @discardableResult
    public mutating func advanceSearch(budget: Int) -> Range<Int> {
        guard var search else { return 0 ..< 0 }
        let before = search.filter.matches.count
        let list = self.list, text = search.text, query = search.filter.query
        search.filter.advance(budget: budget) { position in
            query.occurs(in: keys.key(at: position) { list.item(at: position).map(text) ?? "" })
        }
        let positions = search.filter.matches[before...]
        let items = positions.compactMap { list.item(at: $0) }
        search.results.append(contentsOf: items)
        heights.insert(count: items.count, at: heights.count)
        // The open row stays open among the results.
        if let open = list.openIndex, search.results.openIndex == nil, let result = search.filter.result(ofRow: open), result >= before {
            _ = search.results.open(at: result)
        }
        self.search = search
        return before ..< before + items.count
    }

    /// Shows the whole list again, with the focus on the focused result (the row chosen from
    /// the results), or else on the row that had it before the search; the open row is the
    /// one open among the results (or none).
    public mutating func endSearch() {
        guard let search else { return }
        let chosen = focusIndex.flatMap { search.filter.matches.indices.contains($0) ? search.filter.matches[$0] : nil }
        self.search = nil
        heights = search.wholeHeights
        focusIndex = chosen ?? search.wholeFocus
    }

    /// The whole list changed: the folded texts, and while searching the whole list's heights
    /// and focus and the results, follow. Returns the shown rows' changes.
    mutating func applyWhole(_ changes: [DropdownChange<Item>]) -> [DropdownChange<Item>] {
        for change in changes { keys.follow(change) }
        guard var search else { return applyShown(changes) }
        var shown: [DropdownChange<Item>] = []
        for change in changes {
            Self.follow(change, heights: &search.wholeHeights, focus: &search.wholeFocus)
            let query = search.filter.query, text = search.text
            func matches(_ position: Int, _ item: Item) -> Bool {
                query.occurs(in: keys.key(at: position) { text(item) })
            }
            switch change {
            case let .inserted(position, item):
                if case let .inserted(result)? = search.filter.inserted(at: position, matches: matches(position, item)) {
                    shown += search.results.insertRow(item, at: result)
                    if list.openIndex == position { shown += search.results.open(at: result) }
                }
            case let .removed(position, _):
                if case let .removed(result)? = search.filter.removed(at: position) {
                    shown += search.results.removeRow(at: result)
                }
            case let .updated(position, item):
                shown += Self.show(search.filter.updated(at: position, matches: matches(position, item)), item, in: &search.results)
            case let .moved(from, to, item):
                let wasOpen = search.filter.result(ofRow: from).map { $0 == search.results.openIndex } ?? false
                shown += Self.show(search.filter.removed(at: from), item, in: &search.results)
                if case let .inserted(result)? = search.filter.inserted(at: to, matches: matches(to, item)) {
                    shown += search.results.insertRow(item, at: result)
                    if wasOpen { shown += search.results.open(at: result) }
                }
            case let .opened(position):
                if let result = search.filter.result(ofRow: position) { shown += search.results.open(at: result) }
            case let .closed(position):
                if let result = search.filter.result(ofRow: position), search.results.openIndex == result {
                    shown += search.results.fold()
                }
            }
        }
        self.search = search
        return applyShown(shown)
    }

    /// The whole list opened or folded a row as its result did: its heights follow.
    mutating func applyMirrored(_ changes: [DropdownChange<Item>]) {
        guard var search else { return }
        for change in changes { Self.follow(change, heights: &search.wholeHeights, focus: &search.wholeFocus) }
        self.search = search
    }

    private static func show(_ change: RowFilter.Change?, _ item: Item, in results: inout DropdownList<Item>) -> [DropdownChange<Item>] {
        switch change {
        case let .inserted(result)?: results.insertRow(item, at: result)
        case let .removed(result)?: results.removeRow(at: result)
        case let .updated(result)?: results.updateRow(item, at: result)
        case nil: []
        }
    }
}
