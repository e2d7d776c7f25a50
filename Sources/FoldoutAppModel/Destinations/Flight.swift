import FoldoutModel

/// A flight between two airports, by IATA code ("MAN" → "LHR").
public struct Flight: Sendable, Equatable {
    /// Departure airport code.
    public let from: String
    /// Arrival airport code.
    public let to: String

    /// Makes a flight.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// "MAN → LHR".
    public var title: String { "\(from) → \(to)" }
}
