import CFoldoutGtk

/// A `GtkToggleButton`.
@MainActor
public final class ToggleButton: Container {
    /// Makes a toggle button showing a themed icon, named `title` for screen readers and tooltips.
    public convenience init(iconName: String, title: String) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_toggle_button_new()))
        add(Image(iconName: iconName))
        setTooltip(title)
        setAccessibleName(title)
    }

    /// Whether the button is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(foldout_toggle_button(raw)) != 0 }
        set { gtk_toggle_button_set_active(foldout_toggle_button(raw), newValue ? 1 : 0) }
    }

    /// Calls `handler` when the button is toggled (by a person or by code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.toggled, handler)
    }
}
