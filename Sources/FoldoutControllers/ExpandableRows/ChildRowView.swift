import FoldoutGtk
import FoldoutModel

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
        made.widget.isShownWithAncestors = false // as a parent row's
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
