/// The settings menu controller's one view-state value: how many rows each section shows and
/// which row has the keyboard focus. Moving past a section's edge goes on to the next section
/// with rows (Down: its first row; Up: the previous one's last), skipping empty sections.
///
/// While a search is on (`search(_:keys:)`), only the rows it found are shown, each section's
/// under its title: moving, the first row and focusing skip the others; `endSearch()` shows
/// the whole menu again.
///
/// Every transition returns what it changed (`MenuRowChange`): the view shows and hides,
/// inserts, removes and focuses exactly those rows.
/// An app reads it from its `SettingsMenuController`'s `state`.
public struct SettingsMenuState: Sendable, Equatable {
    /// The number of rows of each section, in order.
    package private(set) var rowCounts: [Int]
    /// Each row's id (``MenuOption/id``) by section, when the menu was made with them (else
    /// empty): rows are found by it to change the menu after it is built.
    package private(set) var rowIDs: [[String]] = []
    /// The focused row, if any.
    package private(set) var focused: MenuPosition?
    /// What the search found, nil while no search is on.
    package private(set) var results: MenuSearchResults?

    /// A menu of sections with `rowCounts` rows each, nothing focused.
    package init(rowCounts: [Int]) {
        self.rowCounts = rowCounts.map { max(0, $0) }
    }

    /// A menu of sections whose rows have the ids `rowIDs`, nothing focused.
    package init(rowIDs: [[String]]) {
        self.rowCounts = rowIDs.map(\.count)
        self.rowIDs = rowIDs
    }

    /// Where the row with id `id` is (the first one, if two have it).
    package func position(of id: String) -> MenuPosition? {
        for (section, ids) in rowIDs.enumerated() {
            if let row = ids.firstIndex(of: id) { return MenuPosition(section: section, row: row) }
        }
        return nil
    }

