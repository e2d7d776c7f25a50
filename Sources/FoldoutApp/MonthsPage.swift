import FoldoutControllers
import FoldoutModel
import GtkKit

/// The dropdown rows pattern over the twelve month names of the user's locale, with Share
/// (copies the name) and Remove (undoable) in each row's bar.
@MainActor
final class MonthsPage: Page {
    let name = "months"
    let title = "Months"
    let iconName = "x-office-calendar-symbolic"
    let accelerators = ["undo": ["<Control>z"]]
    let controller: DropdownRowsController<DropdownItem>

    /// The environment variable that fills the list with N generated items instead of the
    /// months (for benchmarks and tests; what is done to them is not kept).
    static let generatedVariable = "FOLDOUT_MONTHS_ITEMS"

    /// The bar's buttons: Share copies the title to the clipboard, Remove takes the row away.
    static var actions: [DropdownAction<DropdownItem>] {
        [
            DropdownAction(title: "_Share", iconName: "send-to-symbolic",
                           tooltip: { "Copy “\($0.title)” to the clipboard" }) { item, context in
                Clipboard.copy(item.title)
                context.notify("“\(item.title)” copied")
            },
            DropdownAction(title: "_Remove", iconName: "user-trash-symbolic", style: .destructive, removesRow: true,
                           tooltip: { "Remove “\($0.title)”" }) { _, _ in },
        ]
    }

    init(_ context: PageContext) {
        let empty = "Nothing left here. Press Ctrl+Z to bring back what you removed."
        if let count = GeneratedItems.count(from: context.environment[Self.generatedVariable]) {
            controller = DropdownRowsController(list: DropdownList(items: GeneratedItems.items(count: count)), name: "Months",
                                                actions: Self.actions, emptyText: empty)
            return
        }
        let allMonths = MonthItems.items(names: LocaleCalendar.standaloneMonthNames())
        let stored = context.store.section(MonthsSection.self)
        controller = DropdownRowsController(list: DropdownList(allItems: allMonths, restoring: stored.rows), name: "Months",
                                            actions: Self.actions, emptyText: empty)
        controller.onStateChange = { [weak store = context.store] rows in store?.save(MonthsSection(rows: rows)) }
    }

    let help = PageHelp(
        summary: "The months of the year in your language. Activate a month to unfold its action bar: "
            + "Share copies the name, Remove takes the row away (Undo brings it back). One row is open at a time.",
        keys: [("Up, Down", "move between months"), ("Page Up, Page Down, Home, End", "move a page, or to the first or last"), ("Enter, Space", "unfold or fold the month"),
               ("Tab", "reach Share and Remove"), ("Escape", "fold the open month"),
               ("Delete", "remove the focused month"), ("Ctrl+Z", "undo the last removal")])

    var widget: Widget { controller.widget }
    var actions: ActionGroup? { controller.actions }
    func focus() { controller.focus() }
}
