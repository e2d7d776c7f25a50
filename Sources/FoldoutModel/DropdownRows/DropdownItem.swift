/// The simplest ``DropdownListItem``: a stable identifier and the title shown to the user.
public struct DropdownItem: Hashable, Sendable {
    /// Stable identifier, unique within a list; used to persist removals and the open row.
    public let id: String
    /// The text shown in the row.
    public let title: String

    /// Creates a row with the given identifier and title.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// Reads `{"id": "…", "title": "…"}`; both are required strings, other keys are ignored.
    public init(json: JSONReader) throws(JSONError) {
        id = try json.required("id").string()
        title = try json.required("title").string()
    }

    /// `{"id": "…", "title": "…"}`
    public var json: JSONValue {
        ["id": .string(id), "title": .string(title)]
    }
}
