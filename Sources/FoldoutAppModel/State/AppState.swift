import FoldoutModel

/// Everything the application persists between runs: one top-level section per page
/// (``PersistentSection``: `"months"`, `"destinations"`, `"selector"`), each read and written by
/// its own model type, plus `"version"`. The window geometry and the settings switches of earlier
/// versions are preferences now (GSettings): ``LegacyPreferences`` takes their sections out.
///
/// Reading is tolerant and forward-compatible: every section is optional (missing or `null` →
/// its defaults), a section that cannot be read spoils only itself (``section(_:)`` says why),
/// and sections written by a newer Foldout survive a save.
package struct AppState: Sendable, Equatable {
    /// The version written in the top-level `"version"` key.
    package static let currentVersion = 1

    /// Every top-level section, by key, as stored.
    package var sections: [String: JSONValue] = [:]

    /// A first run: no section stored.
    package init() {}

    /// Reads a state document tolerantly (see the type's documentation): the top level must be an
    /// object ("expected a JSON object at the top level"); `version` must be an integer if present.
    package init(json: JSONReader) throws(JSONError) {
        let members = try json.members(expected: tr("a JSON object at the top level"))
        _ = try json.field("version")?.int()
        for member in members where member.key != "version" {
            sections[member.key] = member.value.value
        }
    }

    /// All sections plus `"version": currentVersion`.
    package var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = sections.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        members.append(("version", .number(Double(Self.currentVersion))))
        return .object(members)
    }

    /// The section `S` as stored: its defaults when absent, or the reason it cannot be read
    /// (with the JSON path), so a page can report it and start from its defaults.
    package func section<S: PersistentSection>(_ type: S.Type) -> Result<S, JSONError> {
        guard let value = sections[S.key], value != .null else { return .success(S()) }
        do {
            return .success(try S(json: JSONReader(value, path: S.key)))
        } catch {
            return .failure(error)
        }
    }

    /// Stores `value` as its section.
    package mutating func setSection<S: PersistentSection>(_ value: S) {
        sections[S.key] = value.json
    }

    /// A state holding `sections` (tests and tools).
    package init(_ sections: any PersistentSection...) {
        for section in sections { self.sections[type(of: section).key] = section.json }
    }
}
