import FoldoutModel

/// A search over an expandable list: the whole tree it stands in for (shown again when it
/// ends, with the parents that were open), and the filter finding its results (positions in
/// the whole tree, ``TreeFilter``). A parent is a result when its text or a loaded child's
/// text holds the query; one found by its children shows only them, opened.
struct TreeSearch<Parent, Child> {
    /// What the person typed, and folded.
    let query: String
    var folded: SearchText { filter.query }
    /// The whole tree's state (its data stays in the controller: results are places in it).
    var tree: ExpandableTree
    var openIDs: Set<String>
    /// The results found so far, and the parents still to test.
    var filter: TreeFilter

    /// Whether every parent has been tested.
    var isComplete: Bool { filter.isComplete }

    /// The whole tree's places of result child `child` of result parent `parent`.
    func wholeIndices(parent: Int, child: Int) -> (parent: Int, child: Int) {
        guard filter.parents.indices.contains(parent) else { return (parent, child) }
        return (filter.parents[parent], filter.wholeChild(child, ofResult: parent) ?? child)
    }
}
