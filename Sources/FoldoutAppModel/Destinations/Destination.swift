import FoldoutModel

/// A destination: a name, a price from, and the flights that go there (possibly none).
public struct Destination: Sendable, Equatable {
    /// The place, e.g. "London"; unique within a catalogue.
    public let name: String
    /// What it costs.
    public let price: Price
    /// The flights, in the order of the data file.
    public let flights: [Flight]
    /// What the row shows: the name, or its translation (``DestinationCatalog/translated(by:)``).
    /// The state file keeps ``name``.
    public let label: String

    /// Makes a destination, shown as `label` (default: its name).
    public init(name: String, price: Price, flights: [Flight], label: String? = nil) {
        self.name = name
        self.price = price
        self.flights = flights
        self.label = label ?? name
    }

    /// Whether it has flights to show (a destination without any cannot be expanded).
    public var isExpandable: Bool { !flights.isEmpty }
}
