/// Edits by the app's identities: each finds its nodes by ``OutlineTree/node(id:)`` and does
/// what the edit by node does; an id not in the tree changes nothing (and returns no change).
extension OutlineTree {
    /// Inserts `items` as children `index` of the node `parentID` (the roots for nil).
    @discardableResult
    public mutating func insert(_ items: [OutlineItem], at index: Int, underID parentID: String?) -> [OutlineChange] {
        guard let parentID else { return insert(items, at: index, under: nil) }
        guard let parent = node(id: parentID) else { return [] }
        return insert(items, at: index, under: parent)
    }

    /// Removes the node `id` with everything beneath it.
    @discardableResult
    public mutating func remove(id: String) -> [OutlineChange] {
        node(id: id).map { remove($0) } ?? []
    }

    /// The node `id` changed: its row re-binds.
    @discardableResult
    public mutating func update(id: String) -> [OutlineChange] {
        node(id: id).map { update($0) } ?? []
    }

    /// Moves the node `id` to be child `index` of the node `parentID` (the roots for nil).
    @discardableResult
    public mutating func move(id: String, toParentID parentID: String?, at index: Int) -> [OutlineChange] {
        guard let moved = node(id: id) else { return [] }
        guard let parentID else { return move(moved, to: nil, at: index) }
        guard let parent = node(id: parentID) else { return [] }
        return move(moved, to: parent, at: index)
    }

    /// The children of the node `id` are `items` (loaded, or loaded again).
    @discardableResult
    public mutating func setChildren(_ items: [OutlineItem], ofID id: String) -> [OutlineChange] {
        node(id: id).map { setChildren(items, of: $0) } ?? []
    }

    /// Opens the node `id` (see ``expand(_:load:)``).
    public mutating func expand(id: String, load: Loader? = nil) -> OutlineChange? {
        node(id: id).flatMap { expand($0, load: load) }
    }

    /// Closes the node `id`.
    public mutating func collapse(id: String) -> OutlineChange? {
        node(id: id).flatMap { collapse($0) }
    }

    /// The identities of the open nodes (O(n)).
    public var expandedIDs: Set<String> {
        var result = Set<String>()
        var stack = rootNodes
        while let node = stack.popLast() {
            if isExpanded(node), let id = id(of: node) { result.insert(id) }
            stack += children(of: node)
        }
        return result
    }
}
