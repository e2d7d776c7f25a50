/// What an edit of a settings menu's rows changed (``SettingsMenuState/insertRow(id:section:at:)``,
/// ``SettingsMenuState/removeRow(id:)``, ``SettingsMenuState/updateRow(id:)``), for the view to
/// follow in order.
public enum MenuRowChange: Sendable, Equatable {
    /// A row came at this position.
    case inserted(MenuPosition)
    /// The row at this position went.
    case removed(MenuPosition)
    /// The row at this position shows its option anew (built again).
    case updated(MenuPosition)
    /// The keyboard focus is now on this row (its own went, or moved), nil: on none.
    case focused(MenuPosition?)
}
