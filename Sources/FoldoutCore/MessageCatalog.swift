import Synchronization

/// Where the translated messages of one text domain come from (see ``TextDomain``): FoldoutGtk's
/// `Gettext` is the one backed by gettext; until one is installed, and in the model's tests,
/// messages stay as written in English.
///
/// The model has no C library of its own to call: glibc's `libintl` is not part of Swift's
/// `Glibc` module, so the catalog that calls it lives in FoldoutGtk, and the model only asks.
public protocol MessageCatalog: Sendable {
    /// The translation of `message` (in `context`, if given), or `message` itself.
    func translate(_ message: String, context: String?) -> String
    /// The form of `singular`/`plural` for `count` in the user's language (or English's).
    func translate(singular: String, plural: String, count: Int) -> String
}

extension MessageCatalog {
    /// `message` translated, its `{name}` placeholders filled from `values`.
    public func text(_ message: String, context: String? = nil, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Localization.fill(translate(message, context: context), values)
    }

    /// The form of `singular`/`plural` for `count`, with `{count}` filled with the number and
    /// the other placeholders from `values`.
    public func plural(_ singular: String, _ plural: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let form = translate(singular: singular, plural: plural, count: count)
        return Localization.fill(form, [("count", String(count))] + values.map { ($0.key, $0.value) })
    }
}
