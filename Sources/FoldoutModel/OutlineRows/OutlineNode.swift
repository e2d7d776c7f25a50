/// A node of an ``OutlineTree``: a handle, stable while the node is in the tree (a removed
/// node's handle may later name a new node). Its ``index`` is small and dense, for an app that
/// keeps its values in an array beside the tree.
public struct OutlineNode: Sendable, Hashable, Comparable {
    /// The handle's number (0 ..< the tree's ``OutlineTree/capacity``).
    public let index: Int

    /// The node numbered `index` (for an app mapping its own array back to nodes).
    public init(index: Int) { self.index = index }

    /// Orders handles by their number (not by place in the tree).
    public static func < (lhs: OutlineNode, rhs: OutlineNode) -> Bool { lhs.index < rhs.index }
}
