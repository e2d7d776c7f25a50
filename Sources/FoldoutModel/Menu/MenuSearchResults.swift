/// What a search of a grouped menu found: for each section, its rows that match, in order.
/// A section none of whose rows match is not shown; nor are the rows that do not match.
public struct MenuSearchResults: Sendable, Equatable {
    /// The query.
    package let query: SearchQuery
    /// For each section of the menu, the indexes of its rows found, in order.
    package private(set) var rows: [[Int]]

    /// Searches rows whose keys are `keys` (per section, per row) for `query`. An empty query
    /// finds every row.
    package init(query: SearchQuery, keys: [[MenuSearchKeys]]) {
        self.query = query
        rows = keys.map { section in section.indices.filter { section[$0].matches(query) } }
    }

    /// How many rows were found.
    package var count: Int { rows.reduce(0) { $0 + $1.count } }

    /// Whether nothing was found.
    package var isEmpty: Bool { count == 0 }

    /// The first row found (what Enter in the search field opens), if any.
    package var first: MenuPosition? {
        rows.firstIndex { !$0.isEmpty }.map { MenuPosition(section: $0, row: rows[$0][0]) }
    }

    /// Whether the row at `position` was found.
    package func contains(_ position: MenuPosition) -> Bool {
        rows.indices.contains(position.section) && rows[position.section].contains(position.row)
    }

    /// A row came at `position` (not found: the search has not looked at it): the rows found
    /// after it in its section move down one place.
    mutating func insert(at position: MenuPosition) {
        guard rows.indices.contains(position.section) else { return }
        rows[position.section] = rows[position.section].map { $0 >= position.row ? $0 + 1 : $0 }
    }

    /// The row at `position` went: it is no longer found, and the rows found after it in its
    /// section move up one place.
    mutating func remove(at position: MenuPosition) {
        guard rows.indices.contains(position.section) else { return }
        rows[position.section] = rows[position.section].compactMap { $0 == position.row ? nil : $0 > position.row ? $0 - 1 : $0 }
    }

    /// Whether section `section` has a row found (it is shown, under its title).
    package func shows(section: Int) -> Bool {
        rows.indices.contains(section) && !rows[section].isEmpty
    }
}
