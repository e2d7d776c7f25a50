import FoldoutGtk
import FoldoutModel

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
