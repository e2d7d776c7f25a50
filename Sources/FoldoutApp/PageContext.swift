import FoldoutAppModel
import FoldoutGtk
import FoldoutModel

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
    var monthsItems: (@MainActor () -> [TitledItem])? = nil
    /// Destinations that replace the data file's (``AppHooks/destinations``), or nil.
    var destinations: (@MainActor () -> GeneratedDestinations)? = nil
    /// A tree of any depth in place of the destinations (``AppHooks/outline``), or nil.
    var outline: GeneratedOutline? = nil
}
