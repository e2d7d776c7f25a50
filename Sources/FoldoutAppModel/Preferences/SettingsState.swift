import FoldoutModel

/// The settings menu's switches, as persisted in the state file's `"settings"` section:
/// `{"dark-theme": true, "animations": false}`. A setting never switched is absent, and the
/// application then follows the desktop's own value.
package struct SettingsState: PersistentSection {
    /// `"settings"`.
    package static let key = "settings"
    /// The dark theme switch.
    package static let darkTheme = "dark-theme"
    /// The animations switch.
    package static let animations = "animations"

    /// The switched settings by key.
    package private(set) var values: [String: Bool] = [:]

    /// No setting switched.
    package init() {}

    /// Reads the section; every value must be true or false.
    package init(json: JSONReader) throws(JSONError) {
        for member in try json.members() {
            values[member.key] = try member.value.bool()
        }
    }

    /// The stored value of `key`, or nil when never switched.
    package subscript(key: String) -> Bool? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The section as stored, keys sorted.
    package var json: JSONValue {
        .object(values.sorted { $0.key < $1.key }.map { ($0.key, .bool($0.value)) })
    }
}
