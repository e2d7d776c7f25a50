import FoldoutAppModel
import FoldoutGtk
import FoldoutModel

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
