/// A change of an ``OutlineTree``'s visible rows, for a view to apply: every function changing
/// the rows returns the fewest of these that say it, one for any expand or collapse (of a
/// node, a subtree, or the whole tree).
package enum OutlineChange: Sendable, Equatable {
    /// Rows now sit at positions `range` (the rows below moved down).
    case inserted(Range<Int>)
    /// The rows at positions `range` went (the rows below moved up).
    case removed(Range<Int>)
    /// The rows at positions `range` show something else (re-bind them).
    case updated(Range<Int>)
    /// The rows at positions `range` went and `count` rows took their place (the rows below
    /// moved by the difference): a subtree opened or closed at several levels at once.
    case replaced(Range<Int>, count: Int)
}

extension OutlineChange: RowEditing {
    package func appendEdits(to edits: inout [RowEdit]) {
        switch self {
        case let .inserted(range): edits.append(.inserted(range))
        case let .removed(range): edits.append(.removed(range))
        case let .updated(range): edits.append(.updated(range))
        case let .replaced(range, count):
            edits.append(.removed(range))
            edits.append(.inserted(range.lowerBound..<range.lowerBound + count))
        }
    }
}
