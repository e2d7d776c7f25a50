import FoldoutAppModel
import FoldoutGtk
import FoldoutModel

/// Foldout's identity.
package enum FoldoutInfo {
    /// The application id (D-Bus name, desktop file, icon).
    package static let applicationID = "io.github.foldout.Foldout"
    /// The release version.
    package static let version = "2.0.0"
    /// The name people see.
    package static let name = "Foldout"
    /// The project's home page.
    package static let website = "https://github.com/foldout/foldout"
    /// What the About dialog says.
    static var about: AboutInfo {
        var info = AboutInfo(
            name: name, version: version,
            comments: tr("Lists that unfold: dropdown rows, expandable rows, an animated selector and a settings menu."),
            website: website, websiteLabel: tr("Website"), iconName: applicationID,
            copyright: tr("© 2026 The Foldout developers"),
            // TRANSLATORS: your names and e-mail addresses, one per line, as GNOME's About dialogs show them.
            translatorCredits: tr("translator-credits"))
        info.license = .mit // LICENSE
        return info
    }
}
