/// One node of an ``OutlineTree`` as the tree keeps it, in 20 bytes (a million nodes touch
/// 20 MB, not 24). Not nested in the generic `OutlineTree`: a type nested there would be generic
/// over the tree's id too, and the million-node paths, which the generic controller calls
/// unspecialised, would reach every slot through its metadata.
struct OutlineSlot: Sendable, Equatable {
    /// The parent's handle; -1 for a root.
    var parent: Int32
    /// The node's place among its siblings.
    var index: Int32
    /// ``rows``, kept in 32 bits: a tree of 2^31 rows would not fit in memory anyway.
    private var rowCount: Int32
    /// Counts the lives of the handle (a removed node's handle may come back as another).
    var generation: UInt32
    var state: UInt8
    var expanded: Bool

    init(parent: Int32, index: Int32, rows: Int, state: UInt8, expanded: Bool, generation: UInt32) {
        self.parent = parent
        self.index = index
        rowCount = Int32(truncatingIfNeeded: rows)
        self.generation = generation
        self.state = state
        self.expanded = expanded
    }

    /// The rows it shows: itself, and its children's rows (or the status row) when open.
    var rows: Int {
        get { Int(rowCount) }
        set { rowCount = Int32(truncatingIfNeeded: newValue) }
    }
}
