import CFoldoutGtk

/// The size a themed icon is drawn at (`GtkIconSize`).
public enum IconSize: Sendable, CaseIterable {
    /// In a menu (16 px).
    case menu
    /// In a small toolbar (16 px).
    case smallToolbar
    /// In a large toolbar (24 px).
    case largeToolbar
    /// On a button (16 px).
    case button
    /// Dragged (32 px).
    case dragAndDrop
    /// In a dialog (48 px).
    case dialog

    var gtk: GtkIconSize {
        switch self {
        case .menu: GTK_ICON_SIZE_MENU
        case .smallToolbar: GTK_ICON_SIZE_SMALL_TOOLBAR
        case .largeToolbar: GTK_ICON_SIZE_LARGE_TOOLBAR
        case .button: GTK_ICON_SIZE_BUTTON
        case .dragAndDrop: GTK_ICON_SIZE_DND
        case .dialog: GTK_ICON_SIZE_DIALOG
        }
    }
}
