import CGtk
import FoldoutModel
import GtkKit

/// The widgets of a flight row beneath its destination: indented, with a plane icon and
/// "MAN → LHR", sliding in and out through a revealer. The airports' full names are its
/// tooltip and accessible description. It is not expandable; screen readers see a tree item
/// whose node parent is its destination (the controller sets it), one level below it.
@MainActor
final class FlightRowView {
    /// Slide time in milliseconds (GTK's default for revealers).
    static let revealDuration: UInt32 = 250

    let row = ExpandableRow(expandable: false)
    let revealer = Revealer(transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN, duration: revealDuration)
    let destination: Int
    /// Set once the row is on its way out; it no longer takes focus or clicks.
    private(set) var isLeaving = false

    init(flight: Flight, destination: Int, catalog: DestinationCatalog) {
        self.destination = destination
        row.addStyleClass("flight-row")
        row.isActivatable = false
        let from = catalog.airportName(flight.from), to = catalog.airportName(flight.to)
        row.setAccessibleRole(ATK_ROLE_TREE_ITEM)
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
        revealer.add(line)
        row.add(revealer)
        row.showAll()
    }

    /// Slides the row in (or shows it at once when `animated` is false).
    func reveal(animated: Bool) {
        if animated {
            revealer.revealChild = true
        } else {
            let duration = revealer.transitionDuration
            revealer.transitionDuration = 0
            revealer.revealChild = true
            revealer.transitionDuration = duration
        }
    }

    /// Slides the row out and destroys it when it is gone; `done` is called then (once).
    func leave(_ done: @escaping @MainActor (FlightRowView) -> Void) {
        isLeaving = true
        row.canFocus = false
        row.isSensitive = false
        var finished = false
        let finish: @MainActor (FlightRowView) -> Void = { view in
            guard !finished else { return }
            finished = true
            view.row.destroy()
            done(view)
        }
        revealer.onNotify("child-revealed") { [weak self] in
            guard let self, !self.revealer.childRevealed else { return }
            // Not inside the revealer's own notification: destroy on the next turn.
            _ = MainLoop.idle { [weak self] in
                if let self { finish(self) }
                return false
            }
        }
        revealer.revealChild = false
        // Unmapped (e.g. another page is shown): no animation, and maybe no notification.
        if !row.isMapped { finish(self) }
    }
}
