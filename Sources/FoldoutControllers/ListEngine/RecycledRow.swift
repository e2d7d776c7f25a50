import GtkKit

/// One recycled row of a long list: the list row widget, and which row of the list it shows
/// now. The list rebinds it to other rows as it scrolls; a pattern's own row views (a dropdown
/// row, a tree's parent, child or status row) subclass it.
@MainActor
class RecycledRow {
    /// The list row.
    let row: ExpandableRow
    /// The look of row this view can show (a view only shows rows of its kind).
    let kind: Int
    /// The position of the row it shows, nil while it is spare (or to be bound anew).
    var index: Int?
    /// The row named as this row's node parent for screen readers (set only when it changes).
    var nodeParent: ObjectID?

    init(row: ExpandableRow, kind: Int) {
        self.row = row
        self.kind = kind
    }

    /// Whether part of the row is sliding (its height changes from frame to frame).
    var isSliding: Bool { false }

    /// Called as the view goes into the list (made then, or from the views kept out of it),
    /// before it is bound.
    func enteringList() {}
}
