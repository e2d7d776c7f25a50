import CFoldoutGtk
import Glibc

/// A `GtkAdjustment`: a value within lower...upper - pageSize, as scrollbars show it.
@MainActor
package final class Adjustment: Object {
    /// Makes an adjustment from 0 to `upper`, showing `pageSize` of it.
    package convenience init(upper: Double = 0, pageSize: Double = 0) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, upper, 1, 1, pageSize)))
    }

    private var pointer: UnsafeMutablePointer<GtkAdjustment> { foldout_adjustment(raw) }

    /// The value (the scroll offset), clamped by GTK to lower...upper - pageSize.
    package var value: Double {
        get { gtk_adjustment_get_value(pointer) }
        set { gtk_adjustment_set_value(pointer, newValue) }
    }

    /// Sets the range and steps at once (one "changed" signal); the value is clamped to it.
    package func configure(upper: Double, pageSize: Double, step: Double) {
        let value = min(max(0, self.value), max(0, upper - pageSize))
        gtk_adjustment_configure(pointer, value, 0, upper, step, max(step, pageSize - step), pageSize)
    }

    /// Calls `handler` when the value changes (by a scrollbar or by code).
    package func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        on(.valueChanged, handler)
    }
}
