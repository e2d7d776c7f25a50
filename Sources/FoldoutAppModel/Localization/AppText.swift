import FoldoutCore
import FoldoutModel

extension TextDomain {
    /// Foldout's own text domain, `foldout`: the strings of the app and its model, its data
    /// files, desktop entry, metainfo and schema (po/). The kit's are in ``TextDomain/kit``.
    package static let foldout = TextDomain("foldout")
}

// Foldout's translation functions, in its own domain. xgettext extracts their arguments
// (tools/po/make-pot: `--keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=N_`), so the
// message arguments must be plain string literals: no interpolation, no concatenation, no
// variables (Tests/po/test_po.py enforces it). Values go in through `{name}` placeholders.
// (Swift reserves `_` itself, so GNOME's `_()` is `tr()` here.)

/// The user's-language version of `message`, with its `{name}` placeholders filled:
/// `tr("Flight from {from} to {to}", ["from": from, "to": to])`.
package func tr(_ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    TextDomain.foldout.text(message, values)
}

/// As ``tr(_:_:)`` for a message whose meaning depends on `context` (gettext's msgctxt).
package func trc(_ context: String, _ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    TextDomain.foldout.text(message, context: context, values)
}

/// The plural form of a message for `count` (gettext's ngettext): `{count}` is filled with the
/// number, and the other placeholders from `values`:
/// `trn("{count} flight", "{count} flights", 5)` is "5 рейсов" in Russian.
package func trn(_ singular: String, _ plural: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
    TextDomain.foldout.plural(singular, plural, count, values)
}

/// Marks `message` for extraction without translating it (gettext's N_): for strings kept in
/// tables and translated where they are shown, with `TextDomain.foldout.text`.
// swift-format-ignore: AlwaysUseLowerCamelCase
package func N_(_ message: String) -> String { message }
