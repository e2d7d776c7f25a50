import CFoldoutGtk

/// A key of the keyboard, by its key symbol (GDK's `keyval`); the named ones are those lists,
/// dialogs and the controllers handle.
package struct Key: Hashable, Sendable {
    /// The GDK key symbol (`GDK_KEY_*`).
    package let keyval: UInt32

    /// Names a key by its GDK key symbol.
    package init(keyval: UInt32) { self.keyval = keyval }

    private init(_ value: Int32) { keyval = UInt32(bitPattern: value) }

    /// Up arrow.
    package static let up = Key(GDK_KEY_Up)
    /// Down arrow.
    package static let down = Key(GDK_KEY_Down)
    /// Left arrow.
    package static let left = Key(GDK_KEY_Left)
    /// Right arrow.
    package static let right = Key(GDK_KEY_Right)
    /// Page Up.
    package static let pageUp = Key(GDK_KEY_Page_Up)
    /// Page Down.
    package static let pageDown = Key(GDK_KEY_Page_Down)
    /// Home.
    package static let home = Key(GDK_KEY_Home)
    /// End.
    package static let end = Key(GDK_KEY_End)
    /// Keypad Up.
    package static let keypadUp = Key(GDK_KEY_KP_Up)
    /// Keypad Down.
    package static let keypadDown = Key(GDK_KEY_KP_Down)
    /// Keypad Left.
    package static let keypadLeft = Key(GDK_KEY_KP_Left)
    /// Keypad Right.
    package static let keypadRight = Key(GDK_KEY_KP_Right)
    /// Keypad Page Up.
    package static let keypadPageUp = Key(GDK_KEY_KP_Page_Up)
    /// Keypad Page Down.
    package static let keypadPageDown = Key(GDK_KEY_KP_Page_Down)
    /// Keypad Home.
    package static let keypadHome = Key(GDK_KEY_KP_Home)
    /// Keypad End.
    package static let keypadEnd = Key(GDK_KEY_KP_End)
    /// Return (Enter on the main block).
    package static let enter = Key(GDK_KEY_Return)
    /// Keypad Enter.
    package static let keypadEnter = Key(GDK_KEY_KP_Enter)
    /// Space.
    package static let space = Key(GDK_KEY_space)
    /// Tab.
    package static let tab = Key(GDK_KEY_Tab)
    /// Escape.
    package static let escape = Key(GDK_KEY_Escape)
    /// Delete.
    package static let delete = Key(GDK_KEY_Delete)
    /// Keypad Delete.
    package static let keypadDelete = Key(GDK_KEY_KP_Delete)
    /// Plus (`+`).
    package static let plus = Key(GDK_KEY_plus)
    /// Minus (`-`).
    package static let minus = Key(GDK_KEY_minus)
    /// Keypad plus.
    package static let keypadAdd = Key(GDK_KEY_KP_Add)
    /// Keypad minus.
    package static let keypadSubtract = Key(GDK_KEY_KP_Subtract)
    /// Asterisk (`*`): in a tree, expands a node's whole subtree (as in GtkTreeView).
    package static let asterisk = Key(GDK_KEY_asterisk)
    /// Keypad multiply.
    package static let keypadMultiply = Key(GDK_KEY_KP_Multiply)
    /// Slash (`/`): in a tree, collapses a node's whole subtree (as in GtkTreeView).
    package static let slash = Key(GDK_KEY_slash)
    /// Keypad divide.
    package static let keypadDivide = Key(GDK_KEY_KP_Divide)
    /// BackSpace: in a tree, goes to the focused node's parent (as in GtkTreeView).
    package static let backSpace = Key(GDK_KEY_BackSpace)
}
