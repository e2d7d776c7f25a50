/// A change of the visible rows, for a view to apply.
package enum ExpandableTreeChange: Sendable, Equatable {
    /// Rows now sit at positions `rows` (the rows below moved down).
    case inserted(Range<Int>)
    /// The rows at positions `rows` went (the rows below moved up).
    case removed(Range<Int>)
    /// The rows at positions `rows` show something else (re-bind them).
    case updated(Range<Int>)
}
