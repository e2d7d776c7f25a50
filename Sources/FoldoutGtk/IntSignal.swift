import CFoldoutGtk

/// A signal with one `gint` argument (a dialog's `response`).
package struct IntSignal: Sendable, Equatable {
    /// The GLib signal name.
    package let name: String
    /// Names a signal of this shape.
    package init(_ name: String) { self.name = name }
}

extension IntSignal {
    /// A dialog was answered.
    package static let response = IntSignal("response")
}
