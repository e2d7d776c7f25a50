import FoldoutGtk
import FoldoutModel

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
