/// What a screen reader is told of one row of a list that holds widgets only for the rows in
/// view (``ListBox/tellRows(count:facts:)``): the row's name and role, where it is in its set
/// (its level's rows, in a tree), and its selection and expansion.
package struct AccessibleRowFacts: Sendable, Equatable {
    /// The row's accessible name.
    package var name: String
    /// The row's role: ``AccessibleRole/listItem`` or ``AccessibleRole/treeItem``.
    package var role: AccessibleRole
    /// The row's level in a tree (1 for a top-level node), nil in a flat list.
    package var level: Int?
    /// The row's place in its set, from 1 (the `posinset` object attribute).
    package var position: Int
    /// How many rows its set holds (the `setsize` object attribute).
    package var setSize: Int
    /// Whether the row is selected, nil when the list is not selecting.
    package var selected: Bool?
    /// Whether the row is expanded, nil when it cannot expand.
    package var expanded: Bool?
    /// In a tree: how many rows are shown beneath this one now (while it is open: its children
    /// and the rows of its open descendants). Screen readers are told its child nodes, found
    /// among them by level, and each row's parent node, the nearest row above one level up.
    package var childRows: Int
    /// In a tree: the row of its parent node, if known (nil for a top-level node, or to have it
    /// found as the nearest row above one level up, which asks for every row between).
    package var parentRow: Int?

    /// Facts of a row: `name`, `role`, its `position` (from 1) among `setSize` rows, its tree
    /// `level` (nil in a flat list), its selection and expansion (nil when it has none), and in
    /// a tree the rows shown beneath it (`childRows`) and its parent node's row (`parentRow`).
    package init(
        name: String, role: AccessibleRole = .listItem, level: Int? = nil, position: Int, setSize: Int,
        selected: Bool? = nil, expanded: Bool? = nil, childRows: Int = 0, parentRow: Int? = nil
    ) {
        self.childRows = childRows
        self.parentRow = parentRow
        self.name = name
        self.role = role
        self.level = level
        self.position = position
        self.setSize = setSize
        self.selected = selected
        self.expanded = expanded
    }
}
