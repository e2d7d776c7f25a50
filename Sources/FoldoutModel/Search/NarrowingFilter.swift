/// A search's filter that a query typed on from its own can narrow (``RowFilter`` for a list,
/// ``TreeFilter`` for a tree): what ``EarlierFilters`` keeps and types from.
package protocol NarrowingFilter: Sendable {
    /// What is searched for.
    var query: SearchText { get }
    /// Whether every row has been tested.
    var isComplete: Bool { get }
    /// How many results it has found (what keeping it costs).
    var resultCount: Int { get }
    /// The filter for `query` typed on from this one, or nil when it does not narrow this one
    /// (or this one cannot be narrowed yet).
    func narrowed(to query: SearchText) -> Self?
}

extension RowFilter: NarrowingFilter {
    /// The rows found to match so far.
    package var resultCount: Int { matches.count }
}

extension TreeFilter: NarrowingFilter {
    /// The parents found so far.
    package var resultCount: Int { parents.count }
}
