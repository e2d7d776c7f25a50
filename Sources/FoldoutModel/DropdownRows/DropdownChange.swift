/// A change the view applies in order; each index is valid against the list
/// as it is after the preceding changes of the same batch.
public enum DropdownChange<Item: DropdownListItem>: Equatable, Sendable {
    /// `item` was inserted so that it now sits at `index`.
    case inserted(index: Int, item: Item)
    /// `item` was removed from `index`.
    case removed(index: Int, item: Item)
    /// The row at `index` unfolded its action bar.
    case opened(index: Int)
    /// The row at `index` folded its action bar away.
    case closed(index: Int)
    /// The item at `index` changed (same id): the row showing it shows `item`.
    case updated(index: Int, item: Item)
    /// `item` moved from `from` to `to` (each counted in the list as it is before and after).
    case moved(from: Int, to: Int, item: Item)
}
