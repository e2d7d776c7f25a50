/// A node of an ``OutlineTree``: a handle, stable while the node is in the tree (a removed
/// node's handle may later name a new node). Its `index` is small and dense, for an app that
/// keeps its values in an array beside the tree.
public struct OutlineNode: Sendable, Hashable {
    /// The handle's number (0 ..< the tree's ``OutlineTree/capacity``).
    package let index: Int

    /// The node numbered `index` (for an app mapping its own array back to nodes).
    package init(index: Int) { self.index = index }
}
