/// The destinations → flights tree and the flat list of rows it shows: every destination, and
/// beneath each expanded one its flights. Expanding and collapsing return the change of the
/// visible rows (inserted or removed at i..<j) for a view to apply.
public struct DestinationTree: Sendable, Equatable {
    /// The data shown.
    public let catalog: DestinationCatalog
    /// Which destinations are expanded (only ones with flights ever are).
    public private(set) var expanded: Set<Int> = []
    /// The rows on show, top to bottom.
    public private(set) var visibleRows: [VisibleRow] = []

    /// A tree over `catalog` with the destinations named in `restoring` expanded (names that are
    /// not in the catalogue, or have no flights, are ignored).
    public init(catalog: DestinationCatalog, restoring state: DestinationsSection = .init()) {
        self.catalog = catalog
        let names = Set(state.expanded)
        for (index, destination) in catalog.destinations.enumerated()
        where destination.isExpandable && names.contains(destination.name) {
            expanded.insert(index)
        }
        visibleRows = flatten()
    }

    /// The destinations.
    public var destinations: [Destination] { catalog.destinations }

    /// Whether destination `index` is expanded.
    public func isExpanded(_ index: Int) -> Bool { expanded.contains(index) }

    /// The position of destination `index` among the visible rows.
    public func row(ofDestination index: Int) -> Int? {
        visibleRows.firstIndex(of: .destination(index))
    }

    /// The position of the row of `visible` (e.g. a flight's parent, `.destination(d)`).
    public func row(of visible: VisibleRow) -> Int? {
        visibleRows.firstIndex(of: visible)
    }

    /// Shows destination `index`'s flights beneath it; nil when it is already expanded, has no
    /// flights or does not exist.
    public mutating func expand(_ index: Int) -> DestinationTreeChange? {
        guard destinations.indices.contains(index), destinations[index].isExpandable, !expanded.contains(index),
              let parent = row(ofDestination: index) else { return nil }
        let flights = (0..<destinations[index].flights.count).map { VisibleRow.flight(destination: index, index: $0) }
        expanded.insert(index)
        visibleRows.insert(contentsOf: flights, at: parent + 1)
        return .inserted(parent + 1 ..< parent + 1 + flights.count)
    }

    /// Hides destination `index`'s flights; nil when it is not expanded.
    public mutating func collapse(_ index: Int) -> DestinationTreeChange? {
        guard expanded.contains(index), let parent = row(ofDestination: index) else { return nil }
        let count = destinations[index].flights.count
        expanded.remove(index)
        visibleRows.removeSubrange(parent + 1 ..< parent + 1 + count)
        return .removed(parent + 1 ..< parent + 1 + count)
    }

    /// Expands a collapsed destination or collapses an expanded one; nil when it has no flights.
    public mutating func toggle(_ index: Int) -> DestinationTreeChange? {
        expanded.contains(index) ? collapse(index) : expand(index)
    }

    /// What to persist: the names of the expanded destinations in catalogue order.
    public var state: DestinationsSection {
        DestinationsSection(expanded: expanded.sorted().map { destinations[$0].name })
    }

    /// The visible rows computed from scratch (what `visibleRows` always equals).
    public func flatten() -> [VisibleRow] {
        var rows: [VisibleRow] = []
        for (index, destination) in destinations.enumerated() {
            rows.append(.destination(index))
            if expanded.contains(index) {
                rows += destination.flights.indices.map { .flight(destination: index, index: $0) }
            }
        }
        return rows
    }
}
