import CGtk
import FoldoutModel
import GtkKit

/// The expandable table pattern: activating a destination (click, Enter, Space) inserts its
/// flights as rows of their own directly beneath it, each sliding in; activating it again
/// removes them. Several destinations can be open at once; one without flights does not expand.
///
/// The tree and its visible rows live in a ``DestinationTree``; this controller applies the
/// tree's changes (rows inserted or removed at i..<j) to list rows, keeping one view per
/// visible row. Keyboard, as in a tree: Up/Down walk the visible rows, Right or `+` expands
/// (Right on an open destination goes to its first flight), Left or `-` collapses, and Left
/// on a flight goes to its destination. The list is one Tab stop (Tab returns to the row that
/// had the focus). Screen readers see a tree: destinations are its top-level items, each
/// flight an item whose node parent (ATK NODE_CHILD_OF) is its destination ("tree level 2").
@MainActor
public final class ExpandableTableController {
    /// The page: the scrolled list.
    public let widget = ScrolledWindow()
    /// The model, as it is now.
    public private(set) var tree: DestinationTree
    /// Called after every expand or collapse with the state to persist.
    public var onStateChange: (@MainActor (DestinationsSection) -> Void)?

    private enum View {
        case destination(DestinationRowView)
        case flight(FlightRowView)

        var row: ExpandableRow {
            switch self {
            case let .destination(view): return view.row
            case let .flight(view): return view.row
            }
        }
    }

    private let listBox = ListBox()
    private let column = Box(vertical: true)
    private let scroller: SmoothScroller
    private let formatter: PriceFormatter
    /// One view per visible row, in the tree's order.
    private var views: [View] = []
    private var destinationViews: [DestinationRowView] = []
    /// Flight rows sliding out: kept until they are destroyed.
    private var leaving: [FlightRowView] = []
    /// The row that last had the keyboard focus (compared, never dereferenced: it may be gone).
    private var lastFocused: UnsafeMutableRawPointer?

    /// Makes the page for `tree`; `name` is what screen readers call the list, and `formatter`
    /// writes the prices (``PriceFormatter`` with the user's locale conventions).
    public init(tree: DestinationTree, name: String, formatter: PriceFormatter) {
        self.tree = tree
        self.formatter = formatter
        scroller = SmoothScroller(widget)
        listBox.addStyleClass("destinations-list")
        listBox.setAccessibleName(name)
        // A tree shown as a list: destinations are its top-level nodes, flights their children.
        listBox.setAccessibleRole(ATK_ROLE_TREE)
        listBox.setAlign(vertical: GTK_ALIGN_START)
        let empty = Label("The data file lists no destinations.")
        empty.addStyleClass("dim-label")
        empty.addStyleClass("destinations-empty")
        empty.show()
        listBox.setPlaceholder(empty)
        column.addStyleClass("destinations-column")
        column.packStart(listBox)
        widget.add(column)
        listBox.followFocus(of: widget)

        for (index, destination) in tree.destinations.enumerated() {
            let view = DestinationRowView(destination: destination, index: index,
                                          price: formatter.string(for: destination.price))
            view.row.setAccessibleNodeParent(listBox)
            destinationViews.append(view)
        }
        for (position, visible) in tree.visibleRows.enumerated() {
            let view = makeView(for: visible)
            views.append(view)
            listBox.insert(view.row, at: position)
            if case let .flight(flight) = view { flight.reveal(animated: false) }
        }
        for index in tree.expanded { destinationViews[index].setExpanded(true) }

        listBox.onRowActivated { [weak self] listIndex in self?.activated(listIndex: listIndex) }
        listBox.on("set-focus-child", pointer: { [weak self] child in
            guard let self, let child, let view = self.views.first(where: { $0.row.raw == child }) else { return }
            self.lastFocused = view.row.raw
        })
        // One Tab stop: Tab comes back to the row that had the focus, or the first.
        listBox.makeOneTabStop { [weak self] in
            guard let self, let row = (self.views.first { $0.row.raw == self.lastFocused } ?? self.views.first)?.row else { return false }
            self.move(to: self.views.firstIndex { $0.row === row } ?? 0)
            return true
        }
        listBox.on("key-press-event", event: { [weak self] event in
            guard let self, let key = KeyPress(event: event) else { return false }
            return self.handleKey(key)
        })
        widget.showAll()
    }

    // MARK: What a person does

    /// Gives the keyboard focus to the first row.
    public func focus() {
        views.first?.row.grabFocus()
    }

    /// Expands destination `index` if it is collapsed, or collapses it.
    public func toggle(_ index: Int) {
        tree.isExpanded(index) ? collapse(index) : expand(index)
    }

    /// Shows destination `index`'s flights beneath it.
    public func expand(_ index: Int) {
        guard let change = tree.expand(index) else { return }
        apply(change)
        destinationViews[index].setExpanded(true)
        onStateChange?(tree.state)
    }

