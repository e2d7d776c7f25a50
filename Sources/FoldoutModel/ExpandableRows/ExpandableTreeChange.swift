/// A change of the visible rows, for a view to apply.
package enum ExpandableTreeChange: Sendable, Equatable {
    /// Rows now sit at positions `rows` (the rows below moved down).
    case inserted(Range<Int>)
    /// The rows at positions `rows` went (the rows below moved up).
    case removed(Range<Int>)
    /// The rows at positions `rows` show something else (re-bind them).
    case updated(Range<Int>)
}

extension ExpandableTreeChange: RowEditing {
    package func appendEdits(to edits: inout [RowEdit]) {
        switch self {
        case let .inserted(range): edits.append(.inserted(range))
        case let .removed(range): edits.append(.removed(range))
        case let .updated(range): edits.append(.updated(range))
        }
    }
}
