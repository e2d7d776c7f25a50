import CFoldoutGtk

/// A `GtkComboBoxText`: one of several titled choices. Screen readers see a "combo box" whose
/// name is its accessible name and whose label is the chosen title; Alt+Down or a click opens
/// the list, Up and Down change the choice while it has the focus.
@MainActor
package final class ChoiceBox: Widget {
    /// Makes a box offering `titles`, in order, none chosen.
    package convenience init(titles: [String]) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_combo_box_text_new()))
        for title in titles { gtk_combo_box_text_append_text(foldout_combo_box_text(raw), title) }
    }

    /// The index of the chosen title, or nil; setting it notifies ``onChanged(_:)`` handlers.
    package var selectedIndex: Int? {
        get {
            let index = gtk_combo_box_get_active(foldout_combo_box(raw))
            return index < 0 ? nil : Int(index)
        }
        set { gtk_combo_box_set_active(foldout_combo_box(raw), Int32(newValue ?? -1)) }
    }

    /// Opens the list of choices.
    package func popup() { gtk_combo_box_popup(foldout_combo_box(raw)) }

    /// Calls `handler` with the chosen index whenever the choice changes (list, key or code).
    @discardableResult
    package func onChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalHandlerID {
        // The signal fires only while the combo box lives, so its pointer is safe to read here.
        nonisolated(unsafe) let pointer = raw
        return on(.changed) {
            let index = gtk_combo_box_get_active(foldout_combo_box(pointer))
            handler(index < 0 ? nil : Int(index))
        }
    }
}
