/// What becomes of each wanted item.
enum SnapshotRowKind: UInt8 {
    /// Not in the list yet.
    case new
    /// A row that stays where it is among the others that stay.
    case stays
    /// A row out of order: it moves.
    case moves
}
