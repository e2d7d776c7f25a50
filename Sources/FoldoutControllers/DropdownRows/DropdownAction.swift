import FoldoutModel
import FoldoutGtk

/// One button of a dropdown row's action bar: its label, icon and look, and what it does.
///
///     let reply = DropdownAction<Message>(title: "_Reply", iconName: "mail-reply-sender-symbolic") { message, context in
///         compose(replyTo: message)
///     }
///     let delete = DropdownAction<Message>(title: "_Delete", iconName: "user-trash-symbolic",
///                                          style: .destructive, removesRow: true) { message, _ in
///         trash(message)          // runs after the row is gone; Undo (Ctrl+Z) brings it back
///     }
@MainActor
public struct DropdownAction<Item: DropdownListItem> {
    /// How the button looks (GNOME's button styles).
    public enum Style: Sendable {
        /// A plain button.
        case normal
        /// The suggested action (`suggested-action`).
        case suggested
        /// A destructive action (`destructive-action`, red in Adwaita).
        case destructive
    }

    /// The button's label; an underscore marks the mnemonic ("_Share").
    public let title: String
    /// A symbolic icon shown before the label, if any.
    public let iconName: String?
    /// The button's look.
    public let style: Style
    /// Whether the action removes the row: the controller takes the row out (undoably, with
    /// an Undo notification and the `undo` action) before `perform` runs. The Delete key
    /// triggers the first such action whose style is ``Style/destructive`` (else the first
    /// such action) on the focused row.
    public let removesRow: Bool
    /// The Undo notification's text for an action that removes its row ("“Tea” archived"); nil
    /// uses the controller's ``DropdownRowsController/removalMessage``.
    public let removalMessage: (@MainActor (Item) -> String)?
    /// The tooltip for a row's item (also the button's accessible description), if any.
    public let tooltip: (@MainActor (Item) -> String)?
    /// What the action does to the row's item; the context can show a notification.
    public let perform: @MainActor (Item, DropdownActionContext) -> Void

    /// Makes an action; `perform` (a trailing closure) runs when it is clicked (for a removing
    /// action, after the row is gone; `{ _, _ in }` when the removal is all it does).
    public init(title: String, iconName: String? = nil, style: Style = .normal, removesRow: Bool = false,
                removalMessage: (@MainActor (Item) -> String)? = nil, tooltip: (@MainActor (Item) -> String)? = nil,
                perform: @escaping @MainActor (Item, DropdownActionContext) -> Void) {
        self.title = title
        self.iconName = iconName
        self.style = style
        self.removesRow = removesRow
        self.removalMessage = removalMessage
        self.tooltip = tooltip
        self.perform = perform
    }
}

extension DropdownAction.Style {
    /// A button labelled `title` (its mnemonic underlined), with the symbolic icon `iconName`
    /// if any, in this style's look: a row's bar and selection mode's action bar make theirs here.
    @MainActor func button(title: String, iconName: String?) -> Button {
        let button = Button(label: title, mnemonic: true)
        if let iconName { button.setIcon(iconName) }
        switch self {
        case .normal: break
        case .suggested: button.addStyleClass("suggested-action")
        case .destructive: button.addStyleClass("destructive-action")
        }
        return button
    }
}

/// What an action's `perform` gets besides the item.
@MainActor
public struct DropdownActionContext {
    /// The item's index in the list when the action ran.
    public let index: Int
    let show: @MainActor (String) -> Void

    /// Shows `message` as an in-app notification above the list (e.g. "“March” copied").
    public func notify(_ message: String) { show(message) }
}

/// How a dropdown row shows its item: a widget made once per recycled row and bound to
/// whichever item the row shows as the list scrolls. Rows may be of any height (wrapped text,
/// a subtitle, a long translation): each is measured for the list's width when it is bound.
///
///     let content = DropdownRowContent<Message>(make: { () -> Label in
///         let label = Label()
///         label.ellipsizeEnd()
///         return label
///     }, bind: { label, message in label.text = message.title })
@MainActor
public struct DropdownRowContent<Item: DropdownListItem> {
    /// Makes the content's widget and the function showing an item in it (with the search
    /// query, while the list is searched, to emphasize the match).
    let make: @MainActor () -> (widget: Widget, bind: @MainActor (Item, ListItemRow, SearchText?) -> Void)

    /// Content made by `make` and updated by `bind` (which must set everything the item shows:
    /// the widget is reused for other items). The row shows `make`'s widget whole once; what
    /// `bind` hides (`isVisible = false`) stays hidden until `bind` shows it again, whatever
    /// shows the window.
    public init<View: Widget>(make: @escaping @MainActor () -> View, bind: @escaping @MainActor (View, Item) -> Void) {
        self.make = {
            let view = make()
            return (view, { item, _, _ in bind(view, item) })
        }
    }

    /// Content made by `make` and updated by `bind`, which gets the row too: to give it an
    /// accessible description (what screen readers say after its title), a tooltip or a style
    /// class. A description set here is the row's own: while a selection's count is told on the
    /// row, the count takes its place, and the description comes back after.
    ///
    ///     let content = DropdownRowContent<Message>(make: { Label() }, bind: { label, message, row in
    ///         label.text = message.title
    ///         row.setAccessibleDescription("from \(message.sender)")
    ///     })
    public init<View: Widget>(make: @escaping @MainActor () -> View, bind: @escaping @MainActor (View, Item, ListItemRow) -> Void) {
        self.make = {
            let view = make()
            return (view, { item, row, _ in bind(view, item, row) })
        }
    }

    /// Content that shows what a search matched: `bind` gets the query while the list is
    /// searched (nil otherwise); ``/FoldoutModel/SearchText/range(in:)`` finds the match in a
    /// text to emphasize it (``/FoldoutGtk/Label/setText(_:emphasizing:)``).
    ///
    ///     let content = DropdownRowContent<Message>(make: { Label() }, highlighting: { label, message, query in
    ///         label.setText(message.title, emphasizing: query?.range(in: message.title))
    ///     })
    public init<View: Widget>(make: @escaping @MainActor () -> View,
                              highlighting bind: @escaping @MainActor (View, Item, SearchText?) -> Void) {
        self.make = {
            let view = make()
            return (view, { item, _, query in bind(view, item, query) })
        }
    }

    /// The item's title in a label, ellipsized at the end (a search's match in bold).
    public static var title: DropdownRowContent<Item> {
        DropdownRowContent<Item>(make: { () -> Label in
            let label = Label()
            label.setXAlign(0)
            label.ellipsizeEnd()
            return label
        }, highlighting: { label, item, query in
            label.setText(item.title, emphasizing: query?.range(in: item.title))
        })
    }
}
