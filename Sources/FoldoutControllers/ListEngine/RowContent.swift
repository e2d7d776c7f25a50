import FoldoutGtk
import FoldoutModel

/// How a row of a list shows its value, in every list pattern (dropdown rows, expandable rows,
/// outlines): a widget made once per recycled row and bound to whichever value the row shows
/// as the list scrolls. The row itself can come too, for its accessible description, a tooltip
/// or a style class, and the search query while the list is searched, to emphasize the match.
/// Rows may be of any height (wrapped text, a subtitle, a long translation): each is measured
/// for the list's width when it is bound.
///
/// `DropdownRowContent` and `ExpandableRowContent` are this type under the names their
/// controllers use.
///
///     let content = RowContent<Message>(make: { () -> Label in
///         let label = Label()
///         label.ellipsizeEnd()
///         return label
///     }, bind: { label, message in label.text = message.title })
@MainActor
public struct RowContent<Value> {
    /// Makes the content's widget and the function showing a value in it (with its row, and
    /// the search query while the list is searched).
    let make: @MainActor () -> (widget: Widget, bind: @MainActor (Value, ListItemRow, SearchText?) -> Void)

    /// Content made by `make` and updated by `bind` (which must set everything the value shows:
    /// the widget is reused for other values). The row shows `make`'s widget whole once; what
    /// `bind` hides (`isVisible = false`) stays hidden until `bind` shows it again, whatever
    /// shows the window.
    public init<View: Widget>(make: @escaping @MainActor () -> View, bind: @escaping @MainActor (View, Value) -> Void) {
        self.make = {
            let view = make()
            return (view, { value, _, _ in bind(view, value) })
        }
    }

    /// Content made by `make` and updated by `bind`, which gets the row too: to give it an
    /// accessible description (what screen readers say after its title), a tooltip or a style
    /// class. In a dropdown list, a description set here is the row's own: while a selection's
    /// count is told on the row, the count takes its place, and the description comes back after.
    ///
    ///     let content = RowContent<Message>(make: { Label() }, bind: { label, message, row in
    ///         label.text = message.title
    ///         row.setAccessibleDescription("from \(message.sender)")
    ///     })
    public init<View: Widget>(
        make: @escaping @MainActor () -> View,
        bind: @escaping @MainActor (View, Value, ListItemRow) -> Void
    ) {
        self.make = {
            let view = make()
            return (view, { value, row, _ in bind(view, value, row) })
        }
    }

    /// Content that shows what a search matched: `bind` gets the query while the list is
    /// searched (nil otherwise); ``/FoldoutModel/SearchText/range(in:)`` finds the match in a
    /// text to emphasize it (``/FoldoutGtk/Label/setText(_:emphasizing:)``).
    ///
    ///     let content = RowContent<Message>(make: { Label() }, highlighting: { label, message, query in
    ///         label.setText(message.title, emphasizing: query?.range(in: message.title))
    ///     })
    public init<View: Widget>(
        make: @escaping @MainActor () -> View,
        highlighting bind: @escaping @MainActor (View, Value, SearchText?) -> Void
    ) {
        self.make = {
            let view = make()
            return (view, { value, _, query in bind(view, value, query) })
        }
    }

    /// Content made of several widgets held by an object of the app's own: `make` builds one
    /// (once per recycled row) and returns the widget to put in the row with the function that
    /// shows a value in it (which must set everything the value shows: the row is reused).
    ///
    ///     let content = RowContent<Message>(views: {
    ///         let line = MessageLine()            // a class holding a Box and its labels
    ///         return (line.widget, line.show)
    ///     })
    public init(views make: @escaping @MainActor () -> (widget: Widget, bind: @MainActor (Value) -> Void)) {
        self.make = {
            let made = make()
            return (made.widget, { value, _, _ in made.bind(value) })
        }
    }

    /// Content made of several widgets, as `init(views:)` above, whose `bind` gets the row too
    /// (for its accessible name and description, a tooltip or a style class).
    public init(views make: @escaping @MainActor () -> (widget: Widget, bind: @MainActor (Value, ListItemRow) -> Void)) {
        self.make = {
            let made = make()
            return (made.widget, { value, row, _ in made.bind(value, row) })
        }
    }

    /// Content made of several widgets, as `init(views:)`, whose `bind` gets the row and
    /// the search query while the list is searched (nil otherwise), to emphasize the match.
    public init(rowViews make: @escaping @MainActor () -> (widget: Widget, bind: @MainActor (Value, ListItemRow, SearchText?) -> Void)) {
        self.make = make
    }

    /// Content built anew by `builder` each time a row shows a value (simple, and fine for
    /// short lists; long lists bind reused widgets instead). The builder's widget is shown whole
    /// (`showAll()`): to hide part of a row depending on its value, bind reused widgets.
    public static func built(_ builder: @escaping @MainActor (Value, ListItemRow) -> Widget) -> RowContent<Value> {
        RowContent(views: { () -> (widget: Widget, bind: @MainActor (Value, ListItemRow) -> Void) in
            let holder = Box(vertical: true)
            var current: Widget?
            return (
                holder,
                { value, row in
                    current?.destroy()
                    let widget = builder(value, row)
                    holder.packStart(widget, expand: true)
                    widget.showAll()
                    current = widget
                }
            )
        })
    }
}

extension RowContent where Value: DropdownItem {
    /// The item's title in a label, ellipsized at the end (a search's match in bold).
    public static var title: RowContent<Value> {
        RowContent(
            make: { () -> Label in
                let label = Label()
                label.setXAlign(0)
                label.ellipsizeEnd()
                return label
            },
            highlighting: { label, item, query in
                label.setText(item.title, emphasizing: query?.range(in: item.title))
            })
    }
}
