/// The parents of a tree that match a query, found a budget of parents at a time over the
/// tree's folded texts (``TreeSearchKeys``), so a million parents are searched across frames.
/// A parent matches when its own text or one of its loaded children's texts holds the query;
/// each result says which of its children show. Results are positions in the whole tree: no
/// parent or child is copied, and nothing is allocated for a result unless only some of its
/// children matched.
///
/// A query typed on from a finished one (it contains it) tests only that one's results
/// (``narrowed(to:)``); any other query starts again.
package struct TreeFilter: Sendable {
    /// Which children of a result show.
    package enum Shown: Sendable, Equatable {
        /// The parent matched by its own text only: all its children, closed.
        case itself
        /// Every child matched: all of them, open.
        case all
        /// Only these children matched (their places, ascending): them, open.
        case some([Int])
    }

    /// What is searched for.
    package let query: SearchText
    /// The query's bytes, as the texts are compared with them.
    private let pattern: TextPattern
    /// The whole tree's positions of the parents found so far, ascending.
    package private(set) var parents: [Int] = []
    /// For each of ``parents``, which of its children show: a byte each (``Shown`` without its
    /// list), copied and freed as plain bytes however many results, and the lists of the few
    /// found by some of their children beside, by result.
    private var kinds: [ShownKind] = []
    private var someChildren: [Int: [Int]] = [:]

    private enum ShownKind: UInt8, Sendable {
        case itself, all, some
    }

    /// Which children of result `result` show.
    package func shown(_ result: Int) -> Shown {
        switch kinds[result] {
        case .itself: .itself
        case .all: .all
        case .some: .some(someChildren[result] ?? [])
        }
    }

    /// For each of ``parents``, which of its children show.
    package var shown: [Shown] { kinds.indices.map(shown(_:)) }
    /// The parents to test, when typing on: `candidates[next...]`; else every parent from
    /// `next` on.
    private var candidates: [Int]?
    private var next = 0
    /// The tree's parent count.
    private let count: Int
    /// Children per parent in the last batch tested: the next batch is sized by it.
    private var childrenPerParent = 0

    /// A filter for `query` over a tree of `count` parents, none tested yet.
    package init(query: SearchText, count: Int) {
        self.query = query
        pattern = TextPattern(query)
        self.count = max(0, count)
    }

    /// Whether every parent has been tested.
    package var isComplete: Bool { next >= (candidates?.count ?? count) }

    /// The filter for `query` typed on from this finished one, testing only its results; nil
    /// when `query` does not contain this one's query or this one is not finished.
    package func narrowed(to query: SearchText) -> TreeFilter? {
        guard isComplete, self.query.isNarrowed(by: query) else { return nil }
        var filter = TreeFilter(query: query, count: count)
        filter.candidates = parents
        return filter
    }

    /// ``advance(budget:keys:texts:)`` with a parent's texts given by position (`parentText`,
    /// `childTexts`; nil: not searched).
    @discardableResult
    package mutating func advance(
        budget: Int, keys: inout TreeSearchKeys, parentText: ((Int) -> String)?,
        childTexts: ((Int) -> [String]?)?
    ) -> Range<Int> {
        advance(budget: budget, keys: &keys, texts: TreeTexts(parentText: parentText, childTexts: childTexts))
    }

    /// Tests the next parents, about `budget` parents' worth (eight children weighing as much as
    /// a parent, as the last batch had them), folding first what was never folded (from
    /// `texts`). Returns the range of ``parents`` found by this call.
    @discardableResult
    package mutating func advance(budget: Int, keys: inout TreeSearchKeys, texts: TreeTexts) -> Range<Int> {
        let before = parents.count
        guard !isComplete else { return before..<before }
        if next == 0 {
            // Room for every parent tested: results are appended without the arrays growing
            // (each growth copies them into fresh memory), and the pages never used cost nothing.
            parents.reserveCapacity(candidates?.count ?? count)
            kinds.reserveCapacity(candidates?.count ?? count)
        }
        let take = max(1, budget * 8 / (8 + childrenPerParent))
        let batch: [Int]
        if let candidates {
            batch = Array(candidates[next..<min(candidates.count, next + take)])
        } else {
            batch = Array(next..<min(count, next + take))
        }
        keys.prepare(batch, texts: texts)
        var children = 0
        let pattern = self.pattern
        let searchesParents = texts.searchesParents
        let searchesChildren = texts.searchesChildren
        // Found into locals, added at the end: appending to this value's own arrays from the
        // closure would check exclusive access at each result.
        var found: [Int] = []
        var how: [ShownKind] = []
        var some: [(Int, [Int])] = []
        keys.forEach(batch) { position, entry in
            let holding = entry.holding(pattern, parent: searchesParents, children: searchesChildren)
            let count = entry.childCount ?? 0
            children += count
            guard holding.itself || holding.children > 0 else { return }
            // Most parents match by all their children or by none: only a parent matched by
            // some of them gets a list of which.
            if holding.children == 0 {
                how.append(.itself)
            } else if holding.children == count {
                how.append(.all)
            } else {
                how.append(.some)
                some.append((before + found.count, entry.childrenHolding(pattern)))
            }
            found.append(position)
        }
        parents += found
        kinds += how
        for (result, places) in some { someChildren[result] = places }
        next += batch.count
        childrenPerParent = children / batch.count
        return before..<parents.count
    }

    /// The whole tree's place of child `child` of result `result` (its place among the
    /// children that show); nil when there is no such result.
    package func wholeChild(_ child: Int, ofResult result: Int) -> Int? {
        guard kinds.indices.contains(result) else { return nil }
        if case let .some(places) = shown(result) { return places.indices.contains(child) ? places[child] : nil }
        return child
    }
}
