import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The row of a generated tree's node (``OutlineEntry``): its name, and its size at the end;
/// roots in bold. The row gets the name, and the size as its description.
@MainActor
final class OutlineEntryLine {
    let widget = Box(vertical: false, spacing: 12)
    private let name = Label()
    private let size = Label()

    init(root: Bool) {
        widget.addStyleClass("outline-entry")
        name.setXAlign(0)
        name.ellipsizeEnd()
        if root { name.addStyleClass("destination-name") }
        size.addStyleClass("dim-label")
        widget.packStart(name, expand: true)
        widget.packEnd(size)
    }

    /// Rows of roots (`root`) or of the nodes beneath them.
    static func content(root: Bool) -> ExpandableRowContent<OutlineEntry> {
        ExpandableRowContent(views: {
            let line = OutlineEntryLine(root: root)
            return (line.widget, { entry, row in line.show(entry, row: row) })
        })
    }

    func show(_ entry: OutlineEntry, row: ListItemRow) {
        name.text = entry.name
        size.text = entry.size
        row.setAccessibleName(entry.name)
        row.setAccessibleDescription(entry.size)
    }
}
