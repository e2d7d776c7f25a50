/// Which rows of a list are selected, by identity: none but some, or all but some. Selecting
/// every row of a million costs nothing per row, and the count is known at once.
///
///     var selection = RowSelection<String>()
///     selection.set("month-3", selected: true)
///     selection.selectAll()
///     selection.set("month-5", selected: false)
///     let selected = selection.count(of: 12)     // 11
package struct RowSelection<ID: Hashable & Sendable>: Sendable, Equatable {
    /// Whether rows are selected unless toggled (after select all).
    private var inverted = false
    /// The rows whose state is not the default: selected ones, or unselected after select all.
    private var toggled: Set<ID> = []
    /// The row a range selection (Shift+click) starts from: the last row selected or
    /// unselected on its own.
    package internal(set) var anchor: ID?

    /// Nothing selected.
    package init() {}

    /// Whether the row with identifier `id` is selected.
    package func contains(_ id: ID) -> Bool { inverted != toggled.contains(id) }

    /// How many of a list's `total` rows are selected (every identifier the selection was told
    /// of must still be in the list: ``forget(_:)`` the ones that leave it).
    package func count(of total: Int) -> Int { inverted ? max(0, total - toggled.count) : toggled.count }

    /// Whether every row is selected but the ones toggled off since.
    package var startsFromAll: Bool { inverted }

    /// Selects or unselects the row with identifier `id`.
    package mutating func set(_ id: ID, selected: Bool) {
        if selected != inverted { toggled.insert(id) } else { toggled.remove(id) }
    }

    /// Selects the row `id` if it is not selected, and unselects it if it is; it becomes the
    /// anchor of a range.
    package mutating func toggle(_ id: ID) {
        set(id, selected: !contains(id))
        anchor = id
    }

    /// Selects every row.
    package mutating func selectAll() {
        inverted = true
        toggled = []
    }

    /// Unselects every row.
    package mutating func clear() {
        inverted = false
        toggled = []
        anchor = nil
    }

    /// The row `id` left the list: it is no longer counted.
    package mutating func forget(_ id: ID) {
        toggled.remove(id)
        if anchor == id { anchor = nil }
    }

    /// The selected rows of a list of `count` rows as runs of positions, top to bottom;
    /// `position` finds a row by identifier. O(k log k) for k toggled rows.
    package func runs(count: Int, position: (ID) -> Int?) -> [Range<Int>] {
        let positions = toggled.compactMap(position).filter { $0 >= 0 && $0 < count }.sorted()
        var runs: [Range<Int>] = []
        if inverted {
            var start = 0
            for position in positions {
                if position > start { runs.append(start..<position) }
                start = position + 1
            }
            if start < count { runs.append(start..<count) }
        } else {
            for position in positions {
                if let last = runs.last, last.upperBound == position {
                    runs[runs.count - 1] = last.lowerBound..<position + 1
                } else {
                    runs.append(position..<position + 1)
                }
            }
        }
        return runs
    }
}
