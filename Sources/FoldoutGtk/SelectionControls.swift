import CFoldoutGtk

/// A `GtkActionBar`: the bar at the bottom of a view holding the actions on what is selected
/// (GNOME's selection mode).
@MainActor
package final class ActionBar: Container {
    /// Makes an empty action bar.
    package convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_action_bar_new()))
    }

    /// Adds `child` at the start (the left, or the right in right-to-left locales).
    package func packStart(_ child: Widget) {
        gtk_action_bar_pack_start(foldout_action_bar(raw), child.widget)
    }

    /// Adds `child` at the end.
    package func packEnd(_ child: Widget) {
        gtk_action_bar_pack_end(foldout_action_bar(raw), child.widget)
    }

    /// Shows `child` in the middle.
    package func setCenter(_ child: Widget) {
        gtk_action_bar_set_center_widget(foldout_action_bar(raw), child.widget)
    }
}

extension Image {
    /// Shows the themed icon `name` instead (e.g. a row's check box in selection mode:
    /// `checkbox-symbolic`, `checkbox-checked-symbolic`).
    package func setIconName(_ name: String, size: IconSize = .button) {
        gtk_image_set_from_icon_name(foldout_image(raw), name, size.gtk)
    }
}

extension KeyPress.Modifiers {
    /// The modifiers held during the event being handled (a click or a key), if any: a row
    /// activated with Control or Shift held adds to a selection.
    package static var current: KeyPress.Modifiers {
        var state = GdkModifierType(rawValue: 0)
        guard gtk_get_current_event_state(&state) != 0 else { return [] }
        return KeyPress.Modifiers(rawValue: state.rawValue & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue))
    }
}
