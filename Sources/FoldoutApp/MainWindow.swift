import CGtk
import FoldoutControllers
import FoldoutModel
import GtkKit

/// The main window: a header bar with the page switcher and the primary menu,
/// and a stack holding one page per pattern.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let stack = Stack()
    let months: DropdownRowsController
    private let store: StateStore
    private var windowState: WindowState

    init(application: Application, store: StateStore, resources: Resources?) {
        self.store = store
        window = ApplicationWindow(application: application)
        window.title = FoldoutInfo.name
        windowState = store.state.window
        let size = windowState.isValid ? windowState : .default
        window.setDefaultSize(width: size.width, height: size.height)
        if windowState.maximized { window.maximize() }

        let header = HeaderBar(title: FoldoutInfo.name)
        header.setCustomTitle(StackSwitcher(stack: stack))
        let menu = Menu()
        menu.append("_Keyboard Shortcuts", action: "win.show-help-overlay")
        header.packEnd(MenuButton(iconName: "open-menu-symbolic", tooltip: "Main Menu", menu: menu))
        window.setTitlebar(header)

        let allMonths = MonthItems.items(names: LocaleCalendar.standaloneMonthNames())
        months = DropdownRowsController(list: DropdownList(allItems: allMonths, restoring: store.state.months), name: "Months")
        months.onStateChange = { [weak store] state in store?.update { $0.months = state } }
        window.insertActionGroup("months", months.actions)
        stack.addPage(months.widget, name: "months", title: "Months")
        window.add(stack)

        if let resources {
            window.setHelpOverlay(file: resources.resource("gtk/help-overlay.ui")) { StateStore.warn($0) }
        }
        trackSize()
        window.showAll()
        months.focus()
    }

    /// Remembers the size the user gives the window (not the maximised size).
    private func trackSize() {
        window.on("size-allocate", after: true, pointer: { [weak self] _ in
            guard let self else { return }
            let maximized = self.window.isMaximized
            self.windowState.maximized = maximized
            if !maximized {
                let (width, height) = self.window.size
                self.windowState.width = width
                self.windowState.height = height
            }
        })
    }

    /// Writes the window's size to the state store.
    func saveSize() {
        let state = windowState
        store.update { $0.window = state }
    }
}
