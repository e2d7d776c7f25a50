/// The identities a tree is handed, checked before anything changes: an id given twice (among
/// the new nodes, or already in the tree where it stays) is refused with a
/// ``DuplicateIDError`` naming both places, and the tree keeps what it was.
extension OutlineTree {
    /// Where new nodes go: under the roots, or under a parent at its path.
    struct NewPlace {
        /// The parent's path (empty for the roots).
        var path: [Int]
        /// The ids of the parent and the nodes above it as text, top first (empty for the roots).
        var parentIDs: [String?]
        /// The place of the first new node among its siblings.
        var start: Int

        static var roots: NewPlace { NewPlace(path: [], parentIDs: [], start: 0) }
    }

    /// Checks that every id of `items` (to any depth, going at `place`) is given once, and is
    /// not among the ids `taken` places (nil: free).
    /// - Throws: ``DuplicateIDError`` for the first id found twice (depth first).
    static func check(
        _ items: [Item], under place: NewPlace, seen: inout [ID: DuplicateIDPlace],
        taken: (ID) -> DuplicateIDPlace?
    ) throws(DuplicateIDError) {
        // Depth first, in order: each entry the item, its path and the ids above it.
        var stack: [(item: Item, path: [Int], parentIDs: [String?])] = []
        for (offset, item) in items.enumerated().reversed() {
            stack.append((item, place.path + [place.start + offset], place.parentIDs))
        }
        while let (item, path, parentIDs) = stack.popLast() {
            if let id = item.id {
                let here = DuplicateIDPlace(path: path, parentIDs: parentIDs)
                if let first = taken(id) ?? seen[id] { throw DuplicateIDError(id: String(describing: id), first: first, second: here) }
                seen[id] = here
            }
            guard let children = item.children else { continue }
            let above = parentIDs + [item.id.map { String(describing: $0) }]
            for (offset, child) in children.enumerated().reversed() {
                stack.append((child, path + [offset], above))
            }
        }
    }

    /// Where `node` is in the tree: its path from the roots and the ids above it.
    func place(of node: OutlineNode) -> DuplicateIDPlace {
        var path: [Int] = []
        var parentIDs: [String?] = []
        var current: OutlineNode? = node
        while let here = current {
            path.append(indexAmongSiblings(here) ?? 0)
            current = parent(of: here)
            if let above = current { parentIDs.append(id(of: above).map { String(describing: $0) }) }
        }
        return DuplicateIDPlace(path: path.reversed(), parentIDs: parentIDs.reversed())
    }

    /// Where the children of `parent` (the roots for nil) go, from `index`.
    func newPlace(under parent: OutlineNode?, at index: Int) -> NewPlace {
        guard let parent else { return NewPlace(path: [], parentIDs: [], start: index) }
        let above = place(of: parent)
        return NewPlace(path: above.path, parentIDs: above.parentIDs + [id(of: parent).map { String(describing: $0) }], start: index)
    }

    /// Whether `node` is beneath `ancestor` (not `ancestor` itself).
    func isBeneath(_ node: OutlineNode, _ ancestor: OutlineNode) -> Bool {
        var current = parent(of: node)
        while let here = current {
            if here == ancestor { return true }
            current = parent(of: here)
        }
        return false
    }
}
