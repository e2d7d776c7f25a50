import FoldoutModel

/// A search over an expandable list: the whole tree it stands in for (shown again when it
/// ends, with the parents that were open), and the filter finding its results (positions in
/// the whole tree, ``TreeFilter``). A parent is a result when its text or a loaded child's
/// text holds the query; one found by its children shows only them, opened.
struct TreeSearch<ID: Hashable & Sendable> {
    /// What the person typed, and folded.
    let query: String
    var folded: SearchText { filter.query }
    /// The whole tree's state (its data stays in the controller: results are places in it).
    var tree: ExpandableTree<ID>
    var openIDs: Set<ID>
    /// The results found so far, and the parents still to test.
    var filter: TreeFilter
    /// The finished searches this one was typed on from: typing back to one of them shows its
    /// results again without testing a parent. Forgotten when the texts change.
    var earlier = EarlierFilters<TreeFilter>()

    /// The search for `query` typed from this one: the finished search for it when it was
    /// typed before (no parent tested again), else one that tests only the results of the
    /// latest finished search it narrows, else every parent of the `count`.
    func typed(_ query: String, count: Int) -> TreeSearch {
        // (The same text again is searched again: the app's texts may have changed.)
        var earlier = earlier
        let next = earlier.typing(SearchText(query), from: filter) { TreeFilter(query: $0, count: count) }
        return TreeSearch(query: query, tree: tree, openIDs: openIDs, filter: next.filter, earlier: earlier)
    }

    /// Whether every parent has been tested.
    var isComplete: Bool { filter.isComplete }

    /// The whole tree's places of result child `child` of result parent `parent`.
    func wholeIndices(parent: Int, child: Int) -> (parent: Int, child: Int) {
        guard filter.parents.indices.contains(parent) else { return (parent, child) }
        return (filter.parents[parent], filter.wholeChild(child, ofResult: parent) ?? child)
    }
}
