import CFoldoutGtk

/// A GObject property whose changes `notify::name` reports.
public struct ObservedProperty: Sendable, Equatable {
    /// The property's name.
    public let name: String
    /// Names a property.
    public init(_ name: String) { self.name = name }
}

extension ObservedProperty {
    /// A stack's visible page.
    public static let visibleChildName = ObservedProperty("visible-child-name")
    /// A revealer's child finished showing or hiding.
    public static let childRevealed = ObservedProperty("child-revealed")
    /// A switch's state.
    public static let active = ObservedProperty("active")
}
