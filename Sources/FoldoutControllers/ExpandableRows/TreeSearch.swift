import FoldoutModel

/// A search over an expandable list: the whole tree it stands in for (shown again when it
/// ends, with the parents that were open), which of its parents the results are, and how far
/// the search has come. A parent is a result when its text or a loaded child's text holds the
/// query; one found by its children shows only them, opened.
struct TreeSearch<Parent, Child> {
    /// What the person typed, and folded.
    let query: String
    let folded: SearchText
    /// The whole tree's data and state.
    var values: RowStore<Parent>
    var kids: RowStore<[Child]?>
    var tree: ExpandableTree
    var openIDs: Set<String>
    /// For each result parent, its place in the whole tree, and the places of the children
    /// it shows (nil: all of them, in their own places: the parent matched by itself, or every
    /// child did).
    var parentMap: [Int] = []
    var childMaps: [[Int]?] = []
    /// The parents still to test: `candidates[next...]` (the last results, when typing on),
    /// or every parent from `next` on.
    var candidates: [Int]?
    var next = 0

    /// Whether every parent has been tested.
    var isComplete: Bool { next >= (candidates?.count ?? values.count) }

    /// The whole tree's places of result child `child` of result parent `parent`.
    func wholeIndices(parent: Int, child: Int) -> (parent: Int, child: Int) {
        guard parentMap.indices.contains(parent) else { return (parent, child) }
        return (parentMap[parent], childMaps[parent].flatMap { $0.indices.contains(child) ? $0[child] : nil } ?? child)
    }

    /// What one parent matched: nil when nothing, else the children that did (empty: only
    /// the parent itself).
    struct Match {
        let parent: Int
        let children: [Int]
    }

    /// Tests the next `budget` parents with the app's text functions, folding each text once
    /// (kept in `keys` for the next queries).
    mutating func advance(budget: Int, keys: inout TreeSearchKeys, parentText: ((Parent) -> String)?,
                          childText: ((Child) -> String)?) -> [Match] {
        var found: [Match] = []
        var left = budget
        while left > 0, !isComplete {
            let parent = candidates.map { $0[next] } ?? next
            next += 1
            left -= 1
            var hits: [Int] = []
            if let childText, let list = keys.children(of: parent, texts: { kids[parent].map { $0.map(childText) } }) {
                for (index, key) in list.enumerated() where folded.occurs(in: key) {
                    hits.append(index)
                }
                left -= list.count / 8
            }
            let itself = parentText.map { text in folded.occurs(in: keys.parent(parent) { text(values[parent]) }) } ?? false
            if itself || !hits.isEmpty { found.append(Match(parent: parent, children: hits)) }
        }
        return found
    }
}
