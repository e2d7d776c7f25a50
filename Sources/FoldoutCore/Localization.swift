import Synchronization

/// The catalogs in use, one per gettext text domain (see ``TextDomain``), and the filling of
/// `{name}` placeholders.
package enum Localization {
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
    package static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
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
