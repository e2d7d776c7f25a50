import CFoldoutGtk

/// A `GtkButton`.
@MainActor
public final class Button: Container {
    /// Makes a button with a text label (and an optional mnemonic underscore).
    public convenience init(label: String, mnemonic: Bool = false) {
        let pointer = mnemonic ? gtk_button_new_with_mnemonic(label) : gtk_button_new_with_label(label)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
    }

    /// Makes a button showing a themed icon; give it an accessible name and tooltip.
    public convenience init(iconName: String, tooltip: String) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)))
        setTooltip(tooltip)
        setAccessibleName(tooltip)
    }

    /// Adds an icon before the label.
    package func setIcon(_ iconName: String) {
        let image = gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(foldout_button(raw), image)
        gtk_button_set_always_show_image(foldout_button(raw), 1)
    }

    /// The label text.
    package var label: String {
        get { gtk_button_get_label(foldout_button(raw)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(foldout_button(raw), newValue) }
    }

    /// Calls `handler` when the button is clicked or activated.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.clicked, handler)
    }

    /// The detailed action the button triggers (e.g. `win.show-help-overlay`).
    public func setAction(_ detailedName: String) {
        gtk_actionable_set_detailed_action_name(OpaquePointer(raw), detailedName)
    }
}
