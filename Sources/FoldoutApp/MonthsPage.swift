import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The dropdown rows pattern over the twelve month names of the user's locale, with Share
/// (copies the name) and Remove (undoable) in each row's bar.
@MainActor
final class MonthsPage: SelectablePage {
    let name = "months"
    let title = tr("Months")
    let iconName = "x-office-calendar-symbolic"
    let accelerators = ["undo": ["<Control>z"]]
    let controller: DropdownRowsController<TitledItem>

    /// The bar's buttons: Share copies the title to the clipboard, Remove takes the row away.
    static var actions: [DropdownAction<TitledItem>] {
        [
            DropdownAction(
                title: tr("_Share"), iconName: "send-to-symbolic",
                tooltip: { tr("Copy “{title}” to the clipboard", ["title": $0.title]) }
            ) { item, context in
                Clipboard.copy(item.title)
                context.notify(tr("“{title}” copied", ["title": item.title]))
            },
            DropdownAction(
                title: tr("_Remove"), iconName: "user-trash-symbolic", style: .destructive, removesRow: true,
                tooltip: { tr("Remove “{title}”", ["title": $0.title]) }
            ) { _, _ in },
        ]
    }

    /// Selection mode's buttons: Share copies the selected names (a line each), Remove takes
    /// them all away as one undoable step.
    static var selectionActions: [DropdownSelectionAction<TitledItem>] {
        [
            DropdownSelectionAction(title: tr("_Share"), iconName: "send-to-symbolic") { items, context in
                Clipboard.copy(items.map(\.title).joined(separator: "\n"))
                context.notify(trn("{count} month copied", "{count} months copied", items.count))
            },
            DropdownSelectionAction(title: tr("_Remove"), iconName: "user-trash-symbolic", style: .destructive, removesRows: true) { _, _ in },
        ]
    }

    init(_ context: PageContext) {
        let empty = tr("Nothing left here. Press Ctrl+Z to bring back what you removed.")
        // Rows in place of the months (the benchmarks' generated items): what is done to them is not kept.
        if let items = context.monthsItems?() {
            controller = DropdownRowsController(
                list: DropdownList(items: items), name: tr("Months"),
                actions: Self.actions, emptyText: empty)
            Self.allowArranging(controller)
            return
        }
        let allMonths = MonthItems.items(names: LocaleCalendar.standaloneMonthNames())
        let stored = context.store.section(MonthsSection.self)
        controller = DropdownRowsController(
            list: DropdownList(allItems: allMonths, restoring: stored.rows), name: tr("Months"),
            actions: Self.actions, emptyText: empty)
        controller.onStateChange = { [weak store = context.store] rows in store?.save(MonthsSection(rows: rows)) }
        Self.allowArranging(controller)
    }

    /// Months can be reordered and selected.
    private static func allowArranging(_ controller: DropdownRowsController<TitledItem>) {
        controller.allowsReordering = true
        controller.allowsSelection = true
        controller.selectionActions = selectionActions
    }

    let help = PageHelp(
        summary: tr(
            "The months of the year in your language. Activate a month to unfold its action bar: Share copies the name, Remove takes the row away (Undo brings it back). One row is open at a time. Months can be moved, and selected to share or remove several at once."
        ),
        keys: [
            (tr("Up, Down"), tr("move between months")), (tr("Page Up, Page Down, Home, End"), tr("move a page, or to the first or last")),
            (tr("Enter, Space"), tr("unfold or fold the month")),
            (tr("Tab"), tr("reach Share and Remove")), (tr("Escape"), tr("fold the open month")),
            (tr("Delete"), tr("remove the focused month")), (tr("Alt+Up, Alt+Down"), tr("move the focused month up or down")),
            (tr("Ctrl+Z"), tr("undo the last removal or move")),
            (tr("Menu, Shift+F10"), tr("open the focused month’s menu (also a right-click)")),
            (tr("Ctrl+A, Ctrl+click"), tr("select months (selection mode, also the header’s select button); Space or a click selects or unselects one")),
            (tr("Shift+click, Shift+Up, Shift+Down"), tr("select a range of months")),
            (tr("Delete, Escape"), tr("in selection mode: remove the selected months, or leave selection mode")),
            (tr("Ctrl+F"), tr("search the months; Down goes into the results, Escape shows them all")),
        ])

    var widget: Widget { controller.widget }
    var isSelecting: Bool {
        get { controller.isSelecting }
        set { controller.isSelecting = newValue }
    }
    var selectedCount: Int { controller.selectedCount }
    var selectionTitle: String { controller.selectionTitle }
    var onSelectionChange: (@MainActor (Int?) -> Void)? {
        get { controller.onSelectionChange }
        set { controller.onSelectionChange = newValue }
    }
    var actions: ActionGroup? { controller.actions }
    func focus() { controller.focus() }
    func startSearch() -> Bool {
        controller.startSearch()
        return true
    }
}
