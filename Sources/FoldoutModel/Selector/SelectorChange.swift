/// What ``SelectorState/replaceOptions(_:)`` changed, for the view to follow: the options'
/// rows that went (bottom up, each index counted before it went), then those that came (top
/// down, each index where it ends up), then those that stayed with a new title, then the
/// choice and the highlight when they changed.
public enum SelectorChange: Sendable, Equatable {
    /// The row of the option at `index` went.
    case removed(index: Int)
    /// A row for the new option at `index` came.
    case inserted(index: Int)
    /// The option at `index` stayed (same ``SelectorOption/id``) with a new value: its row
    /// shows its new title.
    case updated(index: Int)
    /// The chosen option is now at `index`; nil: its option went, so nothing is chosen.
    case chosen(index: Int?)
    /// The highlight (while the drawer is open) is now on `index`.
    case highlighted(index: Int?)
}
