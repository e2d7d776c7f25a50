import FoldoutGtk

/// One recycled row of a long list: the list row widget, and which row of the list it shows
/// now. The list rebinds it to other rows as it scrolls; a pattern's own row views (a dropdown
/// row, a tree's parent, child or status row) subclass it.
@MainActor
class RecycledRow {
    /// The list row.
    let row: ListItemRow
    /// The look of row this view can show (a view only shows rows of its kind).
    let kind: Int
    /// The position of the row it shows, nil while it is spare (or to be bound anew).
    var index: Int?
    /// The row named as this row's node parent for screen readers (set only when it changes).
    var nodeParent: ObjectID?
    /// What the row tells screen readers now, as its accessible description: a selection's
    /// count ("3 selected"), a move ("Moved to position 2 of 4"), a search's end ("Search
    /// closed, 12 items"). Given to the focused row only: a screen reader speaks a change of
    /// the focused row's description, and says it with the row as the focus reaches it. Cleared
    /// (as the focus leaves the row), the row's own description (its content's) comes back.
    /// ATK announces no first description (none to some is silent): a row view starts with an
    /// empty one.
    var note = "" {
        didSet {
            guard note != oldValue else { return }
            if oldValue.isEmpty { ownDescription = row.accessibleDescription }
            row.setAccessibleDescription(note.isEmpty ? ownDescription : note)
        }
    }
    /// The row's description before a note took its place.
    private var ownDescription = ""

    init(row: ListItemRow, kind: Int) {
        self.row = row
        self.kind = kind
    }

    /// Drops the note as the row is bound to another item (whose content sets its own
    /// description).
    func forgetNote() {
        guard !note.isEmpty else { return }
        ownDescription = ""
        note = ""
    }

    /// The content described the row anew (a bind) while a note is told: that description is
    /// the row's own, back after the note, which stays.
    func contentDescribed() {
        guard !note.isEmpty, row.accessibleDescription != note else { return }
        ownDescription = row.accessibleDescription
        row.setAccessibleDescription(note)
    }

    /// Whether part of the row is sliding (its height changes from frame to frame).
    var isSliding: Bool { false }

    /// Called as the view goes into the list (made then, or from the views kept out of it),
    /// before it is bound.
    func enteringList() {}
}
