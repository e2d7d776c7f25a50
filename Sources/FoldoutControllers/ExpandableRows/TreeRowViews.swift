import FoldoutModel
import FoldoutGtk

/// The three looks of recycled row in an expandable list.
enum TreeRowKind {
    static let parent = 0
    static let child = 1
    static let status = 2
}

/// A recycled parent row: the app's content in an expandable row, a top-level item of the
/// tree for screen readers (its node parent is the list).
@MainActor
final class ParentRowView<Parent>: RecycledRow {
    let bind: @MainActor (Parent, ListItemRow, SearchText?) -> Void
    init(content: ExpandableRowContent<Parent>, tree: Widget) {
        let made = content.make()
        bind = made.bind
        super.init(row: ListItemRow(), kind: TreeRowKind.parent)
        row.addStyleClass("parent-row")
        row.isActivatable = true
        row.setAccessibleRole(.treeItem)
        row.setAccessibleNodeParent(tree)
        // ATK announces no first description: start with an empty one.
        row.setAccessibleDescription("")
        row.add(made.widget)
        row.showAll()
        // Shown once: what `bind` hides stays hidden (the app's `showAll()` of its window skips it).
        made.widget.isShownWithAncestors = false
    }
}

/// A recycled child row beneath its parent: the app's content in a revealer that slides it in
/// as its parent opens (GTK's slide-down, which honours `gtk-enable-animations`). Screen
/// readers see a tree item whose node parent is its parent's row, one level below it.
@MainActor
final class ChildRowView<Child>: RecycledRow {
    /// Slide time in milliseconds (GTK's default for revealers).
    static var revealDuration: UInt32 { 250 }

    let bind: @MainActor (Child, ListItemRow, SearchText?) -> Void
    private let revealer = Revealer(transition: .slideDown, duration: revealDuration)
    /// Whether the row's accessible (a tree item) has been made.
    private var accessibleMade = false

    init(content: ExpandableRowContent<Child>) {
        let made = content.make()
        bind = made.bind
        super.init(row: ListItemRow(expandable: false), kind: TreeRowKind.child)
        row.addStyleClass("child-row")
        row.isActivatable = true
        revealer.add(made.widget)
        row.add(revealer)
        row.showAll()
        made.widget.isShownWithAncestors = false  // as a parent row's
        revealer.setRevealChildAtOnce(true)
    }

    /// Shows the row slid in; `slide` slides it in from nothing (a row that just came in).
    func reveal(slide: Bool) {
        if slide {
            revealer.setRevealChildAtOnce(false)
            revealer.revealChild = true
        } else if !revealer.revealChild || revealer.isSliding {
            revealer.setRevealChildAtOnce(true)
        }
    }

    override var isSliding: Bool { revealer.isSliding }

    /// The row's accessible is made as it first enters the list, not with the view: a view made
    /// ahead waits out of the list, and a screen reader told of it there (its role set, its
    /// parent none) keeps placing it nowhere, and says nothing as it takes the focus.
    override func enteringList() {
        guard !accessibleMade else { return }
        accessibleMade = true
        row.setAccessibleRole(.treeItem)
        // ATK announces no first description: start with an empty one (a note is heard).
        row.setAccessibleDescription("")
    }
}

/// The row beneath an open parent whose children are loading ("Loading…" with a spinner) or
/// could not be loaded (the reason, and a Retry button).
@MainActor
final class StatusRowView: RecycledRow {
    private let spinner = Spinner()
    private let label = Label()
    private let retry = Button(label: tr("_Retry"), mnemonic: true)
    /// The parent whose status the row shows.
    private(set) var parent: Int?

    /// A status row of look `kind` (an outline's comes after its own looks of row).
    init(kind: Int = TreeRowKind.status, onRetry: @escaping @MainActor (Int) -> Void) {
        super.init(row: ListItemRow(expandable: false), kind: kind)
        row.addStyleClass("child-row")
        row.addStyleClass("status-row")
        row.isActivatable = false
        row.setAccessibleRole(.treeItem)
        let line = Box(vertical: false, spacing: 10)
        line.addStyleClass("expandable-status")
        label.setXAlign(0)
        label.wrap()
        line.packStart(spinner)
        line.packStart(label, expand: true)
        line.packEnd(retry)
        retry.onClicked { [weak self] in
            if let parent = self?.parent { onRetry(parent) }
        }
        row.add(line)
        row.showAll()
    }

    /// Shows parent `parent`'s children's state.
    func show(_ children: ExpandableChildren, parent: Int) {
        self.parent = parent
        if case let .failed(reason) = children {
            label.text = reason
            spinner.isVisible = false
            retry.isVisible = true
            row.setAccessibleName(reason)
        } else {
            label.text = tr("Loading…")
            spinner.isVisible = true
            retry.isVisible = false
            row.setAccessibleName(tr("Loading…"))
        }
    }
}
