/// The simplest ``DropdownItem``: a stable identifier and the title shown to the user.
package struct TitledItem: DropdownItem, Hashable {
    /// Stable identifier, unique within a list; used to persist removals and the open row.
    package let id: String
    /// The text shown in the row.
    package let title: String

    /// Creates a row with the given identifier and title.
    package init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// Reads `{"id": "…", "title": "…"}`; both are required strings, other keys are ignored.
    package init(json: JSONReader) throws(JSONError) {
        id = try json.required("id").string()
        title = try json.required("title").string()
    }

    /// `{"id": "…", "title": "…"}`
    package var json: JSONValue {
        ["id": .string(id), "title": .string(title)]
    }
}
