import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// Destinations made up on demand (``AppHooks/destinations``): the one at an index is built
/// when it is asked for, so a million of them cost nothing until a page reads them.
package struct GeneratedDestinations {
    /// The destinations, each built when read.
    package let destinations: LazyMapCollection<Range<Int>, Destination>
    /// Full airport names by code, for the flights' tooltips.
    package let airports: [String: String]
    /// The destinations open at start.
    package let expanded: Set<Int>

    /// `count` destinations, the one at `index` made by `destination(index)`.
    package init(
        count: Int, airports: [String: String] = [:], expanded: Set<Int> = [],
        destination: @escaping (Int) -> Destination
    ) {
        destinations = (0..<max(0, count)).lazy.map(destination)
        self.airports = airports
        self.expanded = expanded
    }
}
