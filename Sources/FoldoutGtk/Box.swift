import CFoldoutGtk

/// A `GtkBox`.
@MainActor
public final class Box: Container {
    /// Makes a box.
    public convenience init(vertical: Bool, spacing: Int = 0) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, Int32(spacing))))
    }

    /// Packs a child at the start.
    public func packStart(_ child: Widget, expand: Bool = false, fill: Bool = true) {
        gtk_box_pack_start(foldout_box(raw), child.widget, expand ? 1 : 0, fill ? 1 : 0, 0)
    }

    /// Packs a child at the end.
    public func packEnd(_ child: Widget, expand: Bool = false, fill: Bool = true) {
        gtk_box_pack_end(foldout_box(raw), child.widget, expand ? 1 : 0, fill ? 1 : 0, 0)
    }

    /// Moves `child` to `position` among the box's children (0: the first).
    package func reorder(_ child: Widget, position: Int) {
        gtk_box_reorder_child(foldout_box(raw), child.widget, Int32(clamping: position))
    }
}
