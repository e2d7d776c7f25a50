import FoldoutModel

/// The Months page's persisted state, the state file's `"months"` section: the dropdown list's
/// removals (its undo stack) and open row (see ``DropdownState``).
package struct MonthsSection: PersistentSection {
    /// `"months"`.
    package static let key = "months"
    /// The list's persisted form.
    package var rows: DropdownState

    /// An untouched list.
    package init() { rows = DropdownState() }

    /// The given list state.
    package init(rows: DropdownState) { self.rows = rows }

    /// Reads `{"removed": […], "open": …, "removedOpen": […]}` (see ``DropdownState/init(json:)``).
    package init(json: JSONReader) throws(JSONError) { rows = try DropdownState(json: json) }

    /// The section as stored.
    package var json: JSONValue { rows.json }
}
