import FoldoutGtk
import FoldoutModel

/// One button of the action bar a dropdown list shows in selection mode: an action on every
/// selected item at once (GNOME's selection mode).
///
///     let archive = DropdownSelectionAction<Message>(title: "_Archive", iconName: "mail-archive-symbolic",
///                                                    removesRows: true) { messages, _ in
///         archiveAll(messages)    // runs after the rows are gone; Undo brings them all back
///     }
@MainActor
public struct DropdownSelectionAction<Item: DropdownItem> {
    /// The button's label; an underscore marks the mnemonic ("_Remove").
    package let title: String
    /// A symbolic icon shown before the label, if any.
    package let iconName: String?
    /// The button's look.
    package let style: DropdownAction<Item>.Style
    /// Whether the action removes the selected rows: they go as one undo step (Ctrl+Z, or the
    /// notification's Undo, brings them all back) before `perform` runs, and selection mode ends.
    package let removesRows: Bool
    /// The notification said after the rows were removed, for their count (default: "3 removed").
    package let removalMessage: (@MainActor (Int) -> String)?
    /// What the action does to the selected items (top to bottom).
    package let perform: @MainActor ([Item], DropdownActionContext) -> Void

    /// Makes an action; `perform` runs on the selected items when its button is clicked.
    public init(
        title: String, iconName: String? = nil, style: DropdownAction<Item>.Style = .normal, removesRows: Bool = false,
        removalMessage: (@MainActor (Int) -> String)? = nil,
        perform: @escaping @MainActor ([Item], DropdownActionContext) -> Void
    ) {
        self.title = title
        self.iconName = iconName
        self.style = style
        self.removesRows = removesRows
        self.removalMessage = removalMessage
        self.perform = perform
    }
}
