import FoldoutModel

/// The Destinations page's persisted state: which destinations are expanded, by name.
package struct DestinationsSection: PersistentSection {
    /// The state file's key.
    package static let key = "destinations"
    /// Names of the expanded destinations.
    package var expanded: [String]

    /// Nothing expanded.
    package init() { expanded = [] }

    /// The given destinations expanded.
    package init(expanded: [String]) { self.expanded = expanded }

    /// Reads `{"expanded": ["London", …]}`; a missing key means nothing is expanded.
    package init(json: JSONReader) throws(JSONError) {
        var names: [String] = []
        if let list = try json.field("expanded") {
            for element in try list.array(expected: tr("an array of destination names")) {
                names.append(try element.string())
            }
        }
        expanded = names
    }

    /// `{"expanded": […]}`.
    package var json: JSONValue {
        .object([("expanded", .array(expanded.map(JSONValue.string)))])
    }
}

extension DestinationsSection {
    /// The indices in `catalog` of the destinations named here (unknown names are ignored).
    package func expandedIndices(in catalog: DestinationCatalog) -> Set<Int> {
        let names = Set(expanded)
        return Set(catalog.destinations.indices.filter { names.contains(catalog.destinations[$0].name) })
    }

    /// The destinations at `indices` of `catalog`, by name in catalogue order.
    package init(expanded indices: Set<Int>, in catalog: DestinationCatalog) {
        self.init(expanded: indices.sorted().filter(catalog.destinations.indices.contains).map { catalog.destinations[$0].name })
    }
}
