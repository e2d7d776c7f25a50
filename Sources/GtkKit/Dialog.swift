import CGtk

/// A modal `GtkDialog` with a header bar, a scrollable content area and a close button.
@MainActor
public final class Dialog: Window {
    /// Makes a dialog titled `title`, modal and transient for `parent`. Escape or the close
    /// button emits `response`; ``onClose(_:)`` decides what happens then.
    public convenience init(title: String, parent: Window) {
        self.init(retaining: UnsafeMutableRawPointer(foldout_dialog_new(title, foldout_window(parent.raw))))
    }

    /// Puts `child` in the dialog's content area.
    public func setContent(_ child: Widget) {
        let area = gtk_dialog_get_content_area(foldout_dialog(raw))
        gtk_container_add(foldout_container(area), child.widget)
    }

    /// Calls `handler` when the dialog is closed (Escape, the close button, or the window manager).
    public func onClose(_ handler: @escaping @MainActor () -> Void) {
        on("response", int: { _ in handler() })
    }
}

/// A `GtkGrid`.
@MainActor
public final class Grid: Container {
    /// Makes a grid with spacings in pixels.
    public convenience init(rowSpacing: Int, columnSpacing: Int) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_grid_new()))
        gtk_grid_set_row_spacing(foldout_grid(raw), UInt32(rowSpacing))
        gtk_grid_set_column_spacing(foldout_grid(raw), UInt32(columnSpacing))
    }

    /// Places `child` at a column and row.
    public func attach(_ child: Widget, column: Int, row: Int) {
        gtk_grid_attach(foldout_grid(raw), child.widget, Int32(column), Int32(row), 1, 1)
    }
}
