import CGtk
import FoldoutModel
import GtkKit

/// The Destinations page's two looks of row, for ``ExpandableRowsController``: a destination
/// (an expander arrow when it has flights, the name with a line saying how many flights there
/// are, and the price) and a flight beneath it (indented, a plane and "MAN → LHR", the airports'
/// full names as its tooltip and accessible description).
@MainActor
enum DestinationRows {
    /// A destination's row content; the row gets its name and a description with the price.
    static func destination(_ destination: Destination, row: ExpandableRow, price: String) -> Widget {
        row.addStyleClass("destination-row")
        let count = destination.flights.count
        let flights = count == 0 ? "no flights" : count == 1 ? "1 flight" : "\(count) flights"
        row.setAccessibleRole(ATK_ROLE_TREE_ITEM)
        row.setAccessibleName(destination.name)
        row.setAccessibleDescription(destination.isExpandable ? "\(price), \(flights)" : "\(price), \(flights), nothing to expand")

        let line = Box(vertical: false, spacing: 12)
        line.addStyleClass("destination-line")
        let expander = Image(iconName: "pan-end-symbolic")
        expander.addStyleClass("destination-expander")
        if !destination.isExpandable { expander.addStyleClass("none") }
        line.packStart(expander)

        let text = Box(vertical: true, spacing: 2)
        text.setAlign(vertical: GTK_ALIGN_CENTER)
        let name = Label(destination.name)
        name.addStyleClass("destination-name")
        name.setXAlign(0)
        name.ellipsizeEnd()
        let detail = Label(destination.isExpandable ? flights.prefix(1).uppercased() + flights.dropFirst() : "No flights")
        detail.addStyleClass("destination-detail")
        detail.addStyleClass("dim-label")
        detail.setXAlign(0)
        text.packStart(name)
        text.packStart(detail)
        line.packStart(text, expand: true)

        let priceLabel = Label(price)
        priceLabel.addStyleClass("destination-price")
        priceLabel.setAlign(vertical: GTK_ALIGN_CENTER)
        line.packEnd(priceLabel)
        return line
    }

    /// A flight's row content; the row gets "MAN → LHR" as its name and the airports' names.
    static func flight(_ flight: Flight, row: ExpandableRow, catalog: DestinationCatalog) -> Widget {
        row.addStyleClass("flight-row")
        let from = catalog.airportName(flight.from), to = catalog.airportName(flight.to)
        row.setAccessibleName(flight.title)
        row.setAccessibleDescription("Flight from \(from) to \(to)")
        row.setTooltip("\(from) → \(to)")

        let line = Box(vertical: false, spacing: 10)
        line.addStyleClass("flight-line")
        line.packStart(Image(iconName: "airplane-mode-symbolic"))
        let title = Label(flight.title)
        title.addStyleClass("flight-title")
        title.setXAlign(0)
        line.packStart(title, expand: true)
        return line
    }
}
