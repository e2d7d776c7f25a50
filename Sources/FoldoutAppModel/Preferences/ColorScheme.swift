import FoldoutModel

/// The colour scheme preference: the `color-scheme` key of the GSettings schema.
package enum ColorScheme: String, Sendable, CaseIterable {
    /// Follow the system's style (the Settings portal's `color-scheme`).
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark

    /// The scheme a stored value names; nil for anything else.
    package init?(nick: String) { self.init(rawValue: nick) }

    /// Whether the dark style is shown, given what the system prefers (nil when no portal answered).
    package func isDark(system: SystemColorScheme?) -> Bool {
        switch self {
        case .light: return false
        case .dark: return true
        case .system: return system == .preferDark
        }
    }
}
