import FoldoutModel

/// The colour scheme preference: the `color-scheme` key of the GSettings schema.
public enum ColorScheme: String, Sendable, CaseIterable {
    /// Follow the system's style (the Settings portal's `color-scheme`).
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark

    /// The scheme a stored value names; nil for anything else.
    public init?(nick: String) { self.init(rawValue: nick) }

    /// Whether the dark style is shown, given what the system prefers (nil when no portal answered).
    public func isDark(system: SystemColorScheme?) -> Bool {
        switch self {
        case .light: return false
        case .dark: return true
        case .system: return system == .preferDark
        }
    }
}

/// What the desktop prefers, as the Settings portal tells it (`org.freedesktop.appearance`
/// `color-scheme`: 0 no preference, 1 prefer dark, 2 prefer light).
public enum SystemColorScheme: Sendable, Equatable {
    /// No preference (applications choose; Foldout is light).
    case noPreference
    /// The desktop prefers dark.
    case preferDark
    /// The desktop prefers light.
    case preferLight

    /// The portal's value; an unknown number (a later version's) counts as no preference.
    public init(portalValue: UInt32) {
        switch portalValue {
        case 1: self = .preferDark
        case 2: self = .preferLight
        default: self = .noPreference
        }
    }
}
