import FoldoutModel

/// The Months page's persisted state, the state file's `"months"` section: the dropdown list's
/// removals (its undo stack) and open row (see ``DropdownState``).
public struct MonthsSection: PersistentSection {
    /// `"months"`.
    public static let key = "months"
    /// The list's persisted form.
    public var rows: DropdownState

    /// An untouched list.
    public init() { rows = DropdownState() }

    /// The given list state.
    public init(rows: DropdownState) { self.rows = rows }

    /// Reads `{"removed": […], "open": …, "removedOpen": […]}` (see ``DropdownState/init(json:)``).
    public init(json: JSONReader) throws(JSONError) { rows = try DropdownState(json: json) }

    /// The section as stored.
    public var json: JSONValue { rows.json }
}
