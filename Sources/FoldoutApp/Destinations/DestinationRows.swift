import FoldoutAppModel
import FoldoutControllers
import FoldoutModel
import FoldoutGtk

/// The Destinations page's two looks of row, for ``ExpandableRowsController``: a destination
/// (an expander arrow when it has flights, the name with a line saying how many flights there
/// are, and the price) and a flight beneath it (indented, a plane and "MAN → LHR", the airports'
/// full names as its tooltip and accessible description). Each is made once per recycled row
/// and shows whichever destination or flight the row is given.
@MainActor
enum DestinationRows {
    /// A destination's row; `price` formats its price.
    static func destination(price: @escaping @MainActor (Price) -> String) -> ExpandableRowContent<Destination> {
        ExpandableRowContent(highlightingViews: {
            let line = DestinationLine()
            return (line.widget, { destination, row, query in
                line.show(destination, row: row, price: price(destination.price), query: query)
            })
        })
    }

    /// A flight's row; `catalog` names the airports.
    static func flight(catalog: DestinationCatalog) -> ExpandableRowContent<Flight> {
        ExpandableRowContent(highlightingViews: {
            let line = FlightLine()
            return (line.widget, { flight, row, query in line.show(flight, row: row, catalog: catalog, query: query) })
        })
    }
}

/// The widgets of a destination's row.
@MainActor
private final class DestinationLine {
    let widget = Box(vertical: false, spacing: 12)
    private let expander = Image(iconName: "pan-end-symbolic")
    private let name = Label()
    private let detail = Label()
    private let price = Label()

    init() {
        widget.addStyleClass("destination-line")
        expander.addStyleClass("destination-expander")
        widget.packStart(expander)
        let text = Box(vertical: true, spacing: 2)
        text.setAlign(vertical: .center)
        name.addStyleClass("destination-name")
        name.setXAlign(0)
        name.ellipsizeEnd()
        detail.addStyleClass("destination-detail")
        detail.addStyleClass("dim-label")
        detail.setXAlign(0)
        text.packStart(name)
        text.packStart(detail)
        widget.packStart(text, expand: true)
        price.addStyleClass("destination-price")
        price.setAlign(vertical: .center)
        widget.packEnd(price)
    }

    /// Shows `destination`; the row gets its name and a description with the price. The part
    /// of the name a search matched is in bold.
    func show(_ destination: Destination, row: ListItemRow, price text: String, query: SearchText?) {
        row.addStyleClass("destination-row")
        let count = destination.flights.count
        row.setAccessibleName(destination.label)
        if destination.isExpandable {
            // TRANSLATORS: a destination's accessible description; {price} is e.g. "£500".
            row.setAccessibleDescription(trn("{price}, {count} flight", "{price}, {count} flights", count, ["price": text]))
            expander.removeStyleClass("none")
        } else {
            // TRANSLATORS: the accessible description of a destination without flights; {price} is e.g. "$630".
            row.setAccessibleDescription(tr("{price}, no flights, nothing to expand", ["price": text]))
            expander.addStyleClass("none")
        }
        name.setText(destination.label, emphasizing: query?.range(in: destination.label))
        // TRANSLATORS: the line under a destination's name.
        detail.text = destination.isExpandable ? trn("{count} flight", "{count} flights", count) : tr("No flights")
        price.text = text
    }
}

/// The widgets of a flight's row.
@MainActor
private final class FlightLine {
    let widget = Box(vertical: false, spacing: 10)
    private let title = Label()

    init() {
        widget.addStyleClass("flight-line")
        widget.packStart(Image(iconName: "airplane-mode-symbolic"))
        title.addStyleClass("flight-title")
        title.setXAlign(0)
        widget.packStart(title, expand: true)
    }

    /// Shows `flight`; the row gets "MAN → LHR" as its name and the airports' names. The part
    /// of the title a search matched is in bold.
    func show(_ flight: Flight, row: ListItemRow, catalog: DestinationCatalog, query: SearchText?) {
        row.addStyleClass("flight-row")
        let from = catalog.airportName(flight.from), to = catalog.airportName(flight.to)
        row.setAccessibleName(flight.title)
        row.setAccessibleDescription(tr("Flight from {from} to {to}", ["from": from, "to": to]))
        // TRANSLATORS: a flight's tooltip, from one airport to another; turn the arrow round
        // in a right-to-left language.
        row.setTooltip(tr("{from} → {to}", ["from": from, "to": to]))
        title.setText(flight.title, emphasizing: query?.range(in: flight.title))
    }
}
