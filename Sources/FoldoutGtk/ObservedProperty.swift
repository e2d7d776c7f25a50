import CFoldoutGtk

/// A GObject property whose changes `notify::name` reports.
package struct ObservedProperty: Sendable, Equatable {
    /// The property's name.
    package let name: String
    /// Names a property.
    package init(_ name: String) { self.name = name }
}

extension ObservedProperty {
    /// A stack's visible page.
    package static let visibleChildName = ObservedProperty("visible-child-name")
    /// A revealer's child finished showing or hiding.
    package static let childRevealed = ObservedProperty("child-revealed")
    /// A switch's state.
    package static let active = ObservedProperty("active")
}
