import CFoldoutGtk

/// What a widget is to a screen reader (an ATK role): the word read after its name.
public enum AccessibleRole: Sendable, CaseIterable {
    /// An alert: a message that interrupts (read at once).
    case alert
    /// A collapsed list of choices showing the chosen one.
    case comboBox
    /// A text label.
    case label
    /// A link to another place.
    case link
    /// A list.
    case list
    /// A list that selects (a GTK list box).
    case listBox
    /// An item of a list.
    case listItem
    /// A menu.
    case menu
    /// An item of a menu.
    case menuItem
    /// A notification that does not take the focus (a toast).
    case notification
    /// A grouping of other widgets.
    case panel
    /// A button.
    case pushButton
    /// A status bar or status line.
    case statusBar
    /// A switch or check button that is on or off.
    case toggleButton
    /// A tree of items, some of which open to show others.
    case tree
    /// An item of a tree.
    case treeItem

    var atk: AtkRole {
        switch self {
        case .alert: ATK_ROLE_ALERT
        case .comboBox: ATK_ROLE_COMBO_BOX
        case .label: ATK_ROLE_LABEL
        case .link: ATK_ROLE_LINK
        case .list: ATK_ROLE_LIST
        case .listBox: ATK_ROLE_LIST_BOX
        case .listItem: ATK_ROLE_LIST_ITEM
        case .menu: ATK_ROLE_MENU
        case .menuItem: ATK_ROLE_MENU_ITEM
        case .notification: ATK_ROLE_NOTIFICATION
        case .panel: ATK_ROLE_PANEL
        case .pushButton: ATK_ROLE_PUSH_BUTTON
        case .statusBar: ATK_ROLE_STATUSBAR
        case .toggleButton: ATK_ROLE_TOGGLE_BUTTON
        case .tree: ATK_ROLE_TREE
        case .treeItem: ATK_ROLE_TREE_ITEM
        }
    }
}
