import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// What a program running Foldout's app code may attach to it: the benchmarks' `foldout-bench`
/// (the FoldoutBenchmarks target) follows the start-up phases, watches the built window and
/// fills Months and Destinations with generated items through these hooks. The shipped `foldout` passes none:
/// every hook is then a no-op (an empty closure call per phase), and no benchmark code is linked.
///
/// Package access: the surface between the app and its own tools, not part of any product's API.
@MainActor
package struct AppHooks {
    /// The start-up phases, in order; ``phase`` is called as each begins.
    package enum Phase: String, CaseIterable, Sendable {
        /// The environment, the built-in resources (GResource), the GtkApplication object and its options.
        case app
        /// `g_application_run` until Foldout's startup handler: command line, D-Bus name, gtk_init.
        case gtkInit = "gtk-init"
        /// The stylesheets, locating the data folder, the icon path.
        case css
        /// The state file, GSettings and the appearance (the Settings portal), the application's actions.
        case state
        /// `activate` until the pages are made: the window, its header bar and menu.
        case window
        /// Making the pages: their data files, the month names, the first page's controller.
        case pagesData = "pages-data"
        /// The stack, the switcher, the help overlay, the first page put in place and shown.
        case firstPage = "first-page"
        /// Showing the window (realize, map, style, size) until its first frame is drawn.
        case firstFrame = "first-frame"
        /// After the first frame until the process ends (begun by the hooks' owner, which sees
        /// the first frame through ``windowBuilt``).
        case exit
    }

    /// Called as each start-up phase begins (``Phase/exit`` excepted).
    package var phase: @MainActor (Phase) -> Void
    /// Called once, when the main window is built, before it is presented.
    package var windowBuilt: @MainActor (BuiltWindow) -> Void
    /// Rows that replace the months on the Months page, or nil for the months. What is done
    /// to such rows is not kept in the state file.
    package var monthsItems: (@MainActor () -> [TitledItem])?
    /// Destinations that replace the data file's on the Destinations page, or nil for the file.
    /// What is done to them is not kept in the state file.
    package var destinations: (@MainActor () -> GeneratedDestinations)?
    /// A tree of any depth that replaces the data file's destinations (an outline of
    /// ``OutlineEntry`` nodes), or nil. Takes precedence over ``destinations``.
    package var outline: GeneratedOutline?

    /// Hooks that do nothing unless given.
    package init(
        phase: @escaping @MainActor (Phase) -> Void = { _ in },
        windowBuilt: @escaping @MainActor (BuiltWindow) -> Void = { _ in },
        monthsItems: (@MainActor () -> [TitledItem])? = nil,
        destinations: (@MainActor () -> GeneratedDestinations)? = nil,
        outline: GeneratedOutline? = nil
    ) {
        self.phase = phase
        self.windowBuilt = windowBuilt
        self.monthsItems = monthsItems
        self.destinations = destinations
        self.outline = outline
    }
}
