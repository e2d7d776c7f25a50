import FoldoutModel

/// The settings menu's switches, as persisted in the state file's `"settings"` section:
/// `{"dark-theme": true, "animations": false}`. A setting never switched is absent, and the
/// application then follows the desktop's own value.
public struct SettingsState: PersistentSection {
    /// `"settings"`.
    public static let key = "settings"
    /// The dark theme switch.
    public static let darkTheme = "dark-theme"
    /// The animations switch.
    public static let animations = "animations"

    /// The switched settings by key.
    public private(set) var values: [String: Bool] = [:]

    /// No setting switched.
    public init() {}

    /// Reads the section; every value must be true or false.
    public init(json: JSONReader) throws(JSONError) {
        for member in try json.members() {
            values[member.key] = try member.value.bool()
        }
    }

    /// The stored value of `key`, or nil when never switched.
    public subscript(key: String) -> Bool? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The section as stored, keys sorted.
    public var json: JSONValue {
        .object(values.sorted { $0.key < $1.key }.map { ($0.key, .bool($0.value)) })
    }
}
