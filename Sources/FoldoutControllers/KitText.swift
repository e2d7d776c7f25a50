import FoldoutCore
import FoldoutGtk
import FoldoutModel

// The kit's translation functions, in its own text domain (`TextDomain.kit`), as FoldoutModel
// declares them: internal, so an app's own `tr` (in its own domain) is the one it sees. The
// message arguments must be plain string literals (xgettext extracts them; Tests/po checks it).
// `@usableFromInline`, for public defaults. The first text binds the kit's catalogs if no `Application` did yet.

/// The kit's `message` in the user's language, its `{name}` placeholders filled.
@usableFromInline func tr(_ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    KitCatalogs.install()
    return TextDomain.kit.text(message, values)
}

/// As `tr` for a message whose meaning depends on `context` (gettext's msgctxt).
@usableFromInline func trc(_ context: String, _ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    KitCatalogs.install()
    return TextDomain.kit.text(message, context: context, values)
}

/// The plural form of a kit message for `count` (gettext's ngettext), `{count}` filled.
@usableFromInline func trn(_ singular: String, _ plural: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
    KitCatalogs.install()
    return TextDomain.kit.plural(singular, plural, count, values)
}

/// Marks `message` for extraction without translating it (gettext's N_).
// swift-format-ignore: AlwaysUseLowerCamelCase
@usableFromInline func N_(_ message: String) -> String { message }
