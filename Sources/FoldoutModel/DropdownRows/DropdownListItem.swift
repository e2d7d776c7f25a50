/// What a dropdown list can show: any value with a stable identity and a title.
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
public protocol DropdownListItem: Sendable, Equatable {
    /// Stable identifier, unique within a list.
    var id: String { get }
    /// What the row is called: its text by default, and its name for screen readers.
    var title: String { get }
}

extension DropdownItem: DropdownListItem {}
