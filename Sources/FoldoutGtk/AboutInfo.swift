import CFoldoutGtk

/// What an About dialog says.
package struct AboutInfo: Sendable {
    /// The program's name.
    package var name: String
    /// Its version.
    package var version: String
    /// One sentence on what it does.
    package var comments: String
    /// The project's home page.
    package var website: String
    /// The text of the link to it, e.g. "Website".
    package var websiteLabel: String
    /// The themed icon name of the application icon.
    package var iconName: String
    /// The copyright line.
    package var copyright: String
    /// The translators of the language shown, one per line (gettext's "translator-credits"
    /// convention); nil or "translator-credits" (untranslated) shows none.
    package var translatorCredits: String?
    /// The app's licence; nil states none (the dialog then has no licence line).
    ///
    ///     var info = AboutInfo(name: "Mailbox", version: "1.0", comments: "Reads your mail.",
    ///                          website: "https://example.org/mailbox", websiteLabel: "Website",
    ///                          iconName: "org.example.Mailbox", copyright: "© 2026 The Mailbox developers")
    ///     info.license = .gpl3OrLater
    package var license: AboutLicense?
    /// Makes the description; it states no licence until ``license`` is set.
    package init(
        name: String, version: String, comments: String, website: String, websiteLabel: String,
        iconName: String, copyright: String, translatorCredits: String? = nil
    ) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.websiteLabel = websiteLabel
        self.iconName = iconName
        self.copyright = copyright
        self.translatorCredits = translatorCredits
    }
}
