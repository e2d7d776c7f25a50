/// A titled group of rows ("Settings", "Reach out", "Help").
public struct MenuSection: Sendable {
    /// The header shown above the group.
    package let title: String
    /// The rows, in order.
    public let items: [any MenuOption]

    /// Makes a section.
    public init(title: String, items: [any MenuOption]) {
        self.title = title
        self.items = items
    }
}
