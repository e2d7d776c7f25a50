import CGtk

/// A `GtkCheckButton` without a label: the check box a row shows in selection mode. It takes
/// no keyboard focus (the row has it); a click on it calls ``onToggled(_:)``'s handler, and
/// setting ``isActive`` from code does not.
@MainActor
public final class CheckButton: Container {
    private var settingFromCode = false

    /// Makes a check box, named `name` for screen readers.
    public convenience init(name: String) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_check_button_new()))
        gtk_widget_set_can_focus(widget, 0)
        setAccessibleName(name)
    }

    /// Whether it is checked (setting it calls no handler).
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(foldout_toggle_button(raw)) != 0 }
        set {
            guard newValue != isActive else { return }
            settingFromCode = true
            gtk_toggle_button_set_active(foldout_toggle_button(raw), newValue ? 1 : 0)
            settingFromCode = false
        }
    }

    /// Calls `handler` when a person toggles the box (a click).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.toggled) { [weak self] in
            guard let self, !self.settingFromCode else { return }
            handler()
        }
    }
}

/// A `GtkActionBar`: the bar at the bottom of a view holding the actions on what is selected
/// (GNOME's selection mode).
@MainActor
public final class ActionBar: Container {
    /// Makes an empty action bar.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_action_bar_new()))
    }

    /// Adds `child` at the start (the left, or the right in right-to-left locales).
    public func packStart(_ child: Widget) {
        gtk_action_bar_pack_start(foldout_action_bar(raw), child.widget)
    }

    /// Adds `child` at the end.
    public func packEnd(_ child: Widget) {
        gtk_action_bar_pack_end(foldout_action_bar(raw), child.widget)
    }

    /// Shows `child` in the middle.
    public func setCenter(_ child: Widget) {
        gtk_action_bar_set_center_widget(foldout_action_bar(raw), child.widget)
    }
}

extension KeyPress.Modifiers {
    /// The modifiers held during the event being handled (a click or a key), if any: a row
    /// activated with Control or Shift held adds to a selection.
    public static var current: KeyPress.Modifiers {
        var state = GdkModifierType(rawValue: 0)
        guard gtk_get_current_event_state(&state) != 0 else { return [] }
        return KeyPress.Modifiers(rawValue: state.rawValue & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue))
    }
}
