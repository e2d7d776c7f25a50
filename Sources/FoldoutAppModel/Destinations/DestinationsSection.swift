import FoldoutModel

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

extension DestinationsSection {
    /// The indices in `catalog` of the destinations named here (unknown names are ignored).
    public func expandedIndices(in catalog: DestinationCatalog) -> Set<Int> {
        let names = Set(expanded)
        return Set(catalog.destinations.indices.filter { names.contains(catalog.destinations[$0].name) })
    }

    /// The destinations at `indices` of `catalog`, by name in catalogue order.
    public init(expanded indices: Set<Int>, in catalog: DestinationCatalog) {
        self.init(expanded: indices.sorted().filter(catalog.destinations.indices.contains).map { catalog.destinations[$0].name })
    }
}
