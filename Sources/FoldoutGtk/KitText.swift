import FoldoutCore

// The kit's translation function for FoldoutGtk's own messages, in the kit's text domain
// (`TextDomain.kit`), as FoldoutModel and FoldoutControllers declare theirs: internal, so an
// app's own `tr` is the one it sees. The message must be a plain string literal (xgettext
// extracts it; Tests/po checks it).

/// The kit's `message` in the user's language, its `{name}` placeholders filled.
func tr(_ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    KitCatalogs.install()
    return TextDomain.kit.text(message, values)
}
