import FoldoutGtk

/// An action a row of an expandable list offers in its context menu (a right-click, the Menu key,
/// Shift+F10), for a parent (``ExpandableRowsController/parentActions``) or a child
/// (``ExpandableRowsController/childActions``).
///
///     folderList.parentActions = [ExpandableRowAction(title: "Mark All as _Read") { folder, _ in
///         markRead(folder)
///     }]
///     folderList.childActions = [ExpandableRowAction(title: "_Reply", isEnabled: { !$0.sender.isEmpty }) { message, _ in
///         reply(to: message)
///     }]
@MainActor
public struct ExpandableRowAction<Value> {
    /// Where the row is: its parent's index and, for a child, its index among its parent's children.
    public typealias Place = (parent: Int, child: Int?)

    /// The item's label; an underscore marks the mnemonic ("Mark All as _Read").
    package let title: String
    /// The accelerator shown beside it, in GTK's syntax ("Delete"), if the app handles one.
    package let accelerator: String?
    /// Whether the action applies to a value now (a disabled item is shown dimmed).
    package let isEnabled: @MainActor (Value) -> Bool
    /// What the action does to the row's value.
    package let perform: @MainActor (Value, Place) -> Void

    /// Makes an action; `perform` runs when it is chosen in a row's menu.
    public init(
        title: String, accelerator: String? = nil, isEnabled: @escaping @MainActor (Value) -> Bool = { _ in true },
        perform: @escaping @MainActor (Value, Place) -> Void
    ) {
        self.title = title
        self.accelerator = accelerator
        self.isEnabled = isEnabled
        self.perform = perform
    }

    /// The menu item for `value` at `place`.
    func item(for value: Value, at place: Place) -> PopupMenu.Item {
        PopupMenu.Item(title: title, accelerator: accelerator, isEnabled: isEnabled(value)) { [perform] in perform(value, place) }
    }
}
