/// What a settings menu's state changed (its edits, its search, its focus), for the view to
/// follow in order: rows that came, went or were built anew; rows and sections a search showed
/// or hid; where the keyboard focus is.
package enum MenuRowChange: Sendable, Equatable {
    /// A row came at this position.
    case inserted(MenuPosition)
    /// The row at this position went.
    case removed(MenuPosition)
    /// The row at this position shows its option anew (built again).
    case updated(MenuPosition)
    /// The row at this position shows again (a search found it, or ended).
    case shown(MenuPosition)
    /// The row at this position is hidden (a search did not find it).
    case hidden(MenuPosition)
    /// Section `section` shows again, under its title (a search found one of its rows, or ended).
    case sectionShown(Int)
    /// Section `section` and its title are hidden (a search found none of its rows).
    case sectionHidden(Int)
    /// The keyboard focus is now on this row (its own went, or moved), nil: on none.
    case focused(MenuPosition?)
}
