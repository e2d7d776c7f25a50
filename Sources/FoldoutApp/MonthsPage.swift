import FoldoutControllers
import FoldoutModel
import GtkKit

/// The dropdown rows pattern over the twelve month names of the user's locale.
@MainActor
final class MonthsPage: Page {
    let name = "months"
    let title = "Months"
    let accelerators = ["undo": ["<Control>z"]]
    private let controller: DropdownRowsController

    init(_ context: PageContext) {
        let allMonths = MonthItems.items(names: LocaleCalendar.standaloneMonthNames())
        controller = DropdownRowsController(list: DropdownList(allItems: allMonths, restoring: context.store.state.months), name: "Months")
        controller.onStateChange = { [weak store = context.store] state in store?.update { $0.months = state } }
    }

    var widget: Widget { controller.widget }
    var actions: ActionGroup? { controller.actions }
    func focus() { controller.focus() }
}
