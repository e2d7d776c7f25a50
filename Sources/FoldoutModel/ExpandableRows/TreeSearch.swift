/// A search over an expandable list, as a layer over its tree: the filter finding the results
/// (positions in the whole tree, ``TreeFilter``) and the rows the results show
/// (``results``: each result parent with the children that show, and which of them the person
/// opened). The whole tree stays the state's own (``ExpandableRowsState/tree``), edited as ever
/// beneath the search: the layer follows its edits (``ExpandableRowsState/settleSearch(texts:)``).
/// A parent is a result when its text or a loaded child's text holds the query; one found by
/// its children shows only them, opened.
package struct TreeSearch<ID: Hashable & Sendable> {
    /// What the person typed.
    package let query: String
    /// The query, folded.
    package var folded: SearchText { filter.query }
    /// The results found so far, and the parents still to test.
    package private(set) var filter: TreeFilter
    /// The rows the results show: result i is parent i of this tree.
    package var results = ExpandableTree<ID>(count: 0, children: { _ in .loaded(0) })
    /// The finished searches this one was typed on from: typing back to one of them shows its
    /// results again without testing a parent. Forgotten when the tree or its texts change.
    package var earlier = EarlierFilters<TreeFilter>()
    /// Whole-tree parents an edit changed, added or moved, to test again.
    package private(set) var pending: [Int] = []

    /// A search for `query` over a tree of `count` parents, none tested yet.
    package init(query: String, count: Int) {
        self.query = query
        filter = TreeFilter(query: SearchText(query), count: count)
    }

    private init(query: String, filter: TreeFilter, earlier: EarlierFilters<TreeFilter>) {
        self.query = query
        self.filter = filter
        self.earlier = earlier
    }

    /// The search for `query` typed from this one, with no rows yet: the finished search for
    /// it when it was typed before (no parent tested again), else one that tests only the
    /// results of the latest finished search it narrows, else every parent of the `count`.
    package func typed(_ query: String, count: Int) -> TreeSearch {
        var earlier = earlier
        let next = earlier.typing(SearchText(query), from: filter) { TreeFilter(query: $0, count: count) }
        return TreeSearch(query: query, filter: next.filter, earlier: earlier)
    }

    /// Whether every parent has been tested.
    package var isComplete: Bool { filter.isComplete }

    /// The whole tree's places of result child `child` of result parent `parent`.
    package func wholeIndices(parent: Int, child: Int) -> (parent: Int, child: Int) {
        guard filter.parents.indices.contains(parent) else { return (parent, child) }
        return (filter.parents[parent], filter.wholeChild(child, ofResult: parent) ?? child)
    }

    /// Tests the next parents of `whole` (about `budget` parents' worth) and shows those found.
    mutating func advance(budget: Int, keys: inout TreeSearchKeys, texts: TreeTexts, in whole: ExpandableTree<ID>) {
        let found = filter.advance(budget: budget, keys: &keys, texts: texts)
        _ = results.appendResults(found, of: filter, in: whole)
    }

    /// The same query over a tree of `count` parents, from its first parent, with no rows (the
    /// tree changed under a search still running, or changed whole).
    mutating func restart(count: Int) {
        filter = TreeFilter(query: filter.query, count: count)
        results = ExpandableTree<ID>(count: 0, children: { _ in .loaded(0) })
        earlier.forget()
        pending = []
    }

    // MARK: Following the whole tree's edits (a finished search)

    /// `count` parents came into the whole tree at `position`; they are to be tested.
    mutating func parentsInserted(_ count: Int, at position: Int) {
        filter.parentsInserted(count, at: position)
        pending = pending.map { $0 >= position ? $0 + count : $0 }
        pending += position..<position + count
        earlier.forget()
    }

    /// Parents `range` of the whole tree went: returns the changes of the results' rows.
    mutating func parentsRemoved(_ range: Range<Int>) -> [ExpandableTreeChange] {
        let gone = filter.parentsRemoved(range)
        pending = pending.compactMap { range.contains($0) ? nil : $0 >= range.upperBound ? $0 - range.count : $0 }
        earlier.forget()
        return results.removeParents(gone)
    }

    /// Whole-tree parent `position` changed (its text, or its children): it is to be tested.
    mutating func parentChanged(_ position: Int) {
        pending.append(position)
        earlier.forget()
    }

    /// Tests again every parent ``pending`` over `whole` and its texts (`keys`, folding what
    /// the edits made anew from `texts`): a parent that matches now comes in, one that no
    /// longer matches goes, and one that shows other children shows them. Returns the changes
    /// of the results' rows.
    mutating func settle(keys: inout TreeSearchKeys, texts: TreeTexts, in whole: ExpandableTree<ID>) -> [ExpandableTreeChange] {
        var changes: [ExpandableTreeChange] = []
        var tested = Set<Int>()
        for position in pending where position >= 0 && position < whole.parentCount && tested.insert(position).inserted {
            let (index, found) = filter.result(of: position)
            let old = found ? filter.shown(index) : nil
            let new = filter.test(position, keys: &keys, texts: texts)
            switch (old, new) {
            case (nil, nil):
                continue
            case let (nil, new?):
                filter.setShown(new, ofParent: position)
                let row = Self.row(showing: new, of: whole.children(of: position))
                changes += results.insertParent(children: row.children, open: row.open, at: index)
            case (_?, nil):
                filter.setShown(nil, ofParent: position)
                changes += results.removeParents(index..<index + 1)
            case (.itself?, .itself?):
                // All its children show, as the whole tree has them, open if the person opened it.
                let children = whole.children(of: position)
                if results.children(of: index) == children {
                    changes += results.updateParent(index)
                } else {
                    changes += results.replaceParent(index, children: children, open: results.isOpen(index))
                }
            case let (_?, new?):
                filter.setShown(new, ofParent: position)
                let row = Self.row(showing: new, of: whole.children(of: position))
                changes += results.replaceParent(index, children: row.children, open: row.open)
            }
        }
        pending = []
        return changes
    }

    /// A result's row: its children as the search shows them (all of `children`, or those
    /// that match), and whether it comes in open.
    private static func row(showing shown: TreeFilter.Shown, of children: ExpandableChildren) -> (children: ExpandableChildren, open: Bool) {
        switch shown {
        case .itself: (children, false)
        case .all: (children, ExpandableTree<ID>.count(children) > 0)
        case let .some(places): (.loaded(places.count), !places.isEmpty)
        }
    }
}
