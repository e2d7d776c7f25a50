import FoldoutModel
import FoldoutGtk

/// Builds the content of one row of an expandable list for a value: the builder gets the row
/// too, to give it a style class, an accessible name and description, or a tooltip.
///
///     let folderRow: ExpandableRowBuilder<Folder> = { folder, row in
///         row.setAccessibleName(folder.name)
///         return Label(folder.name)
///     }
public typealias ExpandableRowBuilder<Value> = @MainActor (Value, ListItemRow) -> Widget

/// How a row of an expandable list shows its value: a widget made once per recycled row and
/// bound to whichever value the row shows as the list scrolls (the row itself comes too, for
/// its accessible name and description, a tooltip or a style class). Rows may be of any height.
///
///     let content = ExpandableRowContent<Folder>(make: { () -> Label in
///         let label = Label()
///         label.setXAlign(0)
///         return label
///     }, bind: { label, folder, row in
///         label.text = folder.name
///         row.setAccessibleName(folder.name)
///     })
@MainActor
public struct ExpandableRowContent<Value> {
    /// Makes the widget and the function showing a value in it (with the search query while
    /// the list is searched, to emphasize the match).
    let make: @MainActor () -> (widget: Widget, bind: @MainActor (Value, ListItemRow, SearchText?) -> Void)

    /// Content made by `make` and updated by `bind` (which must set everything the value shows:
    /// the widget is reused for other values). The row shows `make`'s widget whole once; what
    /// `bind` hides (`isVisible = false`) stays hidden until `bind` shows it again, whatever
    /// shows the window.
    public init<View: Widget>(make: @escaping @MainActor () -> View,
                              bind: @escaping @MainActor (View, Value, ListItemRow) -> Void) {
        self.make = {
            let view = make()
            return (view, { value, row, _ in bind(view, value, row) })
        }
    }

    /// Content made of several widgets held by an object of the app's own: `make` builds one
    /// (once per recycled row) and returns the widget to put in the row with the function that
    /// shows a value in it.
    public init(views make: @escaping @MainActor () -> (widget: Widget, bind: @MainActor (Value, ListItemRow) -> Void)) {
        self.make = {
            let made = make()
            return (made.widget, { value, row, _ in made.bind(value, row) })
        }
    }

    /// Content that shows what a search matched: as ``init(views:)``, and `bind` gets the query
    /// while the list is searched (nil otherwise); ``/FoldoutModel/SearchText/range(in:)`` finds
    /// the match in a text to emphasize it (``/FoldoutGtk/Label/setText(_:emphasizing:)``).
    public init(highlightingViews make: @escaping @MainActor () -> (widget: Widget, bind: @MainActor (Value, ListItemRow, SearchText?) -> Void)) {
        self.make = make
    }

    /// Content built anew by `builder` each time a row shows a value (simple, and fine for
    /// short lists; long lists bind reused widgets instead). The builder's widget is shown whole
    /// (`showAll()`): to hide part of a row depending on its value, bind reused widgets.
    public static func built(_ builder: @escaping ExpandableRowBuilder<Value>) -> ExpandableRowContent<Value> {
        ExpandableRowContent(views: {
            let holder = Box(vertical: true)
            var current: Widget?
            return (holder, { value, row in
                current?.destroy()
                let widget = builder(value, row)
                holder.packStart(widget, expand: true)
                widget.showAll()
                current = widget
            })
        })
    }
}
