import Synchronization

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
