/// The app's values of an outline's nodes, by the tag the tree keeps with each node
/// (``/FoldoutModel/OutlineItem/tag``): kept as the arrays the app handed them in (its roots,
/// each node's children), neither copied nor appended one by one, so that opening a hundred
/// thousand parents at once (expand all) costs one array kept a parent. A tag names the array
/// (high 32 bits) and the place in it (low 32 bits); an array whose values were all forgotten
/// (their nodes removed) is let go.
struct OutlineValues<Node>: ExpressibleByArrayLiteral {
    /// The arrays as handed in, each emptied once all its values are forgotten.
    private var lists: [[Node]] = []
    /// How many values each array holds (0 once let go): read without the arrays, whose
    /// type unspecialised code looks up at each use.
    private var counts: [Int] = []
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
        counts.append(nodes.count)
        live.append(nodes.count)
        return tag
    }

    /// The value tagged `tag`, nil for no such tag (or a forgotten array).
    @inline(__always)
    subscript(tag: Int) -> Node? { contains(tag) ? lists[tag >> 32][tag & 0xFFFF_FFFF] : nil }

    /// Whether a value is tagged `tag`.
    @inline(__always)
    func contains(_ tag: Int) -> Bool {
        guard let (list, place) = locate(tag) else { return false }
        return place < counts[list]
    }

    /// The value tagged `tag`, which must be there (``contains(_:)``): no optional made, which
    /// costs unspecialised code a look-up of its type.
    @inline(__always)
    func value(_ tag: Int) -> Node { lists[tag >> 32][tag & 0xFFFF_FFFF] }

    /// The value tagged `tag` is now `value` (nothing for no such tag).
    mutating func replace(_ tag: Int, with value: Node) {
        guard contains(tag) else { return }
        lists[tag >> 32][tag & 0xFFFF_FFFF] = value
    }

    /// The node tagged `tag` went: once every value of its array went, the array goes.
    mutating func forget(_ tag: Int) {
        guard contains(tag) else { return }
        let list = tag >> 32
        live[list] -= 1
        if live[list] == 0 {
            lists[list] = []
            counts[list] = 0
        }
    }

    @inline(__always)
    private func locate(_ tag: Int) -> (list: Int, place: Int)? {
        guard tag >= 0 else { return nil }
        let list = tag >> 32
        return list < counts.count ? (list, tag & 0xFFFF_FFFF) : nil
    }
}
