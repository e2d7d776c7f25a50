import FoldoutModel

/// What a ``ListSearch`` asks of the list pattern it searches, and tells it: one object, the
/// pattern's controller (the search keeps it weakly), as ``RecyclingViewportSource`` is for the
/// viewport. The results are the controller's view state and it does the searching; the bar,
/// the keys and the work split across frames are the search's.
@MainActor
protocol ListSearchSource: AnyObject {
    /// Whether the pattern can search now (its app declared the searchable text).
    var canSearch: Bool { get }
    /// Starts the search for `query` (or changes it), with no results yet.
    func beginSearch(_ query: String)
    /// Tests the next `rows` rows (for a tree: parents, children weighing less); returns
    /// whether rows remain to test.
    func stepSearch(rows: Int) -> Bool
    /// Prepares a slice of the rows' searchable texts ahead of a search (when the main loop is
    /// idle, or the bar is open with nothing typed yet); `first`: a new pass over the rows.
    /// Returns whether more remain.
    func prepareSearchAhead(first: Bool) -> Bool
    /// The number of results found so far.
    var searchResultCount: Int { get }
    /// The number of rows the search has still to test.
    var searchRowsLeft: Int { get }
    /// Shows the results as they are now: `first`, a key's first results in the whole list's
    /// place; else more of them, come at their end.
    func showSearchResults(first: Bool)
    /// The search ended (Escape, the field emptied): the whole list shows again. Where the
    /// keyboard focus was in the list or the field, it goes to the row chosen among the results
    /// (or the one that had it): the pattern tells screen readers ``ListSearch/closedNote(count:)``
    /// on that row, as its description, set before the focus goes there (heard with the row)
    /// and again after (heard as it changes, where the focus stayed on its row: no focus event),
    /// so that it is heard once.
    func searchEnded()
    /// Down (or Page Down) in the field: the focus into the results.
    func focusFirstResult()
    /// Enter in the field: the first result taken.
    func takeFirstResult()
    /// Each query's first results, its final count, and the search's end (for the app).
    func searchProgressed(_ progress: SearchProgress)
}
