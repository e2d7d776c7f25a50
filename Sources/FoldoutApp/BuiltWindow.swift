import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The main window as ``AppHooks/windowBuilt`` sees it: the window and the pages' controllers
/// that the frame benchmarks drive.
@MainActor
package struct BuiltWindow {
    /// The main window, not presented yet.
    package let window: Window
    /// The Months page's list.
    package let months: DropdownRowsController<TitledItem>?
    private let selectorPage: SelectorPage?
    private let destinationsPage: DestinationsPage?

    init(_ main: MainWindow) {
        window = main.window
        months = main.pages.lazy.compactMap { $0 as? MonthsPage }.first?.controller
        selectorPage = main.pages.lazy.compactMap { $0 as? SelectorPage }.first
        destinationsPage = main.pages.lazy.compactMap { $0 as? DestinationsPage }.first
    }

    /// The Destinations page's list, or nil while the page is not built (it is built when
    /// first shown) or shows a data file's error.
    package var destinations: ExpandableRowsController<Destination, Flight, String>? {
        destinationsPage?.controller
    }

    /// The Destinations page's outline (a generated tree of any depth, ``AppHooks/outline``),
    /// or nil while the page is not built or shows the data file's destinations.
    package var outline: OutlineRowsController<OutlineEntry, Never>? {
        destinationsPage?.outline
    }

    /// The Selector page's widget and what opens its first selector's drawer, or nil while the
    /// page is not built (it is built when first shown).
    package var firstSelector: (page: Widget, open: @MainActor () -> Void)? {
        guard let page = selectorPage, let first = page.selectors.first else { return nil }
        return (page.widget, { first.open() })
    }
}
