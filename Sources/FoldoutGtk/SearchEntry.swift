import CFoldoutGtk

/// A `GtkSearchEntry`: a one-line field for a search, with a magnifier at its start and a clear
/// icon at its end, as GNOME's search bars hold (GTK mirrors it right to left). It reports each
/// change at once (``onChanged(_:)``, for lists that filter within a frame) or once the typing
/// pauses (``onSearchChanged(_:)``), Enter and Escape.
@MainActor
package final class SearchEntry: Widget {
    /// Makes an empty field showing `placeholder` (dimmed) until something is typed; screen
    /// readers call it `name` (default: the placeholder).
    package convenience init(placeholder: String = "", name: String? = nil) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_search_entry_new()))
        if !placeholder.isEmpty { gtk_entry_set_placeholder_text(entry, placeholder) }
        if let name = name ?? (placeholder.isEmpty ? nil : placeholder) { setAccessibleName(name) }
    }

    private var entry: UnsafeMutablePointer<GtkEntry> { raw.assumingMemoryBound(to: GtkEntry.self) }

    /// The text typed so far; setting it reports a change as typing does.
    package var text: String {
        get { String(cString: gtk_entry_get_text(entry)) }
        set { gtk_entry_set_text(entry, newValue) }
    }

    /// Selects the whole text (a search started again types over the last one).
    package func selectAll() {
        gtk_editable_select_region(OpaquePointer(raw), 0, -1)
    }

    /// Puts the cursor after the last character, nothing selected (typing goes on from there).
    package func moveCursorToEnd() {
        gtk_editable_set_position(OpaquePointer(raw), -1)
    }

    /// Takes the keyboard focus with the cursor after the text, selecting nothing (so the
    /// next key typed adds to the text).
    package func focusAtEnd() {
        // A bar just opened has not realized its field yet (GtkSearchBar does the same before
        // it hands the field a key): keys sent to an unrealized focus would go nowhere.
        // (Only within a window: a bar not yet placed in one cannot be realized.)
        if gtk_widget_get_realized(widget) == 0, gtk_widget_is_toplevel(gtk_widget_get_toplevel(widget)) != 0 {
            gtk_widget_realize(widget)
        }
        gtk_entry_grab_focus_without_selecting(entry)
        moveCursorToEnd()
    }

    /// Calls `handler` on every change of the text, at once.
    @discardableResult
    package func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.changed, handler)
    }

    /// Calls `handler` when the text changed and the typing paused (GTK waits 150 ms), or at
    /// once when the text is cleared.
    @discardableResult
    package func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.searchChanged, handler)
    }

    /// Calls `handler` when Enter is pressed in the field.
    @discardableResult
    package func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.activate, handler)
    }

    /// Calls `handler` when Escape is pressed in the field (a ``SearchBar`` holding the field
    /// closes by itself).
    @discardableResult
    package func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.stopSearch, handler)
    }
}
