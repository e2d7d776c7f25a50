/// What an animated selector offers: any value with a title and an identity, e.g. an app's
/// enum.
///
///     enum Speed: String, SelectorOption, CaseIterable {
///         case slow, fast
///         var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
///     }
public protocol SelectorOption: Hashable, Sendable {
    /// What the option shows, and what screen readers read for it.
    var title: String { get }
}
