/// The rows of a list that match a query, found a budget of rows at a time, so a million rows
/// are filtered across frames and the first screenful of results shows at once.
///
/// A query typed on from the last one (it contains it) only tests the rows the last one
/// matched and those it had not tested yet (``narrowed(to:)``); any other query starts again.
/// The list may change while the filter runs or shows its results: ``inserted(at:matches:)``,
/// ``removed(at:)``, ``updated(at:matches:)`` keep the matches on their rows and say which
/// result changed.
///
///     let keys = ["Item 8", "Item 9", "Item 19"].map(SearchText.init)
///     let query = SearchText("item 9")
///     var filter = RowFilter(query: query, count: keys.count)
///     filter.advance(budget: 10_000) { query.occurs(in: keys[$0]) }
///     print(filter.matches)       // [1]: the positions matching so far, ascending
package struct RowFilter: Sendable, Equatable {
    /// What a change of the list did to the results (indices into ``matches``).
    package enum Change: Sendable, Equatable {
        /// A matching row came in as result `index`.
        case inserted(Int)
        /// Result `index` went (its row went, or no longer matches).
        case removed(Int)
        /// Result `index` changed and still matches.
        case updated(Int)
    }

    /// What is searched for.
    package let query: SearchText
    /// The positions in the list of the rows found to match, ascending.
    package private(set) var matches: [Int] = []
    /// Rows to test before the scan: `candidates[next...]` (ascending, all below `scanFrom`).
    private var candidates: [Int] = []
    private var next = 0
    /// Every row from here on is still to be tested.
    private var scanFrom: Int
    /// The list's row count.
    private var count: Int

    /// A filter for `query` over a list of `count` rows, none tested yet.
    package init(query: SearchText, count: Int) {
        self.query = query
        self.count = max(0, count)
        scanFrom = 0
    }

    /// Whether every row has been tested.
    package var isComplete: Bool { next >= candidates.count && scanFrom >= count }

    /// The number of rows still to test.
    package var remaining: Int { candidates.count - next + max(0, count - scanFrom) }

    /// The filter for `query`, typed on from this one: it tests only the rows this one matched
    /// and the rows this one has not tested yet. Nil when `query` does not contain this
    /// filter's query (widening, or another query: start again).
    package func narrowed(to query: SearchText) -> RowFilter? {
        var filter = self
        return filter.narrow(to: query) ? filter : nil
    }

    /// Becomes the filter for `query`, typed on from this one (as ``narrowed(to:)`` makes it),
    /// its matches taken as the rows to test without a copy; false, and unchanged, when
    /// `query` does not contain this filter's query.
    package mutating func narrow(to query: SearchText) -> Bool {
        guard self.query.isNarrowed(by: query) else { return false }
        var rows: [Int] = []
        swap(&rows, &matches)
        if next < candidates.count { rows += candidates[next...] }
        candidates = []
        self = RowFilter(query: query, count: count, candidates: rows, scanFrom: scanFrom)
        return true
    }

    private init(query: SearchText, count: Int, candidates: [Int], scanFrom: Int) {
        self.query = query
        self.count = count
        self.candidates = candidates
        self.scanFrom = scanFrom
    }

    /// The rows the next ``advance(budget:test:)`` of `budget` tests, in order: some of the
    /// last query's matches (typing on), then a run of rows not tested yet. Nothing is copied.
    package func pending(_ budget: Int) -> (listed: ArraySlice<Int>, run: Range<Int>) {
        let listed = candidates[next...].prefix(max(1, budget))
        let left = max(1, budget) - listed.count
        let run = left > 0 && scanFrom < count ? scanFrom..<min(count, scanFrom + left) : scanFrom..<scanFrom
        return (listed, run)
    }

    /// Tests up to `budget` rows with `test` (whether row `position` matches) and returns how
    /// many matches it found (appended to ``matches``): ``advance(budget:among:scan:)`` a row
    /// at a time.
    @discardableResult
    package mutating func advance(budget: Int, test: (Int) -> Bool) -> Int {
        advance(budget: budget) { listed, matches in
            for position in listed where test(position) { matches.append(position) }
        } scan: { run, matches in
            for position in run where test(position) { matches.append(position) }
        }
    }

    /// Tests up to `budget` rows, handed over a stretch at a time: the rows listed (a query
    /// typed on: the last one's results) to `among`, the rows not tested yet to `scan`, a run
    /// at a time; each appends those that match, ascending, to the matches it is given (a
    /// matcher that reads the rows straight through, with no call per row). Returns how many
    /// matches it found.
    @discardableResult
    package mutating func advance(
        budget: Int, among: (ArraySlice<Int>, inout [Int]) -> Void,
        scan: (Range<Int>, inout [Int]) -> Void
    ) -> Int {
        let before = matches.count
        let budget = max(1, budget)
        let listed = min(candidates.count - next, budget)
        if listed > 0 {
            if matches.capacity == 0 { matches.reserveCapacity(candidates.count - next + count - scanFrom) }
            among(candidates[next..<next + listed], &matches)
            next += listed
            if next >= candidates.count {
                candidates = []
                next = 0
            }
        }
        let left = budget - listed
        guard left > 0, next >= candidates.count, scanFrom < count else { return matches.count - before }
        if matches.capacity == 0 { matches.reserveCapacity(count - scanFrom) }
        let run = scanFrom..<min(count, scanFrom + left)
        scan(run, &matches)
        scanFrom = run.upperBound
        return matches.count - before
    }

    /// The first row not yet tested (rows before it that match are in ``matches``).
    private var frontier: Int { next < candidates.count ? candidates[next] : scanFrom }

    /// A row came in at `position`; `matches` says whether it matches the query.
    package mutating func inserted(at position: Int, matches isMatch: Bool) -> Change? {
        let tested = position < frontier
        shift(from: position, by: 1)
        if scanFrom > position { scanFrom += 1 }
        count += 1
        if tested {
            guard isMatch else { return nil }
            let at = matches.insertionPoint(of: position)
            matches.insert(position, at: at)
            return .inserted(at)
        }
        if position < scanFrom {
            // Among the candidates still to test.
            let at = candidates.insertionPoint(of: position, from: next)
            candidates.insert(position, at: at)
        }
        return nil
    }

    /// `inserted` rows came in at `position`, counted as tested and not matching when they are
    /// among the rows tested (their owner tests them and says which match:
    /// ``updated(at:matches:)``); in the rows still to scan they are scanned. O(the matches
    /// and candidates after them), however many rows came.
    package mutating func inserted(_ inserted: Int, at position: Int) {
        guard inserted > 0 else { return }
        shift(from: position, by: inserted)
        if scanFrom >= position { scanFrom += inserted }
        count += inserted
    }

    /// The row at `position` went.
    package mutating func removed(at position: Int) -> Change? {
        var change: Change?
        if let at = matches.sortedIndex(of: position) {
            matches.remove(at: at)
            change = .removed(at)
        } else if let at = candidates.sortedIndex(of: position), at >= next {
            candidates.remove(at: at)
        }
        shift(from: position + 1, by: -1)
        if scanFrom > position { scanFrom -= 1 }
        count = max(0, count - 1)
        return change
    }

    /// The rows of `runs` (ascending and apart, counted before any went) went at once, O(the
    /// matches, the candidates and the runs): returns the results they took (their indices
    /// before, ascending).
    package mutating func removed(runs: [Range<Int>]) -> [Int] {
        guard !runs.isEmpty else { return [] }
        /// How many rows of the runs lie before `position`, and whether it is in one; `run`
        /// is where the walk over the runs is (positions come ascending).
        func locate(_ position: Int, _ run: inout Int, _ before: inout Int) -> Bool {
            while run < runs.count, runs[run].upperBound <= position {
                before += runs[run].count
                run += 1
            }
            return run < runs.count && runs[run].contains(position)
        }
        var gone: [Int] = []
        var kept: [Int] = []
        kept.reserveCapacity(matches.count)
        var run = 0
        var before = 0
        for (result, position) in matches.enumerated() {
            if locate(position, &run, &before) { gone.append(result) } else { kept.append(position - before) }
        }
        matches = kept
        var waiting: [Int] = []
        run = 0
        before = 0
        for position in candidates[next...] where !locate(position, &run, &before) { waiting.append(position - before) }
        candidates = waiting
        next = 0
        run = 0
        before = 0
        let inside = locate(scanFrom, &run, &before)
        // A scan start inside a run moves to where the run was.
        scanFrom = inside ? runs[run].lowerBound - before : scanFrom - before
        count = max(0, count - runs.reduce(0) { $0 + $1.count })
        return gone
    }

    /// The row at `position` changed; `matches` says whether it matches now.
    package mutating func updated(at position: Int, matches isMatch: Bool) -> Change? {
        guard position < frontier else {
            // Not tested yet. Typed on, a row the last query ruled out is among neither the
            // candidates nor the scan: its text changed, so it is tested again.
            if position < scanFrom, candidates.sortedIndex(of: position) == nil {
                candidates.insert(position, at: candidates.insertionPoint(of: position, from: next))
            }
            return nil
        }
        if let at = matches.sortedIndex(of: position) {
            if isMatch { return .updated(at) }
            matches.remove(at: at)
            return .removed(at)
        }
        guard isMatch else { return nil }
        let at = matches.insertionPoint(of: position)
        matches.insert(position, at: at)
        return .inserted(at)
    }

    /// The result showing row `position`, if it matches.
    package func result(ofRow position: Int) -> Int? { matches.sortedIndex(of: position) }

    /// Moves every matched and candidate position at or after `position` by `delta`.
    private mutating func shift(from position: Int, by delta: Int) {
        for at in matches.insertionPoint(of: position)..<matches.count { matches[at] += delta }
        for at in candidates.insertionPoint(of: position)..<candidates.count { candidates[at] += delta }
    }
}
