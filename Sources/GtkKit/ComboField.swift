import CGtk

/// The widget type of ``ComboField``: a GtkEventBox whose accessible (a container accessible,
/// so the field's text label is its child, read as the chosen value) adds EXPANDABLE/EXPANDED.
@MainActor
private let comboFieldType = ExpandableType.register(
    name: "FoldoutComboField", widgetParent: gtk_event_box_get_type(),
    accessibleParent: gtk_container_accessible_get_type(), cssName: "combofield")

/// A focusable field that opens a drawer (the face of a custom combo box): it takes clicks and
/// keys, and screen readers see it as expandable, and expanded while its drawer is open.
/// Give it the combo-box role and a name with ``Widget/setAccessibleRole(_:)`` and
/// ``Widget/setAccessibleName(_:)``. Its CSS node name is `combofield`.
@MainActor
public final class ComboField: Container {
    /// Makes a focusable field.
    public convenience init() {
        let pointer = g_object_new_with_properties(comboFieldType, 0, nil, nil)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
        setFlag(expandableFlagKey, true)
        canFocus = true
        gtk_widget_add_events(widget, Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue))
    }

    /// Whether the field is expanded: screen readers hear EXPANDED (the change is announced)
    /// and CSS sees GTK's `:checked` state (`combofield:checked`). The one place this state lives.
    public var expanded: Bool {
        get { expandedState }
        set { expandedState = newValue }
    }

    /// Calls `handler` on a primary-button press on the field (the field takes the focus first).
    @discardableResult
    public func onPrimaryPress(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.buttonPressEvent) { [weak self] event in
            guard let event else { return false }
            let gdkEvent = event.assumingMemoryBound(to: GdkEvent.self)
            var button: guint = 0
            guard gdk_event_get_event_type(gdkEvent) == GDK_BUTTON_PRESS,
                  gdk_event_get_button(gdkEvent, &button) != 0, button == 1 else { return false }
            self?.grabFocus()
            handler()
            return true
        }
    }
}
