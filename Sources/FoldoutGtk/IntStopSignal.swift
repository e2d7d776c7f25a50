import CFoldoutGtk

/// A signal with one enum or `gint` argument and a `gboolean` result (`keynav-failed`).
public struct IntStopSignal: Sendable, Equatable {
    /// The GLib signal name.
    public let name: String
    /// Names a signal of this shape.
    public init(_ name: String) { self.name = name }
}

extension IntStopSignal {
    /// Keyboard navigation hit an edge (`GtkDirectionType`).
    public static let keynavFailed = IntStopSignal("keynav-failed")
    /// The focus moves into or within a widget (`GtkDirectionType`); `true` when handled.
    public static let focus = IntStopSignal("focus")
}
