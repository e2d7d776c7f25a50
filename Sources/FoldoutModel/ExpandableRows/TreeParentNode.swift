/// A parent of an ``ExpandableTree`` as ``TreeParents`` stores it, in 8 bytes: its children's
/// count and state, and whether it is open. Not nested in the generic `TreeParents`: a type
/// nested there would be generic over the tree's id too, and the million-parent paths, which the
/// generic controllers call unspecialised, would reach every node through its metadata.
struct TreeParentNode: Sendable, Equatable {
    var count: Int32
    var state: UInt8
    var expanded: Bool

    static let loaded: UInt8 = 0, unloaded: UInt8 = 1, loading: UInt8 = 2, failed: UInt8 = 3

    /// The rows it shows: itself, and its children (or the status row) when open.
    var span: Int {
        guard expanded else { return 1 }
        switch state {
        case Self.loaded: return 1 + Int(count)
        case Self.loading, Self.failed: return 2
        default: return 1
        }
    }

    /// A parent whose children are `children`, open when `expanded`.
    init(children: ExpandableChildren, expanded: Bool) {
        self.expanded = expanded
        switch children {
        case let .loaded(count):
            self.count = Int32(clamping: count)
            state = Self.loaded
        case .unloaded:
            count = 0
            state = Self.unloaded
        case .loading:
            count = 0
            state = Self.loading
        case .failed:
            count = 0
            state = Self.failed
        }
    }
}
