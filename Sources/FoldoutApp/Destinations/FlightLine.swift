import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The widgets of a flight's row.
@MainActor
final class FlightLine {
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
        let from = catalog.airportName(flight.from)
        let to = catalog.airportName(flight.to)
        row.setAccessibleName(flight.title)
        row.setAccessibleDescription(tr("Flight from {from} to {to}", ["from": from, "to": to]))
        // TRANSLATORS: a flight's tooltip, from one airport to another; turn the arrow round
        // in a right-to-left language.
        row.setTooltip(tr("{from} → {to}", ["from": from, "to": to]))
        title.setText(flight.title, emphasizing: query?.range(in: flight.title))
    }
}