    /// Hides destination `index`'s flights (the focus moves to it if it was on one of them).
    public func collapse(_ index: Int) {
        if let focused = focusedPosition, tree.visibleRows[focused] != .destination(index),
           tree.visibleRows[focused].destination == index {
            destinationViews[index].row.grabFocus()
        }
        guard let change = tree.collapse(index) else { return }
        apply(change)
        destinationViews[index].setExpanded(false)
        onStateChange?(tree.state)
    }

    // MARK: Applying the tree's changes

    private func apply(_ change: DestinationTreeChange) {
        switch change {
        case let .inserted(range):
            // Rows sliding out may still sit in the list: place by the row above, not by number.
            var listPosition = views[range.lowerBound - 1].row.index + 1
            for position in range {
                let view = makeView(for: tree.visibleRows[position])
                views.insert(view, at: position)
                listBox.insert(view.row, at: listPosition)
                listPosition += 1
                if case let .flight(flight) = view { flight.reveal(animated: true) }
            }
            revealAfterSliding(from: views[range.lowerBound - 1].row, to: views[range.upperBound - 1].row)
        case let .removed(range):
            for view in views[range] {
                guard case let .flight(flight) = view else { continue }
                leaving.append(flight)
                flight.leave { [weak self] gone in self?.leaving.removeAll { $0 === gone } }
            }
            views.removeSubrange(range)
        }
    }

    private func makeView(for visible: VisibleRow) -> View {
        switch visible {
        case let .destination(index):
            return .destination(destinationViews[index])
        case let .flight(destination, index):
            let flight = tree.destinations[destination].flights[index]
            let view = FlightRowView(flight: flight, destination: destination, catalog: tree.catalog)
            view.row.setAccessibleNodeParent(destinationViews[destination].row)
            return .flight(view)
        }
    }

    /// Once the new rows have slid in, scrolls so the destination and its flights are in view
    /// (the destination wins when they do not all fit).
    private func revealAfterSliding(from top: ExpandableRow, to bottom: ExpandableRow) {
        var remaining = Int(FlightRowView.revealDuration) / 16 + 30
        top.addTickCallback { [weak self, weak top, weak bottom] _ in
            guard let self, let top, let bottom, let start = top.origin(in: self.column),
                  let end = bottom.origin(in: self.column) else { return false }
            remaining -= 1
            let height = end.y + bottom.allocation.height - start.y
            // Follow the growing rows while they slide; stop when they are done.
            self.widget.scrollOffset = SmoothScroller.target(top: Double(start.y), height: Double(height),
                                                             offset: self.widget.scrollOffset,
                                                             page: self.widget.pageSize, maxOffset: self.widget.maxOffset)
            return remaining > 0 && !self.allRevealed()
        }
    }

    private func allRevealed() -> Bool {
        views.allSatisfy { view in
            if case let .flight(flight) = view { return flight.revealer.childRevealed }
            return true
        }
    }

    // MARK: Input

    private func activated(listIndex: Int) {
        guard let position = views.firstIndex(where: { $0.row.index == listIndex }),
              case let .destination(index) = tree.visibleRows[position] else { return }
        toggle(index)
    }

    private var focusedPosition: Int? {
        views.firstIndex { $0.row.hasFocus }
    }

    private func handleKey(_ key: KeyPress) -> Bool {
        guard let position = focusedPosition else { return false }
        let visible = tree.visibleRows[position]
        let keyval = Int32(key.keyval)
        let noControl = key.modifiers & UInt32(GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue) == 0
        guard noControl else { return false }
        switch keyval {
        case GDK_KEY_Right, GDK_KEY_KP_Right, GDK_KEY_plus, GDK_KEY_KP_Add:
            if case let .destination(index) = visible {
                if !tree.isExpanded(index) {
                    expand(index)
                } else if keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right {
                    move(to: position + 1)
                }
            }
            return true
        case GDK_KEY_Left, GDK_KEY_KP_Left, GDK_KEY_minus, GDK_KEY_KP_Subtract:
            switch visible {
            case let .destination(index):
                collapse(index)
            case let .flight(destination, _):
                if keyval == GDK_KEY_minus || keyval == GDK_KEY_KP_Subtract {
                    collapse(destination)
                } else {
                    destinationViews[destination].row.grabFocus()
                    scrollIntoView(destinationViews[destination].row)
                }
            }
            return true
        case GDK_KEY_Up, GDK_KEY_KP_Up:
            move(to: position - 1)
            return true
        case GDK_KEY_Down, GDK_KEY_KP_Down:
            move(to: position + 1)
            return true
        case GDK_KEY_Home, GDK_KEY_KP_Home:
            move(to: 0)
            return true
        case GDK_KEY_End, GDK_KEY_KP_End:
            move(to: views.count - 1)
            return true
        default:
            return false
        }
    }

    /// Focuses visible row `position` (clamped to the list) and scrolls it into view.
    private func move(to position: Int) {
        guard !views.isEmpty else { return }
        let row = views[min(max(0, position), views.count - 1)].row
        row.grabFocus()
        scrollIntoView(row)
    }

    private func scrollIntoView(_ row: ExpandableRow) {
        guard let origin = row.origin(in: column) else { return }
        scroller.reveal(top: Double(origin.y), height: Double(row.allocation.height))
    }
}
