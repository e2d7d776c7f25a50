import CGtk
import FoldoutModel
import GtkKit

/// The widgets of a destination row: an expander arrow (only when it has flights), the name
/// with a line saying how many flights there are, and the price.
@MainActor
final class DestinationRowView {
    let row: ExpandableRow
    let index: Int

    init(destination: Destination, index: Int, price: String) {
        self.index = index
        row = ExpandableRow(expandable: destination.isExpandable)
        row.addStyleClass("destination-row")
        row.isActivatable = true
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
        row.add(line)
        row.showAll()
    }

    /// Shows the row expanded or collapsed (arrow turned down, state for screen readers).
    func setExpanded(_ expanded: Bool) {
        row.isExpanded = expanded
        if expanded { row.addStyleClass("open") } else { row.removeStyleClass("open") }
    }
}
