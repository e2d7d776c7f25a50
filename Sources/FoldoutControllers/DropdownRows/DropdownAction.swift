import FoldoutGtk
import FoldoutModel

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
public struct DropdownAction<Item: DropdownItem> {
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
    package let title: String
    /// A symbolic icon shown before the label, if any.
    package let iconName: String?
    /// The button's look.
    package let style: Style
    /// Whether the action removes the row: the controller takes the row out (undoably, with
    /// an Undo notification and the `undo` action) before `perform` runs. The Delete key
    /// triggers the first such action whose style is ``Style/destructive`` (else the first
    /// such action) on the focused row.
    package let removesRow: Bool
    /// The Undo notification's text for an action that removes its row ("“Tea” archived"); nil
    /// uses the controller's ``DropdownRowsController/removalMessage``.
    package let removalMessage: (@MainActor (Item) -> String)?
    /// The tooltip for a row's item (also the button's accessible description), if any.
    package let tooltip: (@MainActor (Item) -> String)?
    /// What the action does to the row's item; the context can show a notification.
    package let perform: @MainActor (Item, DropdownActionContext) -> Void

    /// Makes an action; `perform` (a trailing closure) runs when it is clicked (for a removing
    /// action, after the row is gone; `{ _, _ in }` when the removal is all it does).
    public init(
        title: String, iconName: String? = nil, style: Style = .normal, removesRow: Bool = false,
        removalMessage: (@MainActor (Item) -> String)? = nil, tooltip: (@MainActor (Item) -> String)? = nil,
        perform: @escaping @MainActor (Item, DropdownActionContext) -> Void
    ) {
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
