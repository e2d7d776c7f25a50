import FoldoutModel
import GtkKit

/// Builds the content of one row of an expandable list for a value: the builder gets the row
/// too, to give it a style class, an accessible name and description, or a tooltip.
///
///     let folderRow: ExpandableRowBuilder<Folder> = { folder, row in
///         row.setAccessibleName(folder.name)
///         return Label(folder.name)
///     }
public typealias ExpandableRowBuilder<Value> = @MainActor (Value, ExpandableRow) -> Widget

/// The expandable rows pattern over any parent/child data: activating a parent (click, Enter,
/// Space) inserts its children as rows of their own directly beneath it, each sliding in;
/// activating it again removes them. Several parents can be open at once; one without children
/// does not expand (screen readers hear it as not expandable).
///
///     let controller = ExpandableRowsController(parents: folders, children: \.messages, name: "Folders",
///                                               parentRow: folderRow, childRow: messageRow)
///     window.add(controller.widget)
///
/// The controller's one view-state value is ``tree`` (an ``/FoldoutModel/ExpandableTree``: which parents are
/// open, the visible rows, the focused row), changed only by its functions; the rows render it.
/// Keyboard, as in a tree: Up/Down/Home/End walk the visible rows, Right or `+` expands (Right
/// on an open parent goes to its first child), Left or `-` collapses, and Left on a child goes
/// to its parent; right to left, Left and Right swap (as in GtkTreeView). The list is one Tab stop (Tab returns to the row that had the focus). Screen
/// readers see a tree: parents are its top-level items, each child an item whose node parent
/// (ATK NODE_CHILD_OF) is its parent ("tree level 2").
@MainActor
public final class ExpandableRowsController<Parent, Child> {
    /// The widget to put in a window: the scrolled list.
    public let widget = ScrolledWindow()
    /// Which parents are open, the visible rows and the focused row, as they are now.
    public private(set) var tree: ExpandableTree
    /// Called after every expand or collapse with the open parents' indices.
    public var onExpandedChange: (@MainActor (Set<Int>) -> Void)?
    /// The parents, in order.
    public let parents: [Parent]

    private enum View {
        case parent(ExpandableRow)
        case child(ChildRowView)

        var row: ExpandableRow {
            switch self {
            case let .parent(row): return row
            case let .child(view): return view.row
            }
        }
    }

    private let children: [[Child]]
    private let childRow: ExpandableRowBuilder<Child>
    private let listBox = ListBox()
    private let column = Box(vertical: true)
    private let scroller: SmoothScroller
    /// One view per visible row, in the tree's order.
    private var views: [View] = []
    private var parentRows: [ExpandableRow] = []
    /// Child rows sliding out: kept until they are destroyed.
    private var leaving: [ChildRowView] = []

    /// Makes the list of `parents`, each with `children(parent)` beneath it when open, the ones
    /// at `expanded` open at once. `name` is what screen readers call the list; `parentRow` and
    /// `childRow` build the two looks of row; `emptyText` shows when there are no parents.
    public init(parents: [Parent], children: (Parent) -> [Child], name: String, expanded: Set<Int> = [],
                parentRow: ExpandableRowBuilder<Parent>, childRow: @escaping ExpandableRowBuilder<Child>,
                emptyText: String = tr("Nothing to show.")) {
        self.parents = parents
        self.children = parents.map(children)
        self.childRow = childRow
        tree = ExpandableTree(childCounts: self.children.map(\.count), expanded: expanded)
        scroller = SmoothScroller(widget)
        listBox.addStyleClass("expandable-list")
        listBox.setAccessibleName(name)
        // A tree shown as a list: parents are its top-level nodes, children theirs.
        listBox.setAccessibleRole(.tree)
        listBox.setAlign(vertical: .start)
        let empty = Label(emptyText)
        empty.addStyleClass("dim-label")
        empty.addStyleClass("expandable-empty")
        empty.show()
        listBox.setPlaceholder(empty)
        column.addStyleClass("expandable-column")
        column.packStart(listBox)
        widget.add(column)
        listBox.followFocus(of: widget)

        for (index, parent) in parents.enumerated() {
            let row = ExpandableRow(expandable: tree.isExpandable(index))
            row.addStyleClass("parent-row")
            row.isActivatable = true
            row.setAccessibleRole(.treeItem)
            row.setAccessibleNodeParent(listBox)
            row.add(parentRow(parent, row))
            row.showAll()
            parentRows.append(row)
        }
        for (position, visible) in tree.visibleRows.enumerated() {
            let view = makeView(for: visible)
            views.append(view)
            listBox.insert(view.row, at: position)
            if case let .child(child) = view { child.reveal(animated: false) }
        }
        for index in tree.expanded { parentRows[index].expanded = true }

        listBox.onRowActivated { [weak self] listIndex in self?.activated(listIndex: listIndex) }
        listBox.onFocusChildChanged { [weak self] child in
            guard let self, let child, let position = self.views.firstIndex(where: { $0.row.objectID == child }) else { return }
            self.tree.focus(row: position)
        }
        // One Tab stop: Tab comes back to the row that had the focus, or the first.
        listBox.makeOneTabStop { [weak self] in
            guard let self, !self.views.isEmpty else { return false }
            self.move(to: self.tree.focusedRow ?? 0)
            return true
        }
        listBox.onKeyPress { [weak self] key in
            guard let self else { return false }
            return self.handleKey(key)
        }
        widget.showAll()
    }

