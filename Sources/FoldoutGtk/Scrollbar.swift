import CFoldoutGtk
import Glibc

/// A vertical `GtkScrollbar` over an ``Adjustment``.
@MainActor
public final class Scrollbar: Widget {
    /// Makes a vertical scrollbar showing `adjustment`.
    public convenience init(vertical adjustment: Adjustment) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, foldout_adjustment(adjustment.raw))))
    }

    /// The adjustment the scrollbar shows.
    public var adjustment: Adjustment {
        Adjustment(retaining: UnsafeMutableRawPointer(gtk_range_get_adjustment(foldout_range(raw))))
    }
}
