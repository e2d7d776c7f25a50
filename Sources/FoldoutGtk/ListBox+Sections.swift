import CFoldoutGtk

extension ListBox {
    /// Calls `handler` when Up (`false`) or Down (`true`) cannot move past the list's edge; return
    /// `true` when the handler moved the focus (e.g. to the next list of a grouped page).
    @discardableResult
    package func onKeynavFailed(_ handler: @escaping @MainActor (_ down: Bool) -> Bool) -> SignalHandlerID {
        on(.keynavFailed) { direction in
            switch GtkDirectionType(UInt32(bitPattern: direction)) {
            case GTK_DIR_DOWN: return handler(true)
            case GTK_DIR_UP: return handler(false)
            default: return false
            }
        }
    }

    /// The number of rows.
    package var rowCount: Int {
        var count = 0
        while rawRow(at: count) != nil { count += 1 }
        return count
    }

    /// Gives the keyboard focus to the row at `index` (the list's cursor follows).
    package func focusRow(at index: Int) {
        guard let row = rawRow(at: index) else { return }
        gtk_widget_grab_focus(foldout_widget(row))
    }
}
