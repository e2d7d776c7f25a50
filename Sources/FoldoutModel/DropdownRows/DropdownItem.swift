/// What a dropdown list can show: any `Identifiable` value with a title, its `id` any
/// `Hashable` value that can be written as text and read back (`LosslessStringConvertible`:
/// `String`, `Int`, an app's own type), stable and unique within a list.
///
/// The identity persists the open row, the removals and the moves (``DropdownSavedState``, where
/// an id is kept as its `description` and read back through `ID.init(_:)`), so it must be
/// unique within a list and stay the same from one run to the next. The title is the row's
/// text unless the row's content is built by the app, and always its accessible name.
///
///     struct Message: DropdownItem {
///         let id: Int             // e.g. the message's number
///         let title: String       // e.g. its subject
///         let sender: String
///     }
public protocol DropdownItem: Identifiable, Sendable, Equatable where ID: LosslessStringConvertible & Sendable {
    /// What the row is called: its text by default, and its name for screen readers.
    var title: String { get }
}
