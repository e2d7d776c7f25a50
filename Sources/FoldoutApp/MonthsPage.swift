import FoldoutControllers
import FoldoutModel
import GtkKit

/// The dropdown rows pattern over the twelve month names of the user's locale.
@MainActor
final class MonthsPage: Page {
    let name = "months"
    let title = tr("Months")
    let iconName = "x-office-calendar-symbolic"
    let accelerators = ["undo": ["<Control>z"]]
    private let controller: DropdownRowsController

    /// The environment variable that fills the list with N generated items instead of the
    /// months (for benchmarks and tests; what is done to them is not kept).
    static let generatedVariable = "FOLDOUT_MONTHS_ITEMS"

    init(_ context: PageContext) {
        if let count = GeneratedItems.count(from: context.environment[Self.generatedVariable]) {
            controller = DropdownRowsController(list: DropdownList(items: GeneratedItems.items(count: count)), name: tr("Months"))
            if let index = GeneratedItems.count(from: context.environment["FOLDOUT_BENCH_UNFOLD"]), index < count {
                benchmarkUnfold(at: index)
            }
            return
        }
        let allMonths = MonthItems.items(names: LocaleCalendar.standaloneMonthNames())
        controller = DropdownRowsController(list: DropdownList(allItems: allMonths, restoring: context.store.state.months), name: tr("Months"))
        controller.onStateChange = { [weak store = context.store] state in store?.update { $0.months = state } }
    }

    let help = PageHelp(
        summary: tr("The months of the year in your language. Activate a month to unfold its action bar: Share copies the name, Remove takes the row away (Undo brings it back). One row is open at a time."),
        keys: [(tr("Up, Down"), tr("move between months")), (tr("Page Up, Page Down, Home, End"), tr("move a page, or to the first or last")),
               (tr("Enter, Space"), tr("unfold or fold the month")),
               (tr("Tab"), tr("reach Share and Remove")), (tr("Escape"), tr("fold the open month")),
               (tr("Delete"), tr("remove the focused month")), (tr("Ctrl+Z"), tr("undo the last removal"))])

    /// `FOLDOUT_BENCH_UNFOLD=i` (with generated items): once shown, scrolls to item `i`,
    /// unfolds it, counts the frames painted during the 0.3 s unfolding, prints them and quits.
    private func benchmarkUnfold(at index: Int) {
        let controller = controller
        FrameBenchmark(page: controller.widget, label: "unfold-bench", what: "the 0.3 s unfolding of item \(index)",
                       microseconds: 300_000)
            .run(prepare: { controller.focus(at: index) }, start: { controller.activate(at: index) })
    }

    var widget: Widget { controller.widget }
    var actions: ActionGroup? { controller.actions }
    func focus() { controller.focus() }
}
