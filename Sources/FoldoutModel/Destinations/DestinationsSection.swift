/// The Destinations page's persisted state: which destinations are expanded, by name.
public struct DestinationsSection: PersistentSection {
    /// The state file's key.
    public static let key = "destinations"
    /// Names of the expanded destinations.
    public var expanded: [String]

    /// Nothing expanded.
    public init() { expanded = [] }

    /// The given destinations expanded.
    public init(expanded: [String]) { self.expanded = expanded }

    /// Reads `{"expanded": ["London", …]}`; a missing key means nothing is expanded.
    public init(json: JSONReader) throws(JSONError) {
        var names: [String] = []
        if let list = try json.field("expanded") {
            for element in try list.array(expected: tr("an array of destination names")) {
                names.append(try element.string())
            }
        }
        expanded = names
    }

    /// `{"expanded": […]}`.
    public var json: JSONValue {
        .object([("expanded", .array(expanded.map(JSONValue.string)))])
    }
}
