import CFoldoutGtk

/// A strong reference to a GObject, released soon after the wrapper goes.
///
/// Every wrapper owns exactly one reference: a floating object (a freshly made widget)
/// is sunk, an existing one gains a reference. Toplevel windows are also owned by GTK
/// and must be destroyed explicitly (``Widget/destroy()``).
///
/// The reference is dropped when the main loop is next idle, not in `deinit` itself. An
/// optimised build ends a temporary wrapper's life at its last Swift use, which can be the
/// read of `raw` just before the C call that needs it (`box.add(Image(…))` once `add` is
/// inlined); unreffing there would hand GTK a freed widget. Deferring the release keeps every
/// pointer read on the main thread valid until the current main-loop iteration ends.
@MainActor
open class Object {
    /// The wrapped `GObject *`, for the interop layer only.
    package let raw: UnsafeMutableRawPointer

    /// Wraps `pointer`, taking a reference (sinking it if it is floating).
    package init(retaining pointer: UnsafeMutableRawPointer) {
        raw = pointer
        g_object_ref_sink(pointer)
    }

    #if compiler(>=6.2)
        isolated deinit {
            Object.releaseLater(raw)
        }
    #else
        // Swift 6.0 (Debian 13's) has no isolated deinit; wrappers only ever go on the main thread.
        deinit {
            MainActor.assumeIsolated { Object.releaseLater(self.raw) }
        }
    #endif

    /// References whose wrappers have gone, dropped by ``releasePending()``.
    private static var pending: [UnsafeMutableRawPointer] = []
    private static var releaseScheduled = false

    private static func releaseLater(_ pointer: UnsafeMutableRawPointer) {
        pending.append(pointer)
        guard !releaseScheduled else { return }
        releaseScheduled = true
        g_idle_add_full(
            G_PRIORITY_HIGH_IDLE,
            { _ in
                MainActor.assumeIsolated { Object.releasePending() }
                return 0
            }, nil, nil)
    }

    /// Drops the references of wrappers that have gone. The main loop does this by itself
    /// when idle; code that runs without a main loop (tests) may call it directly.
    package static func releasePending() {
        releaseScheduled = false
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            for pointer in batch { g_object_unref(pointer) }
        }
    }

    /// The underlying `GObject *`.
    package var gobject: UnsafeMutablePointer<GObject> { foldout_object(raw) }

    /// Sets a boolean GObject property by name.
    package func setProperty(_ name: String, _ value: Bool) {
        foldout_set_bool_property(raw, name, value ? 1 : 0)
    }

    /// Sets an integer GObject property by name.
    package func setProperty(_ name: String, _ value: Int) {
        foldout_set_int_property(raw, name, Int32(clamping: value))
    }

    /// Sets a string GObject property by name.
    package func setProperty(_ name: String, _ value: String) {
        foldout_set_string_property(raw, name, value)
    }

    /// Reads a boolean GObject property by name.
    package func boolProperty(_ name: String) -> Bool {
        foldout_get_bool_property(raw, name) != 0
    }

    /// Attaches a flag to the object (read back by C-level code such as accessibles).
    package func setFlag(_ key: String, _ on: Bool) {
        g_object_set_data(gobject, key, on ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
    }

    /// Reads a flag set with ``setFlag(_:_:)``.
    package func flag(_ key: String) -> Bool {
        g_object_get_data(gobject, key) != nil
    }
}
