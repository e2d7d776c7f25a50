import Synchronization

/// English as written: the source strings, with English's two plural forms.
package struct SourceCatalog: MessageCatalog {
    /// The catalog.
    package init() {}

    /// `message` itself.
    package func translate(_ message: String, context: String?) -> String { message }

    /// `singular` for one, `plural` for any other count.
    package func translate(singular: String, plural: String, count: Int) -> String {
        count == 1 ? singular : plural
    }
}
