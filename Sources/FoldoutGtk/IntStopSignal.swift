import CFoldoutGtk

/// A signal with one enum or `gint` argument and a `gboolean` result (`keynav-failed`).
package struct IntStopSignal: Sendable, Equatable {
    /// The GLib signal name.
    package let name: String
    /// Names a signal of this shape.
    package init(_ name: String) { self.name = name }
}

extension IntStopSignal {
    /// Keyboard navigation hit an edge (`GtkDirectionType`).
    package static let keynavFailed = IntStopSignal("keynav-failed")
    /// The focus moves into or within a widget (`GtkDirectionType`); `true` when handled.
    package static let focus = IntStopSignal("focus")
}
