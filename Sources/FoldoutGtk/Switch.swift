import CFoldoutGtk

/// The key under which a switch being given its first value holds the stand-in accessible that
/// GtkSwitch's announcement goes to (see ``Switch/init(isActive:)``).
private let standInAccessibleKey = "foldout-switch-stand-in"

/// `get_accessible` of the switch type: GtkSwitch's own (its "toggle button" accessible, made
/// once), except while the switch takes its first value, when it is the stand-in.
private let switchGetAccessible: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<AtkObject>? = { widget in
    guard let widget else { return nil }
    if let standIn = g_object_get_data(foldout_object(widget), standInAccessibleKey) {
        return standIn.assumingMemoryBound(to: AtkObject.self)
    }
    let switchClass = foldout_widget_class(g_type_class_peek(gtk_switch_get_type()))
    return switchClass?.pointee.get_accessible?(widget)
}

/// The widget type of ``Switch``: a GtkSwitch (same CSS node, same accessible) whose
/// `get_accessible` can hand GtkSwitch a stand-in while the switch takes its first value.
@MainActor
private let switchType: GType = {
    var query = GTypeQuery()
    g_type_query(gtk_switch_get_type(), &query)
    var info = GTypeInfo()
    info.class_size = guint16(clamping: query.class_size)
    info.instance_size = guint16(clamping: query.instance_size)
    info.class_init = { klass, _ in
        foldout_widget_class(klass)?.pointee.get_accessible = switchGetAccessible
    }
    return g_type_register_static(gtk_switch_get_type(), "FoldoutSwitch", &info, GTypeFlags(rawValue: 0))
}()

/// A `GtkSwitch`: screen readers see a "toggle button"; give it an accessible name.
@MainActor
package final class Switch: Widget {
    /// Makes a switch, off.
    package convenience init() {
        self.init(isActive: false)
    }

    /// Makes a switch showing `isActive` from the start, as a window being built shows a
    /// setting's value: screen readers read it as the switch's state when they come to it, and
    /// hear no change.
    ///
    /// Setting ``isActive`` on a new switch would not do: GtkSwitch announces every value it is
    /// given as a change of the CHECKED state, even before it is on screen, and Orca speaks a
    /// checked change anywhere inside a list box ("pressed" as a settings window opens). Here
    /// that first announcement goes to a stand-in accessible that belongs to no window (no
    /// parent, no states, released at once), which screen readers ignore; the switch's own
    /// accessible, made afterwards, reads the value from the switch.
    ///
    ///     let animations = Switch(isActive: settings.bool("animations"))
    package convenience init(isActive: Bool) {
        let pointer = g_object_new_with_properties(switchType, 0, nil, nil)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
        guard isActive else { return }
        let standIn = g_object_new_with_properties(atk_object_get_type(), 0, nil, nil)
        g_object_set_data(gobject, standInAccessibleKey, UnsafeMutableRawPointer(standIn))
        gtk_switch_set_active(foldout_switch(raw), 1)
        g_object_set_data(gobject, standInAccessibleKey, nil)
        g_object_unref(standIn)
    }

    /// Whether the switch is on; setting it notifies ``onToggled(_:)`` handlers, and screen
    /// readers hear the change. For the value a switch starts with, use ``init(isActive:)``.
    package var isActive: Bool {
        get { gtk_switch_get_active(foldout_switch(raw)) != 0 }
        set { gtk_switch_set_active(foldout_switch(raw), newValue ? 1 : 0) }
    }

    /// Calls `handler` with the new value whenever the switch changes (click, key or code).
    @discardableResult
    package func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandlerID {
        // The signal fires only while the GtkSwitch lives, so its pointer is safe to read here
        // even after this wrapper is gone.
        nonisolated(unsafe) let pointer = raw
        return onNotify(.active) { handler(gtk_switch_get_active(foldout_switch(pointer)) != 0) }
    }
}
