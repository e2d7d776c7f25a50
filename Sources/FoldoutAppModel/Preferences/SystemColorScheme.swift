import FoldoutModel

/// What the desktop prefers, as the Settings portal tells it (`org.freedesktop.appearance`
/// `color-scheme`: 0 no preference, 1 prefer dark, 2 prefer light).
package enum SystemColorScheme: Sendable, Equatable {
    /// No preference (applications choose; Foldout is light).
    case noPreference
    /// The desktop prefers dark.
    case preferDark
    /// The desktop prefers light.
    case preferLight

    /// The portal's value; an unknown number (a later version's) counts as no preference.
    package init(portalValue: UInt32) {
        switch portalValue {
        case 1: self = .preferDark
        case 2: self = .preferLight
        default: self = .noPreference
        }
    }
}
