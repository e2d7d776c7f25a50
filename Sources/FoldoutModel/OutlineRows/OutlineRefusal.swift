/// Children an ``OutlineTree`` refused as they came (a loader's, or ``OutlineTree/setChildren(_:of:)``'s):
/// they held an id the tree has elsewhere, or one twice. Their node shows why, with Retry; the
/// app drops the values it kept for them.
package struct OutlineRefusal: Sendable, Equatable {
    /// The node whose children were refused.
    package let node: OutlineNode
    /// Why: the id and both places.
    package let error: DuplicateIDError
    /// The tags the refused items carried (``OutlineItem/tag``), to any depth.
    package let tags: [Int]

    package init(node: OutlineNode, error: DuplicateIDError, tags: [Int]) {
        self.node = node
        self.error = error
        self.tags = tags
    }
}
