/// Edits by the app's identities: each finds its nodes by ``OutlineTree/node(id:)`` and does
/// what the edit by node does; an id not in the tree changes nothing (and returns no change).
/// The edits that bring nodes refuse an id the tree would then hold twice
/// (``DuplicateIDError``), the tree left as it was.
extension OutlineTree {
    /// Inserts `items` as children `index` of the node `parentID` (the roots for nil).
    /// - Throws: ``DuplicateIDError`` when an id of `items` (at any depth) is in the tree
    ///   already or given twice among them: the first place (in the tree, or among `items`)
    ///   and where the second would go; nothing changes.
    @discardableResult
    package mutating func insert(_ items: [Item], at index: Int, underID parentID: ID?) throws(DuplicateIDError) -> [OutlineChange] {
        let parent = parentID.flatMap { node(id: $0) }
        if parentID != nil, parent == nil { return [] }
        let start = min(max(0, index), children(of: parent).count)
        var seen: [ID: DuplicateIDPlace] = [:]
        let tree = self
        try Self.check(items, under: newPlace(under: parent, at: start), seen: &seen) { id in
            tree.node(id: id).map { tree.place(of: $0) }
        }
        return insert(items, at: index, under: parent)
    }

    /// Removes the node `id` with everything beneath it.
    @discardableResult
    package mutating func remove(id: ID) -> [OutlineChange] {
        node(id: id).map { remove($0) } ?? []
    }

    /// The node `id` changed: its row re-binds.
    @discardableResult
    package mutating func update(id: ID) -> [OutlineChange] {
        node(id: id).map { update($0) } ?? []
    }

    /// Moves the node `id` to be child `index` of the node `parentID` (the roots for nil).
    @discardableResult
    package mutating func move(id: ID, toParentID parentID: ID?, at index: Int) -> [OutlineChange] {
        guard let moved = node(id: id) else { return [] }
        guard let parentID else { return move(moved, to: nil, at: index) }
        guard let parent = node(id: parentID) else { return [] }
        return move(moved, to: parent, at: index)
    }

    /// The children of the node `id` are `items` (loaded, or loaded again).
    /// - Throws: ``DuplicateIDError`` when an id of `items` (at any depth) is given twice
    ///   among them, or is in the tree outside the children they replace (the node `id`
    ///   itself included): both places; nothing changes.
    @discardableResult
    package mutating func setChildren(_ items: [Item], ofID id: ID) throws(DuplicateIDError) -> [OutlineChange] {
        guard let parent = node(id: id) else { return [] }
        return try checkedSetChildren(items, of: parent)
    }

    /// ``setChildren(_:of:)``, once the ids of `items` are checked as
    /// ``setChildren(_:ofID:)`` checks them (for a node with or without an id).
    package mutating func checkedSetChildren(_ items: [Item], of parent: OutlineNode) throws(DuplicateIDError) -> [OutlineChange] {
        guard contains(parent) else { return [] }
        var seen: [ID: DuplicateIDPlace] = [:]
        let tree = self
        try Self.check(items, under: newPlace(under: parent, at: 0), seen: &seen) { id in
            // The ids beneath the node go with its children: they may come back.
            guard let existing = tree.node(id: id), !tree.isBeneath(existing, parent) else { return nil }
            return tree.place(of: existing)
        }
        return setChildren(items, of: parent)
    }

    /// Opens the node `id` (see ``expand(_:load:)``).
    package mutating func expand(id: ID, load: Loader? = nil) -> OutlineChange? {
        node(id: id).flatMap { expand($0, load: load) }
    }

    /// Closes the node `id`.
    package mutating func collapse(id: ID) -> OutlineChange? {
        node(id: id).flatMap { collapse($0) }
    }

    /// The identities of the open nodes (O(n)).
    package var expandedIDs: Set<ID> {
        var result = Set<ID>()
        var stack = rootNodes
        while let node = stack.popLast() {
            if isExpanded(node), let id = id(of: node) { result.insert(id) }
            stack += children(of: node)
        }
        return result
    }
}
