import FoldoutModel
import FoldoutGtk

/// How a dropdown row shows its item: a widget made once per recycled row and bound to
/// whichever item the row shows as the list scrolls. Rows may be of any height (wrapped text,
/// a subtitle, a long translation): each is measured for the list's width when it is bound.
///
///     let content = DropdownRowContent<Message>(make: { () -> Label in
///         let label = Label()
///         label.ellipsizeEnd()
///         return label
///     }, bind: { label, message in label.text = message.title })
@MainActor
public struct DropdownRowContent<Item: DropdownListItem> {
    /// Makes the content's widget and the function showing an item in it (with the search
    /// query, while the list is searched, to emphasize the match).
    let make: @MainActor () -> (widget: Widget, bind: @MainActor (Item, ListItemRow, SearchText?) -> Void)

    /// Content made by `make` and updated by `bind` (which must set everything the item shows:
    /// the widget is reused for other items). The row shows `make`'s widget whole once; what
    /// `bind` hides (`isVisible = false`) stays hidden until `bind` shows it again, whatever
    /// shows the window.
    public init<View: Widget>(make: @escaping @MainActor () -> View, bind: @escaping @MainActor (View, Item) -> Void) {
        self.make = {
            let view = make()
            return (view, { item, _, _ in bind(view, item) })
        }
    }

    /// Content made by `make` and updated by `bind`, which gets the row too: to give it an
    /// accessible description (what screen readers say after its title), a tooltip or a style
    /// class. A description set here is the row's own: while a selection's count is told on the
    /// row, the count takes its place, and the description comes back after.
    ///
    ///     let content = DropdownRowContent<Message>(make: { Label() }, bind: { label, message, row in
    ///         label.text = message.title
    ///         row.setAccessibleDescription("from \(message.sender)")
    ///     })
    public init<View: Widget>(make: @escaping @MainActor () -> View, bind: @escaping @MainActor (View, Item, ListItemRow) -> Void) {
        self.make = {
            let view = make()
            return (view, { item, row, _ in bind(view, item, row) })
        }
    }

    /// Content that shows what a search matched: `bind` gets the query while the list is
    /// searched (nil otherwise); ``/FoldoutModel/SearchText/range(in:)`` finds the match in a
    /// text to emphasize it (``/FoldoutGtk/Label/setText(_:emphasizing:)``).
    ///
    ///     let content = DropdownRowContent<Message>(make: { Label() }, highlighting: { label, message, query in
    ///         label.setText(message.title, emphasizing: query?.range(in: message.title))
    ///     })
    public init<View: Widget>(make: @escaping @MainActor () -> View,
                              highlighting bind: @escaping @MainActor (View, Item, SearchText?) -> Void) {
        self.make = {
            let view = make()
            return (view, { item, _, query in bind(view, item, query) })
        }
    }

    /// The item's title in a label, ellipsized at the end (a search's match in bold).
    public static var title: DropdownRowContent<Item> {
        DropdownRowContent<Item>(make: { () -> Label in
            let label = Label()
            label.setXAlign(0)
            label.ellipsizeEnd()
            return label
        }, highlighting: { label, item, query in
            label.setText(item.title, emphasizing: query?.range(in: item.title))
        })
    }
}
