import FoldoutAppModel
import FoldoutGtk

/// Selection mode in the header bar (GNOME's): a select button for the pages whose lists
/// select (Months); while a page selects, the header takes the `selection-mode` look, its title
/// says the count ("3 selected") in place of the page switcher, and the button (pressed) leaves.
@MainActor
final class SelectionHeader {
    /// The select button, at the header bar's end.
    let button = ToggleButton(iconName: "object-select-symbolic", title: tr("Select"))
    /// The header's title: the page switcher, or the count while selecting.
    let title = Box(vertical: false)
    private let count = Label()
    private let header: HeaderBar
    private let switcher: Widget
    private weak var page: SelectablePage?

    init(header: HeaderBar, switcher: Widget) {
        self.header = header
        self.switcher = switcher
        count.addStyleClass("title")
        count.excludeFromShowAll()
        title.packStart(switcher)
        title.packStart(count)
        // Shown with its icon, then only for the pages that select.
        button.showAll()
        button.excludeFromShowAll()
        button.onToggled { [weak self] in
            guard let self, let page = self.page, page.isSelecting != self.button.isActive else { return }
            page.isSelecting = self.button.isActive
        }
    }

    /// Follows the page in view: its select button and selection, or none.
    func show(_ page: Page?) {
        if let old = self.page, old !== page { old.isSelecting = false }
        let selectable = page as? SelectablePage
        self.page = selectable
        button.isVisible = selectable != nil
        selectable?.onSelectionChange = { [weak self, weak selectable] count in
            guard let self, let selectable, self.page === selectable else { return }
            self.update(count, title: selectable.selectionTitle)
        }
        update(selectable?.isSelecting == true ? selectable?.selectedCount : nil, title: selectable?.selectionTitle ?? "")
    }

    private func update(_ selected: Int?, title text: String) {
        let selecting = selected != nil
        if button.isActive != selecting { button.isActive = selecting }
        if selecting { header.addStyleClass("selection-mode") } else { header.removeStyleClass("selection-mode") }
        count.text = text
        count.isVisible = selecting
        switcher.isVisible = !selecting
    }
}
