/// A row of the flattened destinations list, saying what it shows: no placeholders.
public enum VisibleRow: Sendable, Equatable, Hashable {
    /// Destination number `index` (in catalogue order).
    case destination(Int)
    /// Flight number `index` of destination number `destination`.
    case flight(destination: Int, index: Int)

    /// The destination the row belongs to (itself, or a flight's parent).
    public var destination: Int {
        switch self {
        case let .destination(index): return index
        case let .flight(destination, _): return destination
        }
    }
}

/// A change of the visible rows, for a view to apply in order.
public enum DestinationTreeChange: Sendable, Equatable {
    /// Rows now sit at positions `rows` (the rows below moved down).
    case inserted(Range<Int>)
    /// The rows at positions `rows` went (the rows below moved up).
    case removed(Range<Int>)
}
