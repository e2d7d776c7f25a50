/// A gettext text domain: the name of a set of catalogs (`<dir>/<lang>/LC_MESSAGES/<name>.mo`)
/// and the ``MessageCatalog`` installed for it.
///
/// The kit's own texts (the notification's Undo, "“X” removed", the default empty texts, the
/// data files' error messages) are in the domain `kit`, `foldout-kit`: FoldoutGtk installs its
/// catalog by itself when the `Application` is made (or at a controller's first text), so an app
/// using the kit shows them in the user's language with no setup; a text the model makes before
/// either (an app that reads a menu file before it makes its `Application`) stays English. An app's own texts are in a domain of its own, with its own
/// catalogs and its own translation functions:
///
/// ```swift
/// let mailbox = TextDomain("mailbox")
/// mailbox.catalog = Gettext.setUp(domain: mailbox.name, directory: localeDirectory)  // FoldoutGtk
/// func tr(_ message: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
///     mailbox.text(message, values)
/// }
/// ```
public struct TextDomain: Sendable, Hashable {
    /// The domain's name, e.g. "foldout".
    public let name: String

    /// The text domain called `name`.
    public init(_ name: String) { self.name = name }

    /// The kit's own text domain, `foldout-kit` (FoldoutGtk, FoldoutModel, FoldoutControllers).
    package static let kit = TextDomain("foldout-kit")

    /// The catalog installed for this domain: English as written until one is.
    public var catalog: any MessageCatalog {
        get { Localization.catalog(for: name) }
        nonmutating set { Localization.install(newValue, for: name) }
    }

    /// `message` (in `context`, if given) in the user's language, its `{name}` placeholders
    /// filled from `values`. For a message that is not a literal where it is shown: one kept in
    /// a table, or one from a shipped data file.
    public func text(_ message: String, context: String? = nil, _ values: KeyValuePairs<String, String> = [:]) -> String {
        catalog.text(message, context: context, values)
    }

    /// The form of `singular`/`plural` for `count` in the user's language, with `{count}` filled
    /// with the number and the other placeholders from `values`.
    public func plural(
        _ singular: String, _ plural: String, _ count: Int,
        _ values: KeyValuePairs<String, String> = [:]
    ) -> String {
        catalog.plural(singular, plural, count, values)
    }
}
