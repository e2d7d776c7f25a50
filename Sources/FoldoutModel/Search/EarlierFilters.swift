/// The finished filters a search was typed on from, the first typed first: typing back to one
/// of them shows its results again without testing a row, and a query typed on narrows the
/// latest one it contains. The list's search (``DropdownSearch``) and the tree's keep one each;
/// both forget it when the rows or their texts change.
package struct EarlierFilters<Filter: NarrowingFilter>: Sendable {
    /// The filters kept, the first typed first.
    private var filters: [Filter] = []

    /// At most this many results are kept (a few bytes each): the oldest, widest filters go
    /// first.
    package static var resultBound: Int { 4_000_000 }

    /// None kept.
    package init() {}

    /// The queries of the filters kept, the first typed first.
    package var queries: [SearchText] { filters.map(\.query) }

    /// Forgets every filter kept (what they found may not hold any more).
    package mutating func forget() { filters = [] }

    /// The filter for `query` typed from `current` over `count` rows: the finished filter for
    /// it when it was typed before (`restored`: no row is tested again), else one testing only
    /// the results of the latest filter it narrows (`current`, finished or not when it can be
    /// narrowed so, or a finished one before it), else `fresh(query)`, testing every row.
    /// `current`, when finished, is kept.
    package mutating func typing(
        _ query: SearchText, from current: Filter, fresh: (SearchText) -> Filter
    ) -> (filter: Filter, restored: Bool) {
        if let back = filters.lastIndex(where: { $0.query == query }) {
            let found = filters[back]
            filters.removeSubrange(back...)
            return (found, true)
        }
        if current.isComplete {
            filters.append(current)
        } else if let narrowed = current.narrowed(to: query) {
            return (narrowed, false)
        }
        // The latest finished filter it narrows (the one before it typed on), or none.
        while let last = filters.last {
            if let narrowed = last.narrowed(to: query) {
                // Within the bound, the oldest go.
                var kept = filters.reduce(0) { $0 + $1.resultCount }
                while kept > Self.resultBound, !filters.isEmpty { kept -= filters.removeFirst().resultCount }
                return (narrowed, false)
            }
            filters.removeLast()
        }
        return (fresh(query), false)
    }
}
