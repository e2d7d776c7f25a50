import FoldoutModel
import GtkKit

/// One page of the main window: a pattern, shown by the view switcher.
@MainActor
protocol Page: AnyObject {
    /// The stack name; also the prefix of the page's actions (`months.undo`).
    var name: String { get }
    /// The title in the view switcher.
    var title: String { get }
    /// The page's widget.
    var widget: Widget { get }
    /// The page's actions, inserted on the window under `name`.
    var actions: ActionGroup? { get }
    /// Accelerators for the page's actions: action name (without prefix) → keys.
    var accelerators: [String: [String]] { get }
    /// Gives the keyboard focus to the page's main control.
    func focus()
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
}

/// The pages of the main window, in switcher order. A new page is one line here.
@MainActor
enum Pages {
    static func make(_ context: PageContext) -> [Page] {
        [
            MonthsPage(context),
            SelectorPage(context),
        ]
    }
}
