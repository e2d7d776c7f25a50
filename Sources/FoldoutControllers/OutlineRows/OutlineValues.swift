/// The app's values of an outline's nodes, by the tag the tree keeps with each node
/// (``/FoldoutModel/OutlineItem/tag``): kept as the arrays the app handed them in (its roots,
/// each node's children), neither copied nor appended one by one, so that opening a hundred
/// thousand parents at once (expand all) costs one array kept a parent. A tag names the array
/// (high 32 bits) and the place in it (low 32 bits); an array whose values were all forgotten
/// (their nodes removed) is let go.
struct OutlineValues<Node>: ExpressibleByArrayLiteral {
    /// The arrays as handed in, each emptied once all its values are forgotten.
    private var lists: [[Node]] = []
    /// How many values of each array are not forgotten.
    private var live: [Int] = []

    /// Values `elements`, tagged from 0 on.
    init(arrayLiteral elements: Node...) {
        if !elements.isEmpty { _ = append(elements) }
    }

    /// Keeps `nodes`; returns the first one's tag (node i's is the first's + i).
    @inline(__always)
    mutating func append(_ nodes: [Node]) -> Int {
        let tag = lists.count << 32
        lists.append(nodes)
        live.append(nodes.count)
        return tag
    }

    /// The value tagged `tag`, nil for no such tag (or a forgotten array).
    @inline(__always)
    subscript(tag: Int) -> Node? {
        guard let (list, place) = locate(tag), place < lists[list].count else { return nil }
        return lists[list][place]
    }

    /// The value tagged `tag` is now `value` (nothing for no such tag).
    mutating func replace(_ tag: Int, with value: Node) {
        guard let (list, place) = locate(tag), place < lists[list].count else { return }
        lists[list][place] = value
    }

    /// The node tagged `tag` went: once every value of its array went, the array goes.
    mutating func forget(_ tag: Int) {
        guard let (list, place) = locate(tag), place < lists[list].count, live[list] > 0 else { return }
        live[list] -= 1
        if live[list] == 0 { lists[list] = [] }
    }

    @inline(__always)
    private func locate(_ tag: Int) -> (list: Int, place: Int)? {
        guard tag >= 0 else { return nil }
        let list = tag >> 32
        return list < lists.count ? (list, tag & 0xFFFF_FFFF) : nil
    }
}
