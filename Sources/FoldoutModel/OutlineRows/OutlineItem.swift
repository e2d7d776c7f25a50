/// A node as an app hands it to an ``OutlineTree``: its identity (optional: nodes without one
/// are found by handle or place only) and its children, known, to be loaded when it first
/// opens, or none.
package struct OutlineItem<ID: Hashable & Sendable>: Sendable, Equatable {
    /// The app's identity of the node, unique in the tree; nil for none.
    package var id: ID?
    /// The children, when known.
    package var children: [OutlineItem]?
    /// Whether the node may have children that are not known yet (loaded when it first opens).
    package var hasUnloadedChildren: Bool
    /// A number of the app's the tree keeps with the node (``OutlineTree/tag(of:)``), e.g. the
    /// place of its value in the app's storage; -1 for none.
    package var tag: Int

    /// A node with `children` (none: a leaf).
    package init(id: ID?, tag: Int = -1, children: [OutlineItem] = []) {
        self.id = id
        self.tag = tag
        self.children = children
        hasUnloadedChildren = false
    }

    /// A node whose children are loaded when it first opens.
    package static func unloaded(id: ID?, tag: Int = -1) -> OutlineItem {
        var item = OutlineItem(id: id, tag: tag)
        item.children = nil
        item.hasUnloadedChildren = true
        return item
    }
}
