import Synchronization

/// Where translated messages come from. The application installs one backed by gettext (see
/// `GtkKit.Gettext`); until then, and in the model's tests, messages stay as written in English.
///
/// The model has no C library of its own to call: glibc's `libintl` is not part of Swift's
/// `Glibc` module, so the catalog that calls it lives in GtkKit, and the model only asks.
public protocol MessageCatalog: Sendable {
    /// The translation of `message` (in `context`, if given), or `message` itself.
    func translate(_ message: String, context: String?) -> String
    /// The form of `singular`/`plural` for `count` in the user's language (or English's).
    func translate(singular: String, plural: String, count: Int) -> String
}

/// English as written: the source strings, with English's two plural forms.
public struct SourceCatalog: MessageCatalog {
    /// The catalog.
    public init() {}

    public func translate(_ message: String, context: String?) -> String { message }

    public func translate(singular: String, plural: String, count: Int) -> String {
        count == 1 ? singular : plural
    }
}

/// Foldout's text domain and the catalog in use.
public enum Localization {
    /// The gettext text domain: `foldout.mo` in `<locale dir>/<lang>/LC_MESSAGES/`.
    public static let domain = "foldout"

    private static let installed = Mutex<any MessageCatalog>(SourceCatalog())

    /// The catalog every ``tr(_:_:)`` call asks.
    public static var catalog: any MessageCatalog {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// The translation of a string that is not a literal here: one marked with ``N_(_:)``, or one
    /// from the shipped data files (extracted into the template by tools/update-po).
    public static func text(_ message: String, context: String? = nil) -> String {
        catalog.translate(message, context: context)
    }

    /// Replaces each `{name}` in `template` by its value in `values`. Placeholders are named so
    /// that a translator may put them in any order; a name without a value is left as it is, and
    /// the values put in are not searched again.
    public static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        fill(template, values.map { ($0.key, $0.value) })
    }

    static func fill(_ template: String, _ values: [(String, String)]) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}" else {
                result += rest[open...open]
                rest = rest[afterOpen...]
                continue
            }
            let name = rest[afterOpen..<close]
            if let value = values.first(where: { $0.0 == name })?.1 {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
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

// The translation functions. xgettext extracts their arguments from the sources (see
// tools/po/make-pot: `--keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 --keyword=N_`), so the
// message arguments must be plain string literals: no interpolation, no concatenation, no
// variables (Tests/po/test_po.py enforces it). Values go in through `{name}` placeholders.
// (Swift reserves `_` itself, so GNOME's `_()` is `tr()` here.)

/// The user's-language version of `message`, with its `{name}` placeholders filled:
/// `tr("“{title}” removed", ["title": title])`.
public func tr(_ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    Localization.catalog.text(message, values)
}

/// As ``tr(_:_:)`` for a message whose meaning depends on `context` (gettext's msgctxt).
public func trc(_ context: String, _ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    Localization.catalog.text(message, context: context, values)
}

/// The plural form of a message for `count` (gettext's ngettext): `{count}` is filled with the
/// number, and the other placeholders from `values`:
/// `trn("{count} flight", "{count} flights", 5)` is "5 рейсов" in Russian.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
    Localization.catalog.plural(singular, plural, count, values)
}

/// Marks `message` for extraction without translating it (gettext's N_): for strings kept in
/// tables and translated where they are shown, with ``Localization/text(_:context:)``.
public func N_(_ message: String) -> String { message }
