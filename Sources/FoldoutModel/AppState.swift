/// Everything the application persists between runs.
///
/// Reading is tolerant and forward-compatible: every key is optional (missing or `null` → default)
/// and unknown keys are ignored, so later versions can add sections. A value of the wrong type is an error.
public struct AppState: Sendable, Equatable {
    /// The version written in the top-level `"version"` key.
    public static let currentVersion = 1

    /// State of the months dropdown page.
    public var months: DropdownState
    /// Every other top-level section, by key, as stored: each page keeps its state in one
    /// (see ``PersistentSection``), and sections written by a newer Foldout survive a save.
    /// The window geometry and the settings switches of earlier versions are preferences now
    /// (GSettings): ``LegacyPreferences`` takes their sections out.
    public var sections: [String: JSONValue] = [:]

    /// Creates a state; the defaults describe a first run.
    public init(months: DropdownState = .init()) {
        self.months = months
    }

    /// Reads a state document tolerantly (see the type's documentation): the top level must be an
    /// object ("expected a JSON object at the top level"); `version` must be an integer if present.
    public init(json: JSONReader) throws(JSONError) {
        let members = try json.members(expected: "a JSON object at the top level")
        _ = try json.field("version")?.int()
        for member in members where !["version", "months"].contains(member.key) {
            sections[member.key] = member.value.value
        }
        if let reader = try json.field("months") {
            months = try DropdownState(json: reader)
        } else {
            months = .init()
        }
    }

    /// All sections plus `"version": currentVersion`.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = sections.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        members += [("version", .number(Double(Self.currentVersion))), ("months", months.json)]
        return .object(members)
    }

    /// The section `S` as stored: its defaults when absent, or the reason it cannot be read
    /// (with the JSON path), so a page can report it and start from its defaults.
    public func section<S: PersistentSection>(_ type: S.Type) -> Result<S, JSONError> {
        guard let value = sections[S.key], value != .null else { return .success(S()) }
        do {
            return .success(try S(json: JSONReader(value, path: S.key)))
        } catch {
            return .failure(error)
        }
    }

    /// Stores `value` as its section.
    public mutating func setSection<S: PersistentSection>(_ value: S) {
        sections[S.key] = value.json
    }
}
