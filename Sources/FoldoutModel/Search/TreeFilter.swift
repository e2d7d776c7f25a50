/// The parents of a tree that match a query, found a budget of parents at a time over the
/// tree's folded texts (``TreeSearchKeys``), so a million parents are searched across frames.
/// A parent matches when its own text or one of its loaded children's texts holds the query;
/// each result says which of its children show. Results are positions in the whole tree: no
/// parent or child is copied, and nothing is allocated for a result unless only some of its
/// children matched.
///
/// Which parents match, which are still to test and how they follow the tree's edits is a
/// ``RowFilter``, the list's own filter (the one layer of filtered rows over any row source);
/// this adds what each result shows. A query typed on from this one's (it contains it) tests
/// only this one's results and the parents it had not tested yet (``narrowed(to:)``); any
/// other query starts again.
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

    /// The parents found (``RowFilter/matches``), those still to test, and how both follow
    /// the tree's edits.
    private var rows: RowFilter
    /// What is searched for.
    package var query: SearchText { rows.query }
    /// The query's bytes, as the texts are compared with them.
    private let pattern: TextPattern
    /// The whole tree's positions of the parents found so far, ascending.
    package var parents: [Int] { rows.matches }
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
    /// Children per parent in the last batch tested: the next batch is sized by it.
    private var childrenPerParent = 0

    /// A filter for `query` over a tree of `count` parents, none tested yet.
    package init(query: SearchText, count: Int) {
        self.init(rows: RowFilter(query: query, count: count))
    }

    private init(rows: RowFilter) {
        self.rows = rows
        pattern = TextPattern(rows.query)
    }

    /// Whether every parent has been tested.
    package var isComplete: Bool { rows.isComplete }

    /// The number of parents still to test.
    package var remaining: Int { rows.remaining }

    /// The filter for `query` typed on from this one, testing only this one's results and
    /// the parents it had not tested yet; nil when `query` does not contain this one's query.
    package func narrowed(to query: SearchText) -> TreeFilter? {
        rows.narrowed(to: query).map(TreeFilter.init(rows:))
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
        let before = rows.matches.count
        guard !isComplete else { return before..<before }
        if kinds.capacity == 0 {
            // Room for every parent to test: results are appended without the array growing
            // (each growth copies it into fresh memory), and the pages never used cost nothing.
            kinds.reserveCapacity(rows.remaining)
        }
        let take = max(1, budget * 8 / (8 + childrenPerParent))
        let pattern = self.pattern
        var tested = 0
        var children = 0
        // What each result shows, into locals, added at the end: appending to this value's
        // own arrays from the closures would check exclusive access at each result.
        var how: [ShownKind] = []
        var some: [(Int, [Int])] = []
        func test<Batch: BidirectionalCollection<Int>>(_ batch: Batch, into matches: inout [Int]) {
            keys.prepare(batch, texts: texts)
            for part in Self.evaluate(batch, keys: keys, pattern: pattern, texts: texts) {
                for (result, places) in part.some { some.append((matches.count + result, places)) }
                matches += part.parents
                how += part.kinds
                children += part.children
            }
            tested += batch.count
        }
        rows.advance(budget: take) { listed, matches in
            test(listed, into: &matches)
        } scan: { run, matches in
            test(run, into: &matches)
        }
        kinds += how
        for (result, places) in some { someChildren[result] = places }
        childrenPerParent = children / max(1, tested)
        return before..<rows.matches.count
    }

    /// What a part of a batch found: its parents that match, ascending, how each shows, the
    /// places of the children showing for those found by some (by their index among the
    /// part's parents), and how many children its parents have.
    private struct Found: Sendable {
        var parents: [Int] = []
        var kinds: [ShownKind] = []
        var some: [(Int, [Int])] = []
        var children = 0
    }

    /// Parents this many or more are tested in parts at once, one per processor.
    static let parallelBatch = 2_048

    /// Tests the parents of `batch` (folded), in parts at once (``ProcessorParts``) when it
    /// holds ``parallelBatch`` or more: what each part found, in order.
    private static func evaluate<Batch: BidirectionalCollection<Int>>(
        _ batch: Batch, keys: TreeSearchKeys, pattern: TextPattern, texts: TreeTexts
    ) -> [Found] {
        let parent = texts.searchesParents
        let children = texts.searchesChildren
        guard batch.count >= parallelBatch else {
            return [evaluate(batch, keys: keys, pattern: pattern, parent: parent, children: children)]
        }
        let positions = Array(batch)
        return ProcessorParts.map(positions.indices) { part in
            evaluate(positions[part], keys: keys, pattern: pattern, parent: parent, children: children)
        }
    }

    /// Tests the parents of `positions` (folded), in order, on this thread.
    private static func evaluate<Positions: BidirectionalCollection<Int>>(
        _ positions: Positions, keys: TreeSearchKeys, pattern: TextPattern, parent: Bool, children: Bool
    ) -> Found {
        var found = Found()
        keys.forEachAddress(positions) { position, entry in
            let holding = ParentTexts.holding(at: entry, pattern, parent: parent, children: children)
            let count = entry.pointee.childCount ?? 0
            found.children += count
            guard let kind = kind(holding, of: count) else { return }
            // Most parents match by all their children or by none: only a parent matched by
            // some of them gets a list of which.
            if kind == .some { found.some.append((found.parents.count, entry.pointee.childrenHolding(pattern))) }
            found.kinds.append(kind)
            found.parents.append(position)
        }
        return found
    }

    // MARK: Following the tree's edits

    /// Where whole-tree parent `position` is among ``parents``: its result's index when it is
    /// one (`found`), else the index a result for it would take.
    package func result(of position: Int) -> (index: Int, found: Bool) {
        let index = rows.matches.insertionPoint(of: position)
        return (index, index < rows.matches.count && rows.matches[index] == position)
    }

    /// `inserted` parents came into the whole tree at `position`: the results after them move
    /// down. Among the parents tested they count as not matching: their owner tests them
    /// (``test(_:keys:texts:)``) and says how they show (``setShown(_:ofParent:)``).
    package mutating func parentsInserted(_ inserted: Int, at position: Int) {
        rows.inserted(inserted, at: position)
    }

    /// Parents `range` of the whole tree went: their results go (the range of ``parents``
    /// they had is returned), the results after them move up.
    @discardableResult
    package mutating func parentsRemoved(_ range: Range<Int>) -> Range<Int> {
        let gone = range.isEmpty ? [] : rows.removed(runs: [range])
        guard let first = gone.first, let last = gone.last else {
            let index = result(of: range.lowerBound).index
            return index..<index
        }
        removeKinds(first..<last + 1)
        return first..<last + 1
    }

    /// Whole-tree parent `position` (tested) shows as `shown` now, nil: it is no result. The
    /// results after it move as it comes or goes.
    package mutating func setShown(_ shown: Shown?, ofParent position: Int) {
        switch rows.updated(at: position, matches: shown != nil) {
        case let .inserted(index)?:
            var listed: [Int: [Int]] = [:]
            for (result, places) in someChildren { listed[result < index ? result : result + 1] = places }
            someChildren = listed
            kinds.insert(.itself, at: index)
            if let shown { setKind(shown, at: index) }
        case let .removed(index)?:
            removeKinds(index..<index + 1)
        case let .updated(index)?:
            if let shown { setKind(shown, at: index) }
        case nil:
            break
        }
    }

    /// Result `index` shows as `shown`.
    private mutating func setKind(_ shown: Shown, at index: Int) {
        someChildren[index] = nil
        switch shown {
        case .itself: kinds[index] = .itself
        case .all: kinds[index] = .all
        case let .some(places):
            kinds[index] = .some
            someChildren[index] = places
        }
    }

    /// The kinds of results `range`, gone.
    private mutating func removeKinds(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        kinds.removeSubrange(range)
        guard !someChildren.isEmpty else { return }
        var kept: [Int: [Int]] = [:]
        for (result, places) in someChildren where !range.contains(result) {
            kept[result < range.lowerBound ? result : result - range.count] = places
        }
        someChildren = kept
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

    /// The whole tree's place of child `child` of result `result` (its place among the
    /// children that show); nil when there is no such result.
    package func wholeChild(_ child: Int, ofResult result: Int) -> Int? {
        guard kinds.indices.contains(result) else { return nil }
        if case let .some(places) = shown(result) { return places.indices.contains(child) ? places[child] : nil }
        return child
    }
}
