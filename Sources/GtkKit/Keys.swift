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

extension KeyPress {
    /// A key that moves through a list.
    public enum Navigation: Sendable {
        /// Up or Down arrow: one row.
        case up, down
        /// Page Up or Page Down: one screenful.
        case pageUp, pageDown
        /// Home or End (with or without Control): the first or last row.
        case home, end
    }

    /// The list movement this key stands for (main block or keypad), if any.
    public var navigation: Navigation? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        default: nil
        }
    }

    /// Whether Control is held (and neither Alt nor Shift).
    public var isControlOnly: Bool {
        modifiers & UInt32(GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SHIFT_MASK.rawValue) == UInt32(GDK_CONTROL_MASK.rawValue)
    }
}

extension KeyPress {
    /// Whether Alt is held (and not Control).
    public var isAlt: Bool {
        modifiers & UInt32(GDK_MOD1_MASK.rawValue) != 0 && modifiers & UInt32(GDK_CONTROL_MASK.rawValue) == 0
    }

    /// The printable character the key types, if any (letters, digits, punctuation; not space).
    public var character: Character? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code > 32, code != 127, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }

    /// Whether the key is `name` (a `GDK_KEY_*` value such as `GDK_KEY_Down`).
    public func isKey(_ value: Int32) -> Bool { keyval == UInt32(value) }
}
