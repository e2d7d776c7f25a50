import FoldoutAppModel
import FoldoutModel
import FoldoutGtk

/// One page of the main window: a pattern, shown by the view switcher.
@MainActor
protocol Page: AnyObject {
    /// The stack name; also the prefix of the page's actions (`months.undo`).
    var name: String { get }
    /// The title in the view switcher.
    var title: String { get }
    /// The symbolic icon standing for the page in a narrow window's switcher.
    var iconName: String { get }
    /// The page's widget. The window asks for it the first time the page is shown, so a page
    /// may build it then (pages out of sight cost nothing at start-up).
    var widget: Widget { get }
    /// The page's actions, inserted on the window under `name`.
    var actions: ActionGroup? { get }
    /// Accelerators for the page's actions: action name (without prefix) → keys.
    var accelerators: [String: [String]] { get }
    /// What the help dialog says about the page.
    var help: PageHelp { get }
    /// Gives the keyboard focus to the page's main control.
    func focus()
    /// Reads what the page needs before it is first shown (its data files), once. The window
    /// calls it for the pages out of sight when the loop is idle after the first frame, so the
    /// first frame waits for none of them, a bad file still reaches the log at start-up, and
    /// switching to the page does not wait for its files either.
    func prepare()
    /// Opens the page's search (Ctrl+F); false when the page has none.
    func startSearch() -> Bool
}

extension Page {
    func prepare() {}
    func startSearch() -> Bool { false }
}

/// A page's entry in the help dialog: what it does and its keys.
struct PageHelp {
    /// One or two sentences on what the page shows and does.
    let summary: String
    /// Keys and what they do, in the order a person learns them.
    let keys: [(keys: String, does: String)]
}

/// What a page gets to build itself.
@MainActor
struct PageContext {
    /// The user's state, for the page's own section.
    let store: StateStore
    /// Where resources and data sets are.
    let resources: Resources?
    /// The process environment.
    let environment: [String: String]
    /// Rows that replace the months (``AppHooks/monthsItems``), or nil.
    var monthsItems: (@MainActor () -> [DropdownItem])? = nil
    /// Destinations that replace the data file's (``AppHooks/destinations``), or nil.
    var destinations: (@MainActor () -> GeneratedDestinations)? = nil
    /// A tree of any depth in place of the destinations (``AppHooks/outline``), or nil.
    var outline: GeneratedOutline? = nil
}

/// The pages of the main window, in switcher order. A new page is one line here.
@MainActor
enum Pages {
    static func make(_ context: PageContext) -> [Page] {
        [
            MonthsPage(context),
            DestinationsPage(context),
            SelectorPage(context),
        ]
    }
}
