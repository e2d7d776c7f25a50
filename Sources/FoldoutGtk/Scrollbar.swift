import CFoldoutGtk
import Glibc

/// A vertical `GtkScrollbar` over an ``Adjustment``.
@MainActor
package final class Scrollbar: Widget {
    /// Makes a vertical scrollbar showing `adjustment`.
    package convenience init(vertical adjustment: Adjustment) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, foldout_adjustment(adjustment.raw))))
    }

    /// The adjustment the scrollbar shows.
    package var adjustment: Adjustment {
        Adjustment(retaining: UnsafeMutableRawPointer(gtk_range_get_adjustment(foldout_range(raw))))
    }
}
