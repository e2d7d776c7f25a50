/// What a dropdown list can show: any `Identifiable` value (its `id` a `String`, stable and
/// unique within a list) with a title.
///
/// The identity persists the open row and the removals (``DropdownState``), so it must be
/// unique within a list and stay the same from one run to the next. The title is the row's
/// text unless the row's content is built by the app, and always its accessible name.
///
///     struct Message: DropdownListItem {
///         let id: String          // e.g. the message's id
///         let title: String       // e.g. its subject
///         let sender: String
///     }
public protocol DropdownListItem: Identifiable, Sendable, Equatable where ID == String {
    /// What the row is called: its text by default, and its name for screen readers.
    var title: String { get }
}

extension DropdownItem: DropdownListItem {}
