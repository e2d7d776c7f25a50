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

/// Where an expandable list's children come from.
@MainActor
public enum ExpandableChildSource<Parent, Child> {
    /// At hand: the parent's children, asked for as the list is made (and for parents
    /// inserted later).
    case immediate(@MainActor (Parent) -> [Child])
    /// Loaded when the parent first opens: the function starts loading (synchronously or not)
    /// and calls its completion once on the main actor, with the children or a reason for
    /// failing; a "Loading…" row shows meanwhile, a failure shows the reason with Retry.
    /// `hasChildren` says which parents can open before their children are known.
    case lazy(hasChildren: @MainActor (Parent) -> Bool,
              load: @MainActor (Parent, _ done: @escaping @MainActor (Result<[Child], ExpandableLoadError>) -> Void) -> Void)
}

extension ExpandableChildSource {
    /// Loaded when the parent first opens, by an `async` function: the list shows "Loading…"
    /// (with a spinner that keeps turning) while `load` runs, then the children it returns, or
    /// the reason it threw with Retry. `load` runs on the main actor; it may await work on other
    /// threads (`Task.detached`) and gets its results back on the main actor, inside the main
    /// loop, where it returns them. An
    /// ``ExpandableLoadError``'s message is shown as it is, any other error's description.
    /// `hasChildren` says which parents can open before their children are known.
    ///
    ///     let folderList = ExpandableRowsController(parents: folders, id: \.name,
    ///         children: .lazy(hasChildren: { _ in true }) { folder in
    ///             let name = folder.name
    ///             // Read on another thread (Message is Sendable).
    ///             return try await Task.detached { try readMessages(in: name) }.value
    ///         },
    ///         name: "Folders", parentContent: .built(folderRow), childContent: .built(messageRow))
    ///
    /// Retry (and ``ExpandableRowsController/reloadChildren(of:)``) calls `load` again. A list
    /// that is gone by the time `load` returns drops its result.
    public static func lazy(hasChildren: @escaping @MainActor (Parent) -> Bool,
                            load: @escaping @MainActor (Parent) async throws -> [Child]) -> ExpandableChildSource {
        .lazy(hasChildren: hasChildren, load: { parent, done in
            let request = ExpandableLoadRequest(parent: parent, load: load, done: done)
            Task { @MainActor in await request.run() }
        })
    }
}

/// Why a parent's children could not be loaded: the text shown in its row (with Retry).
public struct ExpandableLoadError: Error, Sendable, Equatable {
    /// A sentence for the person, e.g. "The folder could not be read: permission denied".
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
