import FoldoutApp
import FoldoutAppModel

/// Destinations made up in bulk, in the shape and with the names of `../shared/bench/treestore.c`
/// (GtkTreeView over a GtkTreeStore), which `tools/bench list` measures against: parent i is
/// "City i" at £(100 + i % 900) with i % 3 flights "MAN → LHR", parent 1 open at start. What
/// `FOLDOUT_DESTINATIONS_ITEMS=N` puts in Destinations, `FOLDOUT_DESTINATIONS_CHILDREN=K` giving
/// parent 0 K flights (see ``BenchmarkHooks``).
///
/// Each destination is built when the page reads it: nothing is made for a parent no one asks
/// for. The names are short enough to live inside their `String` (no allocation), and all
/// parents with the same number of flights share one array of them.
package enum GeneratedTree {
    /// The largest number of parents, or of parent 0's children, that may be asked for.
    package static let maximum = 10_000_000
    /// The airports the flights name, with their full names (the flights' tooltips).
    package static let airports = ["MAN": "Manchester Airport", "LHR": "London Heathrow"]

    /// `count` destinations (clamped to 0...``maximum``), parent 0 holding `firstChildren`
    /// flights if given (else none, as i % 3 says).
    package static func destinations(count: Int, firstChildren: Int? = nil) -> GeneratedDestinations {
        let count = min(max(0, count), maximum)
        let flight = Flight(from: "MAN", to: "LHR")
        let shared = [[], [flight], [flight, flight]]
        let first = firstChildren.map { Array(repeating: flight, count: min(max(0, $0), maximum)) } ?? []
        return GeneratedDestinations(count: count, airports: airports, expanded: count > 1 ? [1] : []) { index in
            Destination(
                name: "City " + String(index), price: Price(hundredths: (100 + index % 900) * 100, currency: "GBP"),
                flights: index == 0 ? first : shared[index % 3])
        }
    }
}
