import FoldoutModel

/// A destination: a name, a price from, and the flights that go there (possibly none).
package struct Destination: Sendable, Equatable {
    /// The place, e.g. "London"; unique within a catalogue.
    package let name: String
    /// What it costs.
    package let price: Price
    /// The flights, in the order of the data file.
    package let flights: [Flight]
    /// What the row shows: the name, or its translation (``DestinationCatalog/translated(by:)``).
    /// The state file keeps ``name``.
    package let label: String

    /// Makes a destination, shown as `label` (default: its name).
    package init(name: String, price: Price, flights: [Flight], label: String? = nil) {
        self.name = name
        self.price = price
        self.flights = flights
        self.label = label ?? name
    }

    /// Whether it has flights to show (a destination without any cannot be expanded).
    package var isExpandable: Bool { !flights.isEmpty }
}
