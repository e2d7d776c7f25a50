// The kit's translation functions, in its own text domain (`TextDomain.kit`). Internal: an app
// declares its own, in its own domain. xgettext extracts their arguments (tools/po/make-pot:
// `--keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=N_`), so the message arguments
// must be plain string literals: no interpolation, no concatenation, no variables
// (Tests/po/test_po.py enforces it). Values go in through `{name}` placeholders. (Swift reserves
// `_` itself, so GNOME's `_()` is `tr()` here.) FoldoutControllers declares the same four.
// `@usableFromInline`: public defaults (`emptyText: String = tr("…")`) may call them; clients
// still do not see them.
import FoldoutCore

/// The kit's `message` in the user's language, its `{name}` placeholders filled:
/// `tr("“{title}” removed", ["title": title])`.
@usableFromInline func tr(_ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    TextDomain.kit.text(message, values)
}

/// As `tr` for a message whose meaning depends on `context` (gettext's msgctxt).
@usableFromInline func trc(_ context: String, _ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    TextDomain.kit.text(message, context: context, values)
}

/// The plural form of a kit message for `count` (gettext's ngettext), `{count}` filled.
@usableFromInline func trn(_ singular: String, _ plural: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
    TextDomain.kit.plural(singular, plural, count, values)
}

/// Marks `message` for extraction without translating it (gettext's N_).
// swift-format-ignore: AlwaysUseLowerCamelCase
@usableFromInline func N_(_ message: String) -> String { message }
