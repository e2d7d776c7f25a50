/// A row of a grouped menu: its section and its place in it.
package struct MenuPosition: Sendable, Equatable {
    /// The section's index.
    package let section: Int
    /// The row's index within the section.
    package let row: Int

    /// Makes a position.
    package init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}
