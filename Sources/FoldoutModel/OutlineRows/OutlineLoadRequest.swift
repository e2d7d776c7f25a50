/// What an ``OutlineTree/Loader`` is asked: the children of this node.
package struct OutlineLoadRequest<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The node whose children are wanted.
    package let node: OutlineNode
    /// Its identity, if it has one.
    package let id: ID?
    /// The app's number kept with it (``OutlineItem/tag``).
    package let tag: Int
    /// Its level (1 for a root).
    package let level: Int
}
