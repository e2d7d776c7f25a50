/// A row of a grouped menu: its section and its place in it.
public struct MenuPosition: Sendable, Equatable {
    /// The section's index.
    public let section: Int
    /// The row's index within the section.
    public let row: Int

    /// Makes a position.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

/// The settings menu controller's one view-state value: how many rows each section shows and
/// which row has the keyboard focus. Moving past a section's edge goes on to the next section
/// with rows (Down: its first row; Up: the previous one's last), skipping empty sections.
///
/// While a search is on (``search(_:keys:)``), only the rows it found are shown, each section's
/// under its title: moving, the first row and focusing skip the others; ``endSearch()`` shows
/// the whole menu again.
public struct SettingsMenuState: Sendable, Equatable {
    /// The number of rows of each section, in order.
    public private(set) var rowCounts: [Int]
    /// Each row's id (``MenuOption/id``) by section, when the menu was made with them (else
    /// empty): rows are found by it to change the menu after it is built.
    public private(set) var rowIDs: [[String]] = []
    /// The focused row, if any.
    public private(set) var focused: MenuPosition?
    /// What the search found, nil while no search is on.
    public private(set) var results: MenuSearchResults?

    /// A menu of sections with `rowCounts` rows each, nothing focused.
    public init(rowCounts: [Int]) {
        self.rowCounts = rowCounts.map { max(0, $0) }
    }

    /// A menu of sections whose rows have the ids `rowIDs`, nothing focused.
    public init(rowIDs: [[String]]) {
        self.rowCounts = rowIDs.map(\.count)
        self.rowIDs = rowIDs
    }

    /// Where the row with id `id` is (the first one, if two have it).
    public func position(of id: String) -> MenuPosition? {
        for (section, ids) in rowIDs.enumerated() {
            if let row = ids.firstIndex(of: id) { return MenuPosition(section: section, row: row) }
        }
        return nil
    }

    /// Inserts a row with id `id` in section `section` at `row` (clamped to the section); the
    /// focus stays on its row. Returns the changes (none when there is no such section).
    @discardableResult
    public mutating func insertRow(id: String, section: Int, at row: Int) -> [MenuRowChange] {
        guard rowIDs.indices.contains(section) else { return [] }
        let row = min(max(0, row), rowIDs[section].count)
        rowIDs[section].insert(id, at: row)
        rowCounts[section] += 1
        let position = MenuPosition(section: section, row: row)
        var changes: [MenuRowChange] = [.inserted(position)]
        if let focused, focused.section == section, focused.row >= row {
            self.focused = MenuPosition(section: section, row: focused.row + 1)
            changes.append(.focused(self.focused))
        }
        return changes
    }

    /// Removes the row with id `id`. The focus stays on its row; when that is the row removed,
    /// it goes to the row now at its place, else the section's new last row, else the menu's
    /// first row (none when no row is left). Returns the changes (none when no row has the id).
    @discardableResult
    public mutating func removeRow(id: String) -> [MenuRowChange] {
        guard let position = position(of: id) else { return [] }
        rowIDs[position.section].remove(at: position.row)
        rowCounts[position.section] -= 1
        var changes: [MenuRowChange] = [.removed(position)]
        guard let focused, focused.section == position.section, focused.row >= position.row else { return changes }
        if focused.row > position.row {
            self.focused = MenuPosition(section: focused.section, row: focused.row - 1)
        } else if rowCounts[position.section] > 0 {
            self.focused = MenuPosition(section: position.section, row: min(position.row, rowCounts[position.section] - 1))
        } else {
            self.focused = nil
            focusFirst()
        }
        changes.append(.focused(self.focused))
        return changes
    }

    /// The row with id `id` shows its option anew (its title, address or setting changed; its
    /// id stays); the focus stays on it. Returns the change (none when no row has the id).
    @discardableResult
    public mutating func updateRow(id: String) -> [MenuRowChange] {
        guard let position = position(of: id) else { return [] }
        return [.updated(position)]
    }

    /// The first row of the first section that has rows (while searching: the first row found), if any.
    public var first: MenuPosition? {
        if let results { return results.first }
        return rowCounts.firstIndex { $0 > 0 }.map { MenuPosition(section: $0, row: 0) }
    }

    /// Whether a search is on.
    public var isSearching: Bool { results != nil }

    /// Whether the row at `position` is shown: it exists, and a search on found it.
    public func isShown(_ position: MenuPosition) -> Bool {
        guard rowCounts.indices.contains(position.section), (0..<rowCounts[position.section]).contains(position.row) else {
            return false
        }
        return results?.contains(position) ?? true
    }

    /// Whether section `section` is shown: it exists, and a search on found one of its rows.
    public func isShown(section: Int) -> Bool {
        rowCounts.indices.contains(section) && (results?.shows(section: section) ?? true)
    }

    /// Focuses `position` if there is such a row, shown (else changes nothing); returns whether it did.
    @discardableResult
    public mutating func focus(_ position: MenuPosition) -> Bool {
        guard isShown(position) else { return false }
        focused = position
        return true
    }

    /// Searches the menu for `query`, whose rows' keys are `keys` (one per row of each
    /// section, as ``rowCounts`` counts them; a missing key matches nothing). Returns what was
    /// found, which the view shows in place of the menu. The focused row is kept, to come back
    /// to when the search ends.
    @discardableResult
    public mutating func search(_ query: String, keys: [[MenuSearchKeys]]) -> MenuSearchResults {
        // A row without keys is found by nothing but the empty query.
        let complete = rowCounts.indices.map { section in
            (0..<rowCounts[section]).map { row in
                keys.indices.contains(section) && keys[section].indices.contains(row) ? keys[section][row] : MenuSearchKeys(texts: [])
            }
        }
        let results = MenuSearchResults(query: MenuSearchQuery(query), keys: complete)
        self.results = results
        return results
    }

    /// Ends the search: the whole menu shows again. Returns the row to give the focus back to:
    /// the focused one (a result the person moved to, or the row focused before the search),
    /// else the first row.
    @discardableResult
    public mutating func endSearch() -> MenuPosition? {
        results = nil
        if let focused, isShown(focused) { return focused }
        focusFirst()
        return focused
    }

    /// Focuses the first row of the menu (nothing when every section is empty; while
    /// searching, the first row found).
    public mutating func focusFirst() {
        if let first { focused = first }
    }

    /// The focus tried to leave section `section` downwards (`down`) or upwards: it goes to the
    /// next section with rows shown, its first row (down) or its last row (up). Returns the new
    /// focus, or nil when there is no such section (the focus stays).
    public mutating func move(from section: Int, down: Bool) -> MenuPosition? {
        var next = section
        while true {
            next += down ? 1 : -1
            guard rowCounts.indices.contains(next) else { return nil }
            let shown = results.map { $0.rows[next] } ?? Array(0..<rowCounts[next])
            if let row = down ? shown.first : shown.last {
                let position = MenuPosition(section: next, row: row)
                focused = position
                return position
            }
        }
    }
}
