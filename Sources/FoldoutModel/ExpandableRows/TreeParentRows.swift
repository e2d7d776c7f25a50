/// What a tree's parents sum (``RowSummary`` of ``TreeParentNode``): the rows they show,
/// themselves and their open children, and how many of them are open. The parent showing a
/// row, a parent's first row and the open parents are found from these in O(log n).
struct TreeParentRows: RowSummary {
    /// The rows shown.
    var rows = 0
    /// The open parents.
    var open = 0

    static var zero: Self { Self() }

    init() {}

    init(of node: TreeParentNode) {
        rows = node.span
        open = node.expanded ? 1 : 0
    }

    mutating func add(_ other: Self) {
        rows += other.rows
        open += other.open
    }

    mutating func subtract(_ other: Self) {
        rows -= other.rows
        open -= other.open
    }
}
