/// A row of an expandable list, saying what it shows: a parent, one of its children, or the
/// place of children still loading (or that failed to load).
public enum ExpandableTreeRow: Sendable, Equatable, Hashable {
    /// Parent number `index`.
    case parent(Int)
    /// Child number `index` of parent number `parent`.
    case child(parent: Int, index: Int)
    /// The row beneath an open parent whose children are loading ("Loading…") or failed to
    /// load (the reason, with Retry).
    case status(parent: Int)

    /// The parent the row belongs to (itself, or a child's parent).
    package var parent: Int {
        switch self {
        case let .parent(index): return index
        case let .child(parent, _), let .status(parent): return parent
        }
    }
}
