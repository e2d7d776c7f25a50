/// A row of a grouped menu: its section and its place in it.
public struct MenuPosition: Sendable, Equatable {
    /// The section's index.
    public let section: Int
    /// The row's index within the section.
    public let row: Int

    /// Makes a position.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}
