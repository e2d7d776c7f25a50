import CGtk

/// A strong reference to a GObject, released when the wrapper goes.
///
/// Every wrapper owns exactly one reference: a floating object (a freshly made widget)
/// is sunk, an existing one gains a reference. Toplevel windows are also owned by GTK
/// and must be destroyed explicitly (``Widget/destroy()``).
@MainActor
open class Object {
    /// The wrapped `GObject *`, for the interop layer only.
    public let raw: UnsafeMutableRawPointer

    /// Wraps `pointer`, taking a reference (sinking it if it is floating).
    public required init(retaining pointer: UnsafeMutableRawPointer) {
        raw = pointer
        g_object_ref_sink(pointer)
    }

    isolated deinit {
        g_object_unref(raw)
    }

    /// The underlying `GObject *`.
    public var gobject: UnsafeMutablePointer<GObject> { foldout_object(raw) }

    /// Sets a boolean GObject property by name.
    public func setProperty(_ name: String, _ value: Bool) {
        foldout_set_bool_property(raw, name, value ? 1 : 0)
    }

    /// Sets an integer GObject property by name.
    public func setProperty(_ name: String, _ value: Int) {
        foldout_set_int_property(raw, name, Int32(clamping: value))
    }

    /// Sets a string GObject property by name.
    public func setProperty(_ name: String, _ value: String) {
        foldout_set_string_property(raw, name, value)
    }

    /// Reads a boolean GObject property by name.
    public func boolProperty(_ name: String) -> Bool {
        foldout_get_bool_property(raw, name) != 0
    }

    /// Attaches a flag to the object (read back by C-level code such as accessibles).
    public func setFlag(_ key: String, _ on: Bool) {
        g_object_set_data(gobject, key, on ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
    }

    /// Reads a flag set with ``setFlag(_:_:)``.
    public func flag(_ key: String) -> Bool {
        g_object_get_data(gobject, key) != nil
    }
}
