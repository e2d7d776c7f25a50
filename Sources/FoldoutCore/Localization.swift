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

/// English as written: the source strings, with English's two plural forms.
public struct SourceCatalog: MessageCatalog {
    /// The catalog.
    public init() {}

    /// `message` itself.
    public func translate(_ message: String, context: String?) -> String { message }

    /// `singular` for one, `plural` for any other count.
    public func translate(singular: String, plural: String, count: Int) -> String {
        count == 1 ? singular : plural
    }
}

/// The catalogs in use, one per gettext text domain (see ``TextDomain``), and the filling of
/// `{name}` placeholders.
public enum Localization {
    private static let catalogs = Mutex<[String: any MessageCatalog]>([:])

    /// The catalog installed for the text domain `name`, or English as written.
    static func catalog(for name: String) -> any MessageCatalog {
        catalogs.withLock { $0[name] } ?? SourceCatalog()
    }

    /// Installs `catalog` for the text domain `name`.
    static func install(_ catalog: any MessageCatalog, for name: String) {
        catalogs.withLock { $0[name] = catalog }
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