    // MARK: What a person does

    /// Gives the keyboard focus to the focused row of before, or the first row.
    public func focus() {
        move(to: tree.focusedRow ?? 0, scroll: false)
    }

    /// Expands parent `index` if it is collapsed, or collapses it.
    public func toggle(_ index: Int) {
        tree.isExpanded(index) ? collapse(index) : expand(index)
    }

    /// Shows parent `index`'s children beneath it.
    public func expand(_ index: Int) {
        guard let change = tree.expand(index) else { return }
        render(change, parent: index)
    }

    /// Hides parent `index`'s children (the focus moves to it if it was on one of them).
    public func collapse(_ index: Int) {
        let hadFocus = listBox.containsFocus
        guard let change = tree.collapse(index) else { return }
        render(change, parent: index)
        if hadFocus, let focused = tree.focusedRow, !views[focused].row.hasFocus { views[focused].row.grabFocus() }
    }

    // MARK: Rendering the tree

    private func render(_ change: ExpandableTreeChange, parent: Int) {
        switch change {
        case let .inserted(range):
            // Rows sliding out may still sit in the list: place by the row above, not by number.
            var listPosition = views[range.lowerBound - 1].row.index + 1
            for position in range {
                let view = makeView(for: tree.visibleRows[position])
                views.insert(view, at: position)
                listBox.insert(view.row, at: listPosition)
                listPosition += 1
                if case let .child(child) = view { child.reveal(animated: true) }
            }
            revealAfterSliding(from: views[range.lowerBound - 1].row, to: views[range.upperBound - 1].row)
        case let .removed(range):
            for view in views[range] {
                guard case let .child(child) = view else { continue }
                leaving.append(child)
                child.leave { [weak self] gone in self?.leaving.removeAll { $0 === gone } }
            }
            views.removeSubrange(range)
        }
        parentRows[parent].expanded = tree.isExpanded(parent)
        onExpandedChange?(tree.expanded)
    }

    private func makeView(for visible: ExpandableTreeRow) -> View {
        switch visible {
        case let .parent(index):
            return .parent(parentRows[index])
        case let .child(parent, index):
            let child = children[parent][index]
            let view = ChildRowView { [childRow] row in
                row.addStyleClass("child-row")
                return childRow(child, row)
            }
            view.row.setAccessibleNodeParent(parentRows[parent])
            return .child(view)
        }
    }

    /// Once the new rows have slid in, scrolls so the parent and its children are in view
    /// (the parent wins when they do not all fit).
    private func revealAfterSliding(from top: ExpandableRow, to bottom: ExpandableRow) {
        var remaining = Int(ChildRowView.revealDuration) / 16 + 30
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
            if case let .child(child) = view { return child.revealer.childRevealed }
            return true
        }
    }

    // MARK: Input

    private func activated(listIndex: Int) {
        guard let position = views.firstIndex(where: { $0.row.index == listIndex }),
              case let .parent(index) = tree.visibleRows[position] else { return }
        toggle(index)
    }

    private func handleKey(_ key: KeyPress) -> Bool {
        guard let position = tree.focusedRow, views.indices.contains(position), views[position].row.containsFocus else { return false }
        let visible = tree.visibleRows[position]
        let pressed = forwardArrow(key.key)
        guard key.modifiers.isDisjoint(with: [.control, .alt]) else { return false }
        switch pressed {
        case .right, .keypadRight, .plus, .keypadAdd:
            if case let .parent(index) = visible {
                if !tree.isExpanded(index) {
                    expand(index)
                } else if pressed == .right || pressed == .keypadRight {
                    move(to: position + 1)
                }
            }
            return true
        case .left, .keypadLeft, .minus, .keypadSubtract:
            switch visible {
            case let .parent(index):
                collapse(index)
            case let .child(parent, _):
                if pressed == .minus || pressed == .keypadSubtract {
                    collapse(parent)
                } else if let row = tree.row(ofParent: parent) {
                    move(to: row)
                }
            }
            return true
        case .up, .keypadUp:
            move(to: position - 1)
            return true
        case .down, .keypadDown:
            move(to: position + 1)
            return true
        case .home, .keypadHome:
            move(to: 0)
            return true
        case .end, .keypadEnd:
            move(to: views.count - 1)
            return true
        default:
            return false
        }
    }

    /// `key` as if the list ran left to right: in a right-to-left list Left points forward
    /// (expands, goes into a parent) and Right back, so they swap; other keys stay.
    private func forwardArrow(_ key: Key) -> Key {
        guard listBox.isRightToLeft else { return key }
        switch key {
        case .left: return .right
        case .right: return .left
        case .keypadLeft: return .keypadRight
        case .keypadRight: return .keypadLeft
        default: return key
        }
    }

    /// Focuses visible row `position` (clamped to the list) and scrolls it into view.
    private func move(to position: Int, scroll: Bool = true) {
        tree.focus(row: position)
        guard let focused = tree.focusedRow else { return }
        let row = views[focused].row
        row.grabFocus()
        if scroll { scrollIntoView(row) }
    }

    private func scrollIntoView(_ row: ExpandableRow) {
        guard let origin = row.origin(in: column) else { return }
        scroller.reveal(top: Double(origin.y), height: Double(row.allocation.height))
    }
}
