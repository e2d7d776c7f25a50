import FoldoutModel

/// A flight between two airports, by IATA code ("MAN" → "LHR").
package struct Flight: Sendable, Equatable {
    /// Departure airport code.
    package let from: String
    /// Arrival airport code.
    package let to: String

    /// Makes a flight.
    package init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// "MAN → LHR".
    package var title: String { "\(from) → \(to)" }
}
