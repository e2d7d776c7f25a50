import FoldoutAppModel
import FoldoutGtk
import FoldoutModel

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
