/// The folded texts (``SearchText``) of a tree's parents and of their loaded children, made as
/// each is first searched and kept with them as the tree changes: every query after the first
/// only compares. Positions are the whole tree's (not the results'). Kept in the model, beside
/// the row store it stands on, so that its code is specialised for its one element type.
package struct TreeSearchKeys: Sendable {
    private var parents: RowStore<SearchText?>
    /// Nil: not folded yet (or the children were not loaded when last asked).
    private var children: RowStore<[SearchText]?>

    /// Room for `count` parents, none folded.
    package init(count: Int) {
        parents = RowStore(repeating: nil, count: count)
        children = RowStore(repeating: nil, count: count)
    }

    /// The number of parents kept.
    package var count: Int { parents.count }

    /// Parent `position`'s folded text, folding `text()` the first time.
    package mutating func parent(_ position: Int, text: () -> String) -> SearchText {
        if let key = parents[position] { return key }
        let key = SearchText(text())
        parents[position] = key
        return key
    }

    /// The folded texts of parent `position`'s children, folding `texts()` the first time; nil
    /// while they are not loaded (`texts()` gives nil).
    package mutating func children(of position: Int, texts: () -> [String]?) -> [SearchText]? {
        if let keys = children[position] { return keys }
        guard let keys = texts()?.map(SearchText.init) else { return nil }
        children[position] = keys
        return keys
    }

    /// `count` parents came in at `position`.
    package mutating func inserted(_ count: Int, at position: Int) {
        parents.insert(contentsOf: Array(repeating: nil, count: count), at: position)
        children.insert(contentsOf: Array(repeating: nil, count: count), at: position)
    }

    /// The parents of `range` went.
    package mutating func removed(_ range: Range<Int>) {
        _ = parents.remove(range)
        _ = children.remove(range)
    }

    /// Parent `position` changed (its children did not).
    package mutating func parentChanged(at position: Int) { parents[position] = nil }

    /// Parent `position`'s children changed, or were loaded.
    package mutating func childrenChanged(of position: Int) { children[position] = nil }

    /// Parent `from` moved to `to`, with its children.
    package mutating func moved(from: Int, to: Int) {
        parents.move(from: from, to: to)
        children.move(from: from, to: to)
    }
}
