import FoldoutModel
import FoldoutGtk

extension DropdownRowContent {
    /// Content made of several widgets held by an object of the app's own: `make` builds one
    /// (once per recycled row) and returns the widget to put in the row with the function that
    /// shows an item in it (which must set everything the item shows: the row is reused).
    ///
    ///     let content = DropdownRowContent<Message> {
    ///         let line = MessageLine()            // a class holding a Box and its labels
    ///         return (line.widget, line.show)
    ///     }
    public init(views make: @escaping @MainActor () -> (widget: Widget, bind: @MainActor (Item) -> Void)) {
        self.make = {
            let made = make()
            return (made.widget, { item, _, _ in made.bind(item) })
        }
    }

    /// Content made of several widgets held by an object of the app's own, as
    /// ``init(views:)``, whose `bind` gets the row (for its accessible description, a tooltip
    /// or a style class) and the search query while the list is searched (nil otherwise).
    public init(rowViews make: @escaping @MainActor () -> (widget: Widget, bind: @MainActor (Item, ListItemRow, SearchText?) -> Void)) {
        self.make = make
    }
}
