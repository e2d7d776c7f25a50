/// A visible row of an ``OutlineTree``: a node, or the place of a node's children still
/// loading (or that failed to load) beneath it.
public enum OutlineRow: Sendable, Hashable {
    /// The node's own row.
    case node(OutlineNode)
    /// The row beneath an open node whose children are loading ("Loading…") or failed to load
    /// (the reason, with Retry).
    case status(OutlineNode)

    /// The node the row shows, or whose children's status it shows.
    package var node: OutlineNode {
        switch self {
        case let .node(node), let .status(node): return node
        }
    }
}
