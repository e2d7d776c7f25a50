import FoldoutModel

/// What the state file lacks of the state in memory: named in the log when the app quits and
/// the last write fails, so the person (or whoever reads the log) knows what was not kept.
package struct UnsavedChanges: Sendable, Equatable, CustomStringConvertible {
    /// Each section that differs, by key: its unsaved value (nil when the section was removed).
    package let sections: [(key: String, value: JSONValue?)]

    /// The sections of `current` that differ from `saved` (what the file holds; nil when the
    /// file holds nothing the app wrote or loaded), in key order.
    package init(current: AppState, saved: AppState?) {
        let before = saved?.sections ?? [:]
        let keys = Set(current.sections.keys).union(before.keys).sorted()
        sections = keys.compactMap { key in
            current.sections[key] == before[key] ? nil : (key: key, value: current.sections[key])
        }
    }

    /// Whether nothing is unsaved.
    package var isEmpty: Bool { sections.isEmpty }

    /// For the log (not translated, like the rest of it): each section and its unsaved value in
    /// compact JSON, e.g. `"months": {"open":null,"removed":["month-3"]}`; a removed section is
    /// `"window": (removed)`.
    package var description: String {
        sections.map { section in
            let value = section.value.map { JSONWriter.write($0, pretty: false, sortedKeys: true) } ?? "(removed)"
            return "\"\(section.key)\": \(value)"
        }.joined(separator: "; ")
    }

    /// Equal when the same sections hold the same values.
    package static func == (left: UnsavedChanges, right: UnsavedChanges) -> Bool {
        left.sections.count == right.sections.count
            && zip(left.sections, right.sections).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
