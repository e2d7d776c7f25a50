import FoldoutGtk
import FoldoutModel

/// What an action's `perform` gets besides the item.
@MainActor
public struct DropdownActionContext {
    /// The item's index in the list when the action ran.
    package let index: Int
    let show: @MainActor (String) -> Void

    /// Shows `message` as an in-app notification above the list (e.g. "“March” copied").
    public func notify(_ message: String) { show(message) }
}
