/// What an animated selector offers: any value with a title and an identity, e.g. an app's
/// enum.
///
///     enum Speed: String, SelectorOption, CaseIterable {
///         case slow, fast
///         var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
///     }
///
/// When the options are replaced (`SelectorState/replaceOptions(_:now:)`), an option keeps its
/// place, its choice and its highlight by its ``id``: the value itself unless the type says
/// otherwise (an `Identifiable` type's `id`, or any `id` property it declares).
public protocol SelectorOption: Hashable, Sendable {
    /// What identifies an option across replacements of the options.
    associatedtype ID: Hashable & Sendable = Self
    /// What the option shows, and what screen readers read for it.
    var title: String { get }
    /// The option's identity: an option of the same id in new options is the same option
    /// (kept chosen, highlighted and focused), possibly with a new title.
    var id: ID { get }
}

extension SelectorOption where ID == Self {
    /// The option itself.
    public var id: Self { self }
}
