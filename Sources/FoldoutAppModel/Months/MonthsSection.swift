import FoldoutModel

/// The Months page's persisted state, the state file's `"months"` section: the dropdown list's
/// removals (its undo stack) and open row (see ``DropdownSavedState``).
package struct MonthsSection: PersistentSection {
    /// `"months"`.
    package static let key = "months"
    /// The list's persisted form.
    package var rows: DropdownSavedState

    /// An untouched list.
    package init() { rows = DropdownSavedState() }

    /// The given list state.
    package init(rows: DropdownSavedState) { self.rows = rows }

    /// Reads `{"removed": […], "open": …, "removedOpen": […]}` (see ``DropdownSavedState/init(json:)``).
    package init(json: JSONReader) throws(JSONError) { rows = try DropdownSavedState(json: json) }

    /// The section as stored.
    package var json: JSONValue { rows.json }
}
