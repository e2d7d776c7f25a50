import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The widgets of a destination's row.
@MainActor
final class DestinationLine {
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
