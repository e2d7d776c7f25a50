import FoldoutGtk
import FoldoutModel

/// A recycled row of an outline: the app's content for one look of row (one of its kinds),
/// indented by the node's level, in an expandable row; a tree item for screen readers whose
/// node parent is its parent's row (a root's, the list).
@MainActor
final class OutlineRowView<Node>: RecycledRow {
    /// Indentation per level below the first, in pixels.
    static var indent: Int { 24 }

    private let bindValue: @MainActor (Node, ListItemRow, SearchText?) -> Void
    private let holder = Box(vertical: false)
    private var level = 0

    init(content: ExpandableRowContent<Node>, kind: Int) {
        let made = content.make()
        bindValue = made.bind
        super.init(row: ListItemRow(), kind: kind)
        row.addStyleClass("outline-row")
        row.isActivatable = true
        row.setAccessibleRole(.treeItem)
        // ATK announces no first description: start with an empty one.
        row.setAccessibleDescription("")
        holder.packStart(made.widget, expand: true)
        row.add(holder)
        row.showAll()
        // Shown once: what `bind` hides stays hidden.
        made.widget.isShownWithAncestors = false
    }

    /// Shows `value`, a node of `level` (1 for a root).
    func bind(_ value: Node, level: Int) {
        if level != self.level {
            if self.level > 0 { row.removeStyleClass("outline-level-\(min(self.level, 8))") }
            self.level = level
            row.addStyleClass("outline-level-\(min(level, 8))")
            holder.setMargins(start: (level - 1) * Self.indent)
        }
        bindValue(value, row, nil)
    }
}