    /// Inserts a row with id `id` in section `section` at `row` (clamped to the section); the
    /// focus stays on its row. Returns the changes (none when there is no such section).
    @discardableResult
    package mutating func insertRow(id: String, section: Int, at row: Int) -> [MenuRowChange] {
        guard rowIDs.indices.contains(section) else { return [] }
        let row = min(max(0, row), rowIDs[section].count)
        rowIDs[section].insert(id, at: row)
        rowCounts[section] += 1
        // While searching, the new row is not among those found (until the search runs again).
        results?.insert(at: MenuPosition(section: section, row: row))
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
    package mutating func removeRow(id: String) -> [MenuRowChange] {
        guard let position = position(of: id) else { return [] }
        rowIDs[position.section].remove(at: position.row)
        rowCounts[position.section] -= 1
        results?.remove(at: position)
        var changes: [MenuRowChange] = [.removed(position)]
        guard let focused, focused.section == position.section, focused.row >= position.row else { return changes }
        if focused.row > position.row {
            self.focused = MenuPosition(section: focused.section, row: focused.row - 1)
        } else if rowCounts[position.section] > 0 {
            self.focused = MenuPosition(section: position.section, row: min(position.row, rowCounts[position.section] - 1))
        } else {
            self.focused = nil
            if let first { self.focused = first }
        }
        changes.append(.focused(self.focused))
        return changes
    }

    /// The row with id `id` shows its option anew (its title, address or setting changed; its
    /// id stays); the focus stays on it. Returns the change (none when no row has the id).
    @discardableResult
    package mutating func updateRow(id: String) -> [MenuRowChange] {
        guard let position = position(of: id) else { return [] }
        return [.updated(position)]
    }

    /// The first row of the first section that has rows (while searching: the first row found), if any.
    package var first: MenuPosition? {
        if let results { return results.first }
        return rowCounts.firstIndex { $0 > 0 }.map { MenuPosition(section: $0, row: 0) }
    }

    /// Whether a search is on.
    package var isSearching: Bool { results != nil }

    /// Whether the row at `position` is shown: it exists, and a search on found it.
    package func isShown(_ position: MenuPosition) -> Bool {
        guard rowCounts.indices.contains(position.section), (0..<rowCounts[position.section]).contains(position.row) else {
            return false
        }
        return results?.contains(position) ?? true
    }

    /// Whether section `section` is shown: it exists, and a search on found one of its rows.
    package func isShown(section: Int) -> Bool {
        rowCounts.indices.contains(section) && (results?.shows(section: section) ?? true)
    }

    /// Focuses `position` if there is such a row, shown (else changes nothing). Returns the
    /// change (none when the focus was there already or there is no such row).
    @discardableResult
    package mutating func focus(_ position: MenuPosition) -> [MenuRowChange] {
        guard isShown(position) else { return [] }
        return setFocus(position)
    }

    /// Searches the menu for `query`, whose rows' keys are `keys` (one per row of each
    /// section, as ``rowCounts`` counts them; a missing key matches nothing): only the rows found
    /// are shown (``results``), each section's under its title. Returns the rows and sections
    /// shown or hidden by it. The focused row is kept, to come back to when the search ends.
    @discardableResult
    package mutating func search(_ query: String, keys: [[MenuSearchKeys]]) -> [MenuRowChange] {
        // A row without keys is found by nothing but the empty query.
        let complete = rowCounts.indices.map { section in
            (0..<rowCounts[section]).map { row in
                keys.indices.contains(section) && keys[section].indices.contains(row) ? keys[section][row] : MenuSearchKeys(texts: [])
            }
        }
        let before = self
        results = MenuSearchResults(query: SearchQuery(query), keys: complete)
        return shownChanges(from: before)
    }

    /// Ends the search: the whole menu shows again, and the focus goes back to the focused row
    /// (a result the person moved to, or the row focused before the search), else the first
    /// row. Returns the rows and sections shown again, then that focus (always, for the view to
    /// take it back from the search field); none when no search was on.
    @discardableResult
    package mutating func endSearch() -> [MenuRowChange] {
        guard results != nil else { return [] }
        let before = self
        results = nil
        var changes = shownChanges(from: before)
        if focused.map(isShown) != true { focused = first }
        changes.append(.focused(focused))
        return changes
    }

    /// Focuses the first row of the menu (nothing when every section is empty; while
    /// searching, the first row found). Returns the change (none when it was there already).
    @discardableResult
    package mutating func focusFirst() -> [MenuRowChange] {
        guard let first else { return [] }
        return setFocus(first)
    }

    /// The focus tried to leave section `section` downwards (`down`) or upwards: it goes to the
    /// next section with rows shown, its first row (down) or its last row (up). Returns the new
    /// focus, or none when there is no such section (the focus stays).
    @discardableResult
    package mutating func move(from section: Int, down: Bool) -> [MenuRowChange] {
        var next = section
        while true {
            next += down ? 1 : -1
            guard rowCounts.indices.contains(next) else { return [] }
            let shown = results.map { $0.rows[next] } ?? Array(0..<rowCounts[next])
            if let row = down ? shown.first : shown.last {
                return setFocus(MenuPosition(section: next, row: row))
            }
        }
    }

    /// Puts the focus on `position`: the change, or none when it was there.
    private mutating func setFocus(_ position: MenuPosition) -> [MenuRowChange] {
        guard position != focused else { return [] }
        focused = position
        return [.focused(position)]
    }

    /// The rows and sections shown now and not in `before`, or the other way round: per
    /// section, a section shown before its rows, a section hidden after them.
    private func shownChanges(from before: SettingsMenuState) -> [MenuRowChange] {
        var changes: [MenuRowChange] = []
        for section in rowCounts.indices {
            let wasShown = before.isShown(section: section)
            let isShown = isShown(section: section)
            if isShown, !wasShown { changes.append(.sectionShown(section)) }
            for row in 0..<rowCounts[section] {
                let position = MenuPosition(section: section, row: row)
                let rowWasShown = before.isShown(position)
                let rowIsShown = self.isShown(position)
                if rowIsShown != rowWasShown { changes.append(rowIsShown ? .shown(position) : .hidden(position)) }
            }
            if wasShown, !isShown { changes.append(.sectionHidden(section)) }
        }
        return changes
    }
}
