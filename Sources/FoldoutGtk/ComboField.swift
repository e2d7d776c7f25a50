import CFoldoutGtk

/// The widget type of ``ComboField``: a GtkEventBox whose accessible (a container accessible,
/// its face's label a child) adds EXPANDABLE/EXPANDED and, as GTK's own combo box accessible
/// does, AtkSelection with the chosen option as its one selected object: screen readers read
/// that as the combo box's value.
@MainActor
private let comboFieldType: GType = {
    let types = ExpandableType.register(
        name: "FoldoutComboField", widgetParent: gtk_event_box_get_type(),
        accessibleParent: gtk_container_accessible_get_type(), cssName: "combofield")
    var selection = GInterfaceInfo()
    selection.interface_init = { iface, _ in
        guard let iface = foldout_atk_selection_iface(iface) else { return }
        iface.pointee.get_selection_count = { selection in chosenOption(of: UnsafeMutableRawPointer(selection)) == nil ? 0 : 1 }
        iface.pointee.ref_selection = { selection, index in
            guard index == 0, let option = chosenOption(of: UnsafeMutableRawPointer(selection)) else { return nil }
            return g_object_ref(gtk_widget_get_accessible(option))?.assumingMemoryBound(to: AtkObject.self)
        }
        // The chosen option is not one of the field's own children, and only the drawer chooses.
        iface.pointee.is_child_selected = { _, _ in 0 }
        iface.pointee.add_selection = { _, _ in 0 }
        iface.pointee.remove_selection = { _, _ in 0 }
        iface.pointee.clear_selection = { _ in 0 }
    }
    g_type_add_interface_static(types.accessible, atk_selection_get_type(), &selection)
    return types.widget
}()

/// The key under which a combo field keeps (a reference to) its chosen option's widget.
private let chosenOptionKey = "foldout-chosen-option"

/// The chosen option's widget of the combo field whose accessible is `accessible`.
private func chosenOption(of accessible: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    guard let field = Widget.widget(of: accessible), let option = g_object_get_data(foldout_object(field), chosenOptionKey) else { return nil }
    return foldout_widget(option)
}

/// A focusable field that opens a drawer (the face of a custom combo box): it takes clicks and
/// keys, and screen readers see it as expandable, and expanded while its drawer is open.
/// Give it the combo-box role and a name with ``Widget/setAccessibleRole(_:)`` and
/// ``Widget/setAccessibleName(_:)``. Its CSS node name is `combofield`.
@MainActor
package final class ComboField: Container {
    /// Makes a focusable field.
    package convenience init() {
        let pointer = g_object_new_with_properties(comboFieldType, 0, nil, nil)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
        setFlag(expandableFlagKey, true)
        canFocus = true
        gtk_widget_add_events(widget, Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue))
    }

    /// Whether the field is expanded: screen readers hear EXPANDED (the change is announced)
    /// and CSS sees GTK's `:checked` state (`combofield:checked`). The one place this state lives.
    package var expanded: Bool {
        get { expandedState }
        set { expandedState = newValue }
    }

    /// Shows `option` (a widget whose accessible name is the option's text, such as its row in
    /// the drawer) as chosen, or nothing: screen readers read it as the combo box's value, on
    /// focus and on Where Am I, and hear the change. `hint` is the field's description while
    /// nothing is chosen (e.g. "Select a Sport"); with a value there is no description, as on
    /// GTK's own combo boxes.
    package func setChosen(_ option: Widget?, hint: String) {
        if let option {
            g_object_set_data_full(gobject, chosenOptionKey, g_object_ref(option.raw), { g_object_unref($0) })
        } else {
            g_object_set_data(gobject, chosenOptionKey, nil)
        }
        setAccessibleDescription(option == nil ? hint : "")
        foldout_emit_selection_changed(gtk_widget_get_accessible(widget))
    }

    /// Calls `handler` on a primary-button press on the field (the field takes the focus first).
    @discardableResult
    package func onPrimaryPress(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.buttonPressEvent) { [weak self] event in
            guard let event else { return false }
            let gdkEvent = event.assumingMemoryBound(to: GdkEvent.self)
            var button: guint = 0
            guard gdk_event_get_event_type(gdkEvent) == GDK_BUTTON_PRESS,
                gdk_event_get_button(gdkEvent, &button) != 0, button == 1
            else { return false }
            self?.grabFocus()
            handler()
            return true
        }
    }
}
