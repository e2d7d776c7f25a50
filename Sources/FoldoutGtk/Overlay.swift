import CFoldoutGtk

/// A `GtkOverlay`: a main child with floating children above it.
@MainActor
public final class Overlay: Container {
    /// Makes an overlay.
    package convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_overlay_new()))
    }

    /// Adds a floating child.
    package func addOverlay(_ child: Widget) {
        gtk_overlay_add_overlay(foldout_overlay(raw), child.widget)
    }
}
