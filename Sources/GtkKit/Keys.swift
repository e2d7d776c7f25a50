import CGtk

/// A key press, read from a `GdkEventKey *`.
public struct KeyPress: Sendable {
    /// The key symbol (`GDK_KEY_*`).
    public let keyval: UInt32
    /// The modifier mask.
    public let modifiers: UInt32

    /// Reads an event pointer as delivered to a `key-press-event` handler.
    public init?(event: UnsafeMutableRawPointer?) {
        guard let event else { return nil }
        let key = event.assumingMemoryBound(to: GdkEventKey.self)
        keyval = foldout_event_keyval(key)
        modifiers = foldout_event_state(key)
    }

    /// Whether no Control, Alt or Shift modifier is held.
    public var isPlain: Bool {
        modifiers & UInt32(GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SHIFT_MASK.rawValue) == 0
    }

    /// Escape.
    public var isEscape: Bool { keyval == UInt32(GDK_KEY_Escape) }
    /// Delete (main block or keypad).
    public var isDelete: Bool { keyval == UInt32(GDK_KEY_Delete) || keyval == UInt32(GDK_KEY_KP_Delete) }
}
