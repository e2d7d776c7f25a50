import FoldoutModel

/// Preferences that earlier versions kept in the state file (sections `"settings"` and
/// `"window"`) and that now live in GSettings: read once, written to GSettings, then removed
/// from the state file.
package struct LegacyPreferences: Sendable, Equatable {
    /// The colour scheme the old Dark theme switch chose (`true` → dark, `false` → light);
    /// nil when it was never switched.
    package var colorScheme: ColorScheme?
    /// The old Animations switch; nil when never switched.
    package var animations: Bool?
    /// The old window geometry; nil when absent or out of range.
    package var window: WindowState?

    /// Nothing to move.
    package init(colorScheme: ColorScheme? = nil, animations: Bool? = nil, window: WindowState? = nil) {
        self.colorScheme = colorScheme
        self.animations = animations
        self.window = window
    }

    /// The state file's top-level keys that held preferences.
    package static let sectionKeys = ["settings", "window"]

    /// What a migration found in a state.
    package struct Migration: Sendable, Equatable {
        /// The values to write to GSettings.
        package var preferences: LegacyPreferences
        /// The state without the preference sections, to save in place of the old one.
        package var state: AppState
        /// Sections that could not be read (with their JSON path and reason); they are dropped too.
        package var problems: [JSONError]
        /// Whether the state held any preference section (false: nothing to do, no save).
        package var found: Bool
    }

    /// Takes the preference sections out of `state`. A section of the wrong shape is reported in
    /// ``Migration/problems`` and dropped; the values it held cannot be trusted.
    package static func migrate(_ state: AppState) -> Migration {
        var rest = state
        var preferences = LegacyPreferences()
        var problems: [JSONError] = []
        var found = false
        if let settings = rest.sections.removeValue(forKey: SettingsState.key) {
            found = true
            if settings != .null {
                do {
                    let values = try SettingsState(json: JSONReader(settings, path: SettingsState.key))
                    preferences.colorScheme = values[SettingsState.darkTheme].map { $0 ? .dark : .light }
                    preferences.animations = values[SettingsState.animations]
                } catch {
                    problems.append(error)
                }
            }
        }
        if let window = rest.sections.removeValue(forKey: "window") {
            found = true
            if window != .null {
                do {
                    let geometry = try WindowState(json: JSONReader(window, path: "window"))
                    preferences.window = geometry.isValid ? geometry : nil
                } catch {
                    problems.append(error)
                }
            }
        }
        return Migration(preferences: preferences, state: rest, problems: problems, found: found)
    }
}
