import CFoldoutGtk

/// The icon theme of the default screen.
@MainActor
package enum IconTheme {
    /// Whether the theme has an icon named `name`.
    package static func has(_ name: String) -> Bool {
        guard let theme = gtk_icon_theme_get_default() else { return false }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }

    /// The first of `names` the theme has, else the last one.
    package static func first(of names: [String]) -> String {
        names.first(where: { has($0) }) ?? names.last ?? "image-missing"
    }
}
