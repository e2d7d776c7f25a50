/// How far a list's search has come: what is searched for and the results found so far.
public struct SearchProgress: Sendable, Equatable {
    /// The query, or nil when the search ended (the whole list is shown again).
    public let query: String?
    /// The results found so far (the rows shown when the search ended).
    public let results: Int
    /// Whether every row has been tested (the count is final).
    public let isComplete: Bool

    /// Progress of the search for `query`.
    package init(query: String?, results: Int, isComplete: Bool) {
        self.query = query
        self.results = results
        self.isComplete = isComplete
    }
}
