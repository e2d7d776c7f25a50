import CFoldoutGtk

/// A `GtkGrid`.
@MainActor
package final class Grid: Container {
    /// Makes a grid with spacings in pixels.
    package convenience init(rowSpacing: Int, columnSpacing: Int) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_grid_new()))
        gtk_grid_set_row_spacing(foldout_grid(raw), UInt32(rowSpacing))
        gtk_grid_set_column_spacing(foldout_grid(raw), UInt32(columnSpacing))
    }

    /// Places `child` at a column and row.
    package func attach(_ child: Widget, column: Int, row: Int) {
        gtk_grid_attach(foldout_grid(raw), child.widget, Int32(column), Int32(row), 1, 1)
    }
}
