import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The main window: a header bar with the page switcher and the primary menu,
/// and a stack holding one page per pattern.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let stack = Stack()
    let pages: [Page]
    private let settings: AppSettings
    private var windowState: WindowState
    private let about = AboutDialog()
    private let switcher: PageSwitcher
    /// The main menu's button in the header bar (F10 opens the menu).
    private let menuButton: MenuButton
    /// The select button and selection mode's title, for the page in view.
    private let selectionHeader: SelectionHeader
    /// The stack's place for each page not built yet.
    private var holders: [String: Box] = [:]

    /// The shortcuts window's description among the built-in resources.
    static let shortcutsResource = "/io/github/foldout/Foldout/gtk/shortcuts.ui"

    /// The environment variable naming the page shown at start (tests and benchmarks).
    static let startPageVariable = "FOLDOUT_PAGE"

    init(
        application: Application, store: StateStore, settings: AppSettings, resources: Resources?, environment: [String: String],
        hooks: AppHooks = AppHooks()
    ) {
        self.settings = settings
        window = ApplicationWindow(application: application)
        window.title = FoldoutInfo.name
        windowState = settings.window
        let size = windowState.isValid ? windowState : .default
        window.setDefaultSize(width: size.width, height: size.height)
        if windowState.maximized { window.maximize() }

        let header = HeaderBar(title: FoldoutInfo.name)
        let menu = Menu()
        menu.append(tr("_Preferences"), action: "app.preferences")
        menu.append(tr("_Keyboard Shortcuts"), action: "win.show-help-overlay")
        menu.append(tr("_Help"), action: "app.help")
        menu.append(tr("_About Foldout"), action: "win.about")
        menuButton = MenuButton(iconName: "open-menu-symbolic", tooltip: tr("Main Menu"), menu: menu)
        header.packEnd(menuButton)
        window.setTitlebar(header)

        hooks.phase(.pagesData)
        pages = Pages.make(
            PageContext(
                store: store, resources: resources, environment: environment,
                monthsItems: hooks.monthsItems, destinations: hooks.destinations,
                outline: hooks.outline))
        hooks.phase(.firstPage)
        for page in pages {
            if let actions = page.actions {
                window.insertActionGroup(page.name, actions)
                for (action, keys) in page.accelerators {
                    application.setAccelerators(keys, for: "\(page.name).\(action)")
                }
            }
            let holder = Box(vertical: true)
            holders[page.name] = holder
            stack.addPage(holder, name: page.name, title: page.title)
        }
        // The notification of changes that cannot be kept, above every page.
        window.add(SaveNotification.overlay(over: stack, store: store, settings: settings))
        switcher = PageSwitcher(stack: stack, pages: pages)
        selectionHeader = SelectionHeader(header: header, switcher: switcher.widget)
        header.setCustomTitle(selectionHeader.title)
        header.packEnd(selectionHeader.button)

        // The shortcuts window (win.show-help-overlay), built from the built-in resources the
        // first time it is asked for; its translatable strings are looked up in the gettext
        // domain the file names (<interface domain="foldout">).
        window.setHelpOverlay(resource: Self.shortcutsResource) { Log.warning($0) }
        window.addAction("about") { [weak self] in
            guard let self else { return }
            self.about.present(FoldoutInfo.about, over: self.window)
        }
        addPageActions(application)
        // F10 opens the main menu (and closes it), as in GNOME's applications.
        window.addAction("show-menu") { [weak self] in
            guard let self else { return }
            self.menuButton.isOpen = !self.menuButton.isOpen
        }
        application.setAccelerators(["F10"], for: "win.show-menu")
        trackSize()
        // The first page, or the one $FOLDOUT_PAGE names (for tests and benchmarks).
        let start = pages.first { $0.name == environment[Self.startPageVariable] } ?? pages.first
        if let start { build(start) }
        hooks.phase(.firstFrame)
        window.showAll()
        // Only a shown child can be made visible; the window is not mapped yet, so no transition.
        if let start { stack.visiblePageName = start.name }
        selectionHeader.show(start)
        start?.focus()
        // The other pages read their data files once the first frame is on screen, after
        // everything else the loop has to do (see Page.prepare()).
        window.onFirstFrame { [pages] in
            MainLoop.idle(priority: .low) {
                for page in pages { page.prepare() }
                return false
            }
        }
        // Switching pages builds the page if it is new and puts the focus on its main control.
        stack.onNotify(.visibleChildName) { [weak self] in
            guard let self, let name = self.stack.visiblePageName, let page = self.pages.first(where: { $0.name == name }) else { return }
            self.build(page)
            self.selectionHeader.show(page)
            page.focus()
        }
    }

    /// The page keys, as window actions with accelerators (GNOME's tab keys): `win.page::NAME`
    /// on Alt+1, Alt+2 … in switcher order, `win.next-page` on Ctrl+Page Down and
    /// `win.previous-page` on Ctrl+Page Up (round the ends, as GtkNotebook does). The shown
    /// page takes the focus (see the stack's notification).
    private func addPageActions(_ application: Application) {
        window.addAction(
            SimpleAction(
                name: "page",
                stringParameter: { [weak self] name in
                    guard let self, self.pages.contains(where: { $0.name == name }) else { return }
                    self.stack.visiblePageName = name
                }))
        for (position, page) in pages.enumerated() where position < 9 {
            application.setAccelerators(["<Alt>\(position + 1)"], for: "win.page::\(page.name)")
        }
        window.addAction("next-page") { [weak self] in self?.showPage(by: 1) }
        window.addAction("previous-page") { [weak self] in self?.showPage(by: -1) }
        // Ctrl+F searches the page in view (the Months list, the Destinations tree).
        window.addAction("search") { [weak self] in
            guard let self, let page = self.pages.first(where: { $0.name == self.stack.visiblePageName }) else { return }
            _ = page.startSearch()
        }
        application.setAccelerators(["<Control>f"], for: "win.search")
        application.setAccelerators(["<Control>Page_Down"], for: "win.next-page")
        application.setAccelerators(["<Control>Page_Up"], for: "win.previous-page")
    }

    /// Shows the page `offset` places after the visible one (before it when negative).
    private func showPage(by offset: Int) {
        guard !pages.isEmpty else { return }
        let current = pages.firstIndex { $0.name == stack.visiblePageName } ?? 0
        let next = ((current + offset) % pages.count + pages.count) % pages.count
        stack.visiblePageName = pages[next].name
    }

    /// Puts a page's widget in its place in the stack, the first time only.
    private func build(_ page: Page) {
        guard let holder = holders.removeValue(forKey: page.name) else { return }
        let widget = page.widget
        widget.setExpand(horizontal: true, vertical: true)
        holder.packStart(widget, expand: true)
        holder.showAll()
    }

    /// Remembers the size the user gives the window (not the maximised size).
    private func trackSize() {
        window.onSizeAllocate(after: true) { [weak self] in
            guard let self else { return }
            self.switcher.fit(windowWidth: self.window.size.width)
            let maximized = self.window.isMaximized
            self.windowState.maximized = maximized
            if !maximized {
                let (width, height) = self.window.size
                self.windowState.width = width
                self.windowState.height = height
            }
        }
    }

    /// Writes the window's size to the preferences (GSettings).
    func saveSize() {
        settings.window = windowState
    }
}
