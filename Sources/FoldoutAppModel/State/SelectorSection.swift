import FoldoutModel

/// The Selector page's persisted state: the chosen option of each selector, by the
/// selector's id (e.g. `"sport": "Hockey"`), stored under `"selector"`.
package struct SelectorSection: PersistentSection {
    /// The key in the state file.
    package static let key = "selector"
    /// The chosen option's text, by selector id.
    package var chosen: [String: String] = [:]

    /// Nothing chosen.
    package init() {}

    /// Reads the section; a non-string choice is an error at its path.
    package init(json: JSONReader) throws(JSONError) {
        for member in try json.field("chosen")?.members() ?? [] {
            chosen[member.key] = try member.value.string()
        }
    }

    /// The section as stored: `{"chosen": {"sport": "Hockey"}}`.
    package var json: JSONValue {
        .object([(key: "chosen", value: .object(chosen.sorted { $0.key < $1.key }.map { (key: $0.key, value: .string($0.value)) }))])
    }
}
