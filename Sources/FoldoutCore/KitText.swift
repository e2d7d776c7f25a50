// The kit's translation function for FoldoutCore's own messages, in the kit's text domain
// (`TextDomain.kit`), as the other kit modules declare theirs: internal, so an app's own
// functions are the ones it sees. The messages must be plain string literals (xgettext extracts
// them; Tests/po checks it).

/// The plural form of a kit message for `count` (gettext's ngettext), `{count}` filled.
func trn(_ singular: String, _ plural: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
    TextDomain.kit.plural(singular, plural, count, values)
}
