/// What an ``OutlineTree/Loader`` is asked: the children of this node.
public struct OutlineLoadRequest: Sendable, Hashable {
    /// The node whose children are wanted.
    public let node: OutlineNode
    /// Its identity, if it has one.
    public let id: String?
    /// The app's number kept with it (``OutlineItem/tag``).
    public let tag: Int
    /// Its level (1 for a root).
    public let level: Int
}
