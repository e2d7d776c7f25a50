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

/// The settings menu controller's one view-state value: how many rows each section shows and
/// which row has the keyboard focus. Moving past a section's edge goes on to the next section
/// with rows (Down: its first row; Up: the previous one's last), skipping empty sections.
public struct SettingsMenuState: Sendable, Equatable {
    /// The number of rows of each section, in order.
    public let rowCounts: [Int]
    /// The focused row, if any.
    public private(set) var focused: MenuPosition?

    /// A menu of sections with `rowCounts` rows each, nothing focused.
    public init(rowCounts: [Int]) {
        self.rowCounts = rowCounts.map { max(0, $0) }
    }

    /// The first row of the first section that has rows, if any.
    public var first: MenuPosition? {
        rowCounts.firstIndex { $0 > 0 }.map { MenuPosition(section: $0, row: 0) }
    }

    /// Focuses `position` if there is such a row (else changes nothing); returns whether it did.
    @discardableResult
    public mutating func focus(_ position: MenuPosition) -> Bool {
        guard rowCounts.indices.contains(position.section), (0..<rowCounts[position.section]).contains(position.row) else {
            return false
        }
        focused = position
        return true
    }

    /// Focuses the first row of the menu (nothing when every section is empty).
    public mutating func focusFirst() {
        if let first { focused = first }
    }

    /// The focus tried to leave section `section` downwards (`down`) or upwards: it goes to the
    /// next section with rows, first row (down) or last row (up). Returns the new focus, or nil
    /// when there is no such section (the focus stays).
    public mutating func move(from section: Int, down: Bool) -> MenuPosition? {
        var next = section
        while true {
            next += down ? 1 : -1
            guard rowCounts.indices.contains(next) else { return nil }
            let count = rowCounts[next]
            if count > 0 {
                let position = MenuPosition(section: next, row: down ? 0 : count - 1)
                focused = position
                return position
            }
        }
    }
}
