import FoldoutAppModel
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
        row.setAccessibleRole(.treeItem)
        row.setAccessibleName(destination.label)
        if destination.isExpandable {
            // TRANSLATORS: a destination's accessible description; {price} is e.g. "£500".
            row.setAccessibleDescription(trn("{price}, {count} flight", "{price}, {count} flights", count, ["price": price]))
        } else {
            // TRANSLATORS: the accessible description of a destination without flights; {price} is e.g. "$630".
            row.setAccessibleDescription(tr("{price}, no flights, nothing to expand", ["price": price]))
        }

        let line = Box(vertical: false, spacing: 12)
        line.addStyleClass("destination-line")
        let expander = Image(iconName: "pan-end-symbolic")
        expander.addStyleClass("destination-expander")
        if !destination.isExpandable { expander.addStyleClass("none") }
        line.packStart(expander)

        let text = Box(vertical: true, spacing: 2)
        text.setAlign(vertical: .center)
        let name = Label(destination.label)
        name.addStyleClass("destination-name")
        name.setXAlign(0)
        name.ellipsizeEnd()
        // TRANSLATORS: the line under a destination's name.
        let detail = Label(destination.isExpandable ? trn("{count} flight", "{count} flights", count) : tr("No flights"))
        detail.addStyleClass("destination-detail")
        detail.addStyleClass("dim-label")
        detail.setXAlign(0)
        text.packStart(name)
        text.packStart(detail)
        line.packStart(text, expand: true)

        let priceLabel = Label(price)
        priceLabel.addStyleClass("destination-price")
        priceLabel.setAlign(vertical: .center)
        line.packEnd(priceLabel)
        return line
    }

    /// A flight's row content; the row gets "MAN → LHR" as its name and the airports' names.
    static func flight(_ flight: Flight, row: ExpandableRow, catalog: DestinationCatalog) -> Widget {
        row.addStyleClass("flight-row")
        let from = catalog.airportName(flight.from), to = catalog.airportName(flight.to)
        row.setAccessibleName(flight.title)
        row.setAccessibleDescription(tr("Flight from {from} to {to}", ["from": from, "to": to]))
        // TRANSLATORS: a flight's tooltip, from one airport to another; turn the arrow round
        // in a right-to-left language.
        row.setTooltip(tr("{from} → {to}", ["from": from, "to": to]))

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
