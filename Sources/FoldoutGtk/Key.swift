import CFoldoutGtk

/// A key of the keyboard, by its key symbol (GDK's `keyval`); the named ones are those lists,
/// dialogs and the controllers handle.
public struct Key: Hashable, Sendable {
    /// The GDK key symbol (`GDK_KEY_*`).
    public let keyval: UInt32

    /// Names a key by its GDK key symbol.
    public init(keyval: UInt32) { self.keyval = keyval }

    private init(_ value: Int32) { keyval = UInt32(bitPattern: value) }

    /// Up arrow.
    public static let up = Key(GDK_KEY_Up)
    /// Down arrow.
    public static let down = Key(GDK_KEY_Down)
    /// Left arrow.
    public static let left = Key(GDK_KEY_Left)
    /// Right arrow.
    public static let right = Key(GDK_KEY_Right)
    /// Page Up.
    public static let pageUp = Key(GDK_KEY_Page_Up)
    /// Page Down.
    public static let pageDown = Key(GDK_KEY_Page_Down)
    /// Home.
    public static let home = Key(GDK_KEY_Home)
    /// End.
    public static let end = Key(GDK_KEY_End)
    /// Keypad Up.
    public static let keypadUp = Key(GDK_KEY_KP_Up)
    /// Keypad Down.
    public static let keypadDown = Key(GDK_KEY_KP_Down)
    /// Keypad Left.
    public static let keypadLeft = Key(GDK_KEY_KP_Left)
    /// Keypad Right.
    public static let keypadRight = Key(GDK_KEY_KP_Right)
    /// Keypad Page Up.
    public static let keypadPageUp = Key(GDK_KEY_KP_Page_Up)
    /// Keypad Page Down.
    public static let keypadPageDown = Key(GDK_KEY_KP_Page_Down)
    /// Keypad Home.
    public static let keypadHome = Key(GDK_KEY_KP_Home)
    /// Keypad End.
    public static let keypadEnd = Key(GDK_KEY_KP_End)
    /// Return (Enter on the main block).
    public static let enter = Key(GDK_KEY_Return)
    /// Keypad Enter.
    public static let keypadEnter = Key(GDK_KEY_KP_Enter)
    /// Space.
    public static let space = Key(GDK_KEY_space)
    /// Tab.
    public static let tab = Key(GDK_KEY_Tab)
    /// Escape.
    public static let escape = Key(GDK_KEY_Escape)
    /// Delete.
    public static let delete = Key(GDK_KEY_Delete)
    /// Keypad Delete.
    public static let keypadDelete = Key(GDK_KEY_KP_Delete)
    /// Plus (`+`).
    public static let plus = Key(GDK_KEY_plus)
    /// Minus (`-`).
    public static let minus = Key(GDK_KEY_minus)
    /// Keypad plus.
    public static let keypadAdd = Key(GDK_KEY_KP_Add)
    /// Keypad minus.
    public static let keypadSubtract = Key(GDK_KEY_KP_Subtract)
    /// Asterisk (`*`): in a tree, expands a node's whole subtree (as in GtkTreeView).
    public static let asterisk = Key(GDK_KEY_asterisk)
    /// Keypad multiply.
    public static let keypadMultiply = Key(GDK_KEY_KP_Multiply)
    /// Slash (`/`): in a tree, collapses a node's whole subtree (as in GtkTreeView).
    public static let slash = Key(GDK_KEY_slash)
    /// Keypad divide.
    public static let keypadDivide = Key(GDK_KEY_KP_Divide)
    /// BackSpace: in a tree, goes to the focused node's parent (as in GtkTreeView).
    public static let backSpace = Key(GDK_KEY_BackSpace)
}
