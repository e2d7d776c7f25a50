import CFoldoutGtk

/// A key press: which key and which modifiers were held.
package struct KeyPress: Sendable, Equatable {
    /// The key.
    package let key: Key
    /// The modifiers held.
    package let modifiers: Modifiers

    /// Makes a key press (for tests and synthesised input).
    package init(key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Reads a `GdkEventKey *` as delivered to a `key-press-event` handler.
    init?(event: UnsafeMutableRawPointer?) {
        guard let event else { return nil }
        let key = event.assumingMemoryBound(to: GdkEventKey.self)
        self.init(key: Key(keyval: foldout_event_keyval(key)), modifiers: Modifiers(rawValue: foldout_event_state(key)))
    }

    /// Whether no Control, Alt or Shift modifier is held.
    package var isPlain: Bool { modifiers.isDisjoint(with: [.control, .alt, .shift]) }

    /// Escape.
    package var isEscape: Bool { key == .escape }
    /// Delete (main block or keypad).
    package var isDelete: Bool { key == .delete || key == .keypadDelete }
}

extension KeyPress {
    /// The keyboard modifiers held during a key press.
    package struct Modifiers: OptionSet, Sendable {
        /// The GDK modifier mask.
        package let rawValue: UInt32
        /// Makes modifiers from a GDK modifier mask.
        package init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Shift.
        package static let shift = Modifiers(rawValue: GDK_SHIFT_MASK.rawValue)
        /// Control.
        package static let control = Modifiers(rawValue: GDK_CONTROL_MASK.rawValue)
        /// Alt (GDK's first modifier).
        package static let alt = Modifiers(rawValue: GDK_MOD1_MASK.rawValue)
    }
}

extension KeyPress {
    /// A key that moves through a list.
    package enum Navigation: Sendable {
        /// Up or Down arrow: one row.
        case up, down
        /// Page Up or Page Down: one screenful.
        case pageUp, pageDown
        /// Home or End (with or without Control): the first or last row.
        case home, end
    }

    /// The list movement this key stands for (main block or keypad), if any.
    package var navigation: Navigation? {
        switch key {
        case .up, .keypadUp: .up
        case .down, .keypadDown: .down
        case .pageUp, .keypadPageUp: .pageUp
        case .pageDown, .keypadPageDown: .pageDown
        case .home, .keypadHome: .home
        case .end, .keypadEnd: .end
        default: nil
        }
    }

    /// Whether Control is held (and neither Alt nor Shift).
    package var isControlOnly: Bool {
        modifiers.intersection([.control, .alt, .shift]) == .control
    }
}

extension KeyPress {
    /// Whether Alt is held (and not Control).
    package var isAlt: Bool { modifiers.contains(.alt) && !modifiers.contains(.control) }

    /// The printable character the key types, if any (letters, digits, punctuation; not space).
    package var character: Character? {
        let code = gdk_keyval_to_unicode(key.keyval)
        guard code > 32, code != 127, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }

    /// Whether the key is `key` (modifiers aside).
    package func isKey(_ key: Key) -> Bool { self.key == key }
}
