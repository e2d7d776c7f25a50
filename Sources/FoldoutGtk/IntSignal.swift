import CFoldoutGtk

/// A signal with one `gint` argument (a dialog's `response`).
public struct IntSignal: Sendable, Equatable {
    /// The GLib signal name.
    public let name: String
    /// Names a signal of this shape.
    public init(_ name: String) { self.name = name }
}

extension IntSignal {
    /// A dialog was answered.
    public static let response = IntSignal("response")
}
