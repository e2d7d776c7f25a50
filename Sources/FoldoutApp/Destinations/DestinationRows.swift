import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The Destinations page's two looks of row, for ``ExpandableRowsController``: a destination
/// (an expander arrow when it has flights, the name with a line saying how many flights there
/// are, and the price) and a flight beneath it (indented, a plane and "MAN → LHR", the airports'
/// full names as its tooltip and accessible description). Each is made once per recycled row
/// and shows whichever destination or flight the row is given.
@MainActor
enum DestinationRows {
    /// A destination's row; `price` formats its price.
    static func destination(price: @escaping @MainActor (Price) -> String) -> ExpandableRowContent<Destination> {
        ExpandableRowContent(rowViews: {
            let line = DestinationLine()
            return (
                line.widget,
                { destination, row, query in
                    line.show(destination, row: row, price: price(destination.price), query: query)
                }
            )
        })
    }

    /// A flight's row; `catalog` names the airports.
    static func flight(catalog: DestinationCatalog) -> ExpandableRowContent<Flight> {
        ExpandableRowContent(rowViews: {
            let line = FlightLine()
            return (line.widget, { flight, row, query in line.show(flight, row: row, catalog: catalog, query: query) })
        })
    }
}
