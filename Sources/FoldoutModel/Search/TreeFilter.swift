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
    private var count: Int
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
            guard let kind = Self.kind(holding, of: count) else { return }
            // Most parents match by all their children or by none: only a parent matched by
            // some of them gets a list of which.
            how.append(kind)
            if kind == .some { some.append((before + found.count, entry.childrenHolding(pattern))) }
            found.append(position)
        }
        parents += found
        kinds += how
        for (result, places) in some { someChildren[result] = places }
        next += batch.count
        childrenPerParent = children / batch.count
        return before..<parents.count
    }

    // MARK: Following the tree's edits (a finished filter)

    /// Where whole-tree parent `position` is among ``parents``: its result's index when it is
    /// one (`found`), else the index a result for it would take.
    package func result(of position: Int) -> (index: Int, found: Bool) {
        let index = parents.insertionPoint(of: position)
        return (index, index < parents.count && parents[index] == position)
    }

    /// `inserted` parents came into the whole tree at `position`: the results after them move
    /// down (the new parents are not tested: ``test(_:keys:texts:)`` does). For a finished
    /// filter: an unfinished one is started again by its owner.
    package mutating func parentsInserted(_ inserted: Int, at position: Int) {
        let first = result(of: position).index
        for index in first..<parents.count { parents[index] += inserted }
        count += inserted
        finishedOverEveryParent()
    }

    /// Parents `range` of the whole tree went: their results go (the range of ``parents``
    /// they had is returned), the results after them move up. For a finished filter.
    @discardableResult
    package mutating func parentsRemoved(_ range: Range<Int>) -> Range<Int> {
        let results = result(of: range.lowerBound).index..<result(of: range.upperBound).index
        removeResults(results)
        for index in results.lowerBound..<parents.count { parents[index] -= range.count }
        count -= range.count
        finishedOverEveryParent()
        return results
    }

    /// Results `range` are results no more.
    package mutating func removeResults(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        parents.removeSubrange(range)
        kinds.removeSubrange(range)
        guard !someChildren.isEmpty else { return }
        var kept: [Int: [Int]] = [:]
        for (result, places) in someChildren where !range.contains(result) {
            kept[result < range.lowerBound ? result : result - range.count] = places
        }
        someChildren = kept
    }

    /// Whole-tree parent `position` is result `index` now, showing `shown` (the results from
    /// `index` on move down). `position` goes between the results' positions around it.
    package mutating func insertResult(_ position: Int, shown: Shown, at index: Int) {
        parents.insert(position, at: index)
        var listed: [Int: [Int]] = [:]
        for (result, places) in someChildren { listed[result < index ? result : result + 1] = places }
        switch shown {
        case .itself: kinds.insert(.itself, at: index)
        case .all: kinds.insert(.all, at: index)
        case let .some(places):
            kinds.insert(.some, at: index)
            listed[index] = places
        }
        someChildren = listed
    }

    /// How whole-tree parent `position` shows if it matches the query now (its texts folded
    /// first, from `texts`, when an edit made them anew), or nil when it does not.
    package func test(_ position: Int, keys: inout TreeSearchKeys, texts: TreeTexts) -> Shown? {
        keys.prepare([position], texts: texts)
        var shown: Shown?
        let pattern = self.pattern
        keys.forEach([position]) { _, entry in
            let holding = entry.holding(pattern, parent: texts.searchesParents, children: texts.searchesChildren)
            switch Self.kind(holding, of: entry.childCount ?? 0) {
            case .itself: shown = .itself
            case .all: shown = .all
            case .some: shown = .some(entry.childrenHolding(pattern))
            case nil: shown = nil
            }
        }
        return shown
    }

    /// How a parent of `children` loaded children shows, its texts holding the query as
    /// `holding` says: by its own text only, by all its children, by some; nil when it is not
    /// a result.
    @inline(__always)
    private static func kind(_ holding: (itself: Bool, children: Int), of children: Int) -> ShownKind? {
        guard holding.itself || holding.children > 0 else { return nil }
        if holding.children == 0 { return .itself }
        return holding.children == children ? .all : .some
    }

    /// After an edit of a finished filter: it stays finished, over the parents there are now.
    private mutating func finishedOverEveryParent() {
        candidates = nil
        next = count
    }

    /// The whole tree's place of child `child` of result `result` (its place among the
    /// children that show); nil when there is no such result.
    package func wholeChild(_ child: Int, ofResult result: Int) -> Int? {
        guard kinds.indices.contains(result) else { return nil }
        if case let .some(places) = shown(result) { return places.indices.contains(child) ? places[child] : nil }
        return child
    }
}
