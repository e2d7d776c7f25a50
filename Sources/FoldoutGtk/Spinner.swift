import CFoldoutGtk

/// A `GtkSpinner`: GNOME's sign that something is loading.
@MainActor
public final class Spinner: Widget {
    /// Makes a spinner, turning.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_spinner_new()))
        gtk_spinner_start(raw.assumingMemoryBound(to: GtkSpinner.self))
    }
}
