/// The children of every node of an ``OutlineTree``, by handle: a sibling list
/// (``SiblingRows``) only for the nodes that have children, so a leaf, or a node whose
/// children are not loaded, costs 4 bytes and no list (three nodes in four, in a tree of
/// four children a node), and making a million nodes at once (expand all) makes no list
/// for them.
struct ChildLists: Sendable {
    /// Each node's list: its place in `lists`, or -1 for none.
    private var places: [Int32] = []
    /// The lists of the nodes that have children (emptied ones kept for reuse).
    private var lists: [SiblingRows] = []
    /// The places in `lists` free for reuse.
    private var spare: [Int32] = []

    /// Adds `count` nodes without children at the end (handles `count`…).
    mutating func append(count: Int) {
        places.append(contentsOf: repeatElement(-1, count: count))
    }

    /// Makes room for `capacity` nodes.
    mutating func reserveCapacity(_ capacity: Int) { places.reserveCapacity(capacity) }

    /// Whether node `handle` has no children.
    func isEmpty(_ handle: Int) -> Bool { places[handle] < 0 }

    /// Node `handle`'s children.
    subscript(handle: Int) -> SiblingRows {
        get {
            let place = places[handle]
            return place < 0 ? SiblingRows() : lists[Int(place)]
        }
        _modify {
            let place = places[handle]
            if place >= 0 {
                defer {
                    if lists[Int(place)].isEmpty {
                        places[handle] = -1
                        spare.append(place)
                    }
                }
                yield &lists[Int(place)]
            } else {
                var list = SiblingRows()
                defer {
                    if !list.isEmpty { store(list, for: handle) }
                }
                yield &list
            }
        }
    }

    /// Node `handle`, which has no children, now has `items`, each showing one row (made
    /// without going through the subscript's coroutine: once a parent for expand all).
    mutating func setClosed(_ handle: Int, _ items: [Int32]) {
        guard places[handle] < 0, !items.isEmpty else { return self[handle].setClosed(items) }
        var list = SiblingRows()
        list.setClosed(items)
        store(list, for: handle)
    }

    /// Keeps `list` as the children of node `handle`, which had none: in a spare place if there
    /// is one, else at the end.
    @inline(__always)
    private mutating func store(_ list: SiblingRows, for handle: Int) {
        if let free = spare.popLast() {
            lists[Int(free)] = list
            places[handle] = free
        } else {
            places[handle] = Int32(lists.count)
            lists.append(list)
        }
    }

    /// Sums node `handle`'s children's rows again in place (`rows(child)`); their total.
    mutating func resum(_ handle: Int, _ rows: (Int32) -> Int) -> Int {
        let place = places[handle]
        return place < 0 ? 0 : lists[Int(place)].resum(rows)
    }

    /// Every node closed: every list's siblings show one row each.
    mutating func setAllOnes() {
        for place in lists.indices where !lists[place].isEmpty { lists[place].setAllOnes() }
    }
}

extension ChildLists: Equatable {
    /// The same children for every node (wherever the lists are kept).
    static func == (lhs: ChildLists, rhs: ChildLists) -> Bool {
        guard lhs.places.count == rhs.places.count else { return false }
        return lhs.places.indices.allSatisfy { lhs[$0] == rhs[$0] }
    }
}
