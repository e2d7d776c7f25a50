import CFoldoutGtk

extension ListBox {
    /// Makes the list one Tab stop, as GNOME's lists are: the arrow keys move within it (the
    /// list's own key handling), Tab and Shift+Tab move between regions. From a row, Tab first
    /// visits the row's own focusable widgets (an open bar's buttons) and then leaves the list;
    /// Shift+Tab goes back through them to the row and then leaves. Tab or Shift+Tab coming into
    /// the list calls `enter`, which puts the focus on the row that last had it and returns
    /// `true` (or `false` to let GTK choose a row).
    package func makeOneTabStop(enter: @escaping @MainActor () -> Bool) {
        on(.focus) { [weak self] value in
            guard let self else { return false }
            let direction = GtkDirectionType(rawValue: UInt32(bitPattern: value))
            guard direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD else { return false }
            let list = foldout_container(self.raw)
            if let row = gtk_container_get_focus_child(list) {
                // Within the focused row first (a row with the focus enters its widgets on Tab;
                // one of its widgets goes back to the row on Shift+Tab).
                if gtk_widget_child_focus(row, direction) != 0 { return true }
                return self.leave()
            }
            if self.hasFocus { return self.leave() }
            return enter()
        }
    }

    /// Lets the focus move on from the list: GtkListBox's own handler (which would go to the
    /// next row) does not run, and the list says it kept nothing.
    private func leave() -> Bool {
        g_signal_stop_emission_by_name(raw, "focus")
        return false
    }
}
