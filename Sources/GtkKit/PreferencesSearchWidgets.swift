import CGtk

/// A `GtkSearchEntry`: a one-line field for a search, with a magnifier at its start and a clear
/// icon at its end, that reports what is typed once the typing pauses (``onSearchChanged(_:)``)
/// and Escape as ``onStopSearch(_:)``. GTK mirrors it in right-to-left languages.
@MainActor
public final class FindEntry: Widget {
    /// Makes an empty field showing `placeholder` (dimmed) until something is typed; screen
    /// readers call it `name` (default: the placeholder).
    public convenience init(placeholder: String, name: String? = nil) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_search_entry_new()))
        gtk_entry_set_placeholder_text(entry, placeholder)
        setAccessibleName(name ?? placeholder)
    }

    private var entry: UnsafeMutablePointer<GtkEntry> { raw.assumingMemoryBound(to: GtkEntry.self) }

    /// The text typed so far; setting it reports a change as typing does.
    public var text: String {
        get { String(cString: gtk_entry_get_text(entry)) }
        set { gtk_entry_set_text(entry, newValue) }
    }

    /// Selects the whole text (a search started again types over the last one).
    public func selectAll() {
        gtk_editable_select_region(OpaquePointer(raw), 0, -1)
    }

    /// Puts the cursor after the last character, nothing selected (typing goes on from there).
    public func moveCursorToEnd() {
        gtk_editable_set_position(OpaquePointer(raw), -1)
    }

    /// Calls `handler` when the text changed and the typing paused (GTK waits 150 ms), or at once
    /// when the text is cleared.
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(VoidSignal("search-changed"), handler)
    }

    /// Calls `handler` when Enter is pressed in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.activate, handler)
    }

    /// Calls `handler` when Escape is pressed in the field (a ``FindBar`` the field is connected
    /// to closes by itself).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(VoidSignal("stop-search"), handler)
    }
}

/// A `GtkSearchBar`: the bar GNOME applications show under the header bar while a search is on,
/// sliding down when it opens and up when it closes, holding a ``FindEntry``. Opening it gives
/// the field the keyboard focus; closing it (Escape in the field, its close button, or
/// ``isSearchMode`` set to false) clears the field.
@MainActor
public final class FindBar: Container {
    /// Makes a closed bar holding `entry` (connected: see the type's documentation), centred.
    public convenience init(entry: FindEntry) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_search_bar_new()))
        add(entry)
        gtk_search_bar_connect_entry(bar, entry.raw.assumingMemoryBound(to: GtkEntry.self))
    }

    private var bar: UnsafeMutablePointer<GtkSearchBar> { raw.assumingMemoryBound(to: GtkSearchBar.self) }

    /// Whether the bar is open (a search is on).
    public var isSearchMode: Bool {
        get { gtk_search_bar_get_search_mode(bar) != 0 }
        set { gtk_search_bar_set_search_mode(bar, newValue ? 1 : 0) }
    }

    /// Whether the bar shows a close button at its end (GNOME's applications leave it out when a
    /// header bar button toggles the search).
    public var showsCloseButton: Bool {
        get { gtk_search_bar_get_show_close_button(bar) != 0 }
        set { gtk_search_bar_set_show_close_button(bar, newValue ? 1 : 0) }
    }

    /// Calls `handler` after the bar opened or closed, whoever did it.
    @discardableResult
    public func onSearchModeChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        onNotify(ObservedProperty("search-mode-enabled"), handler)
    }

    /// Keeps `button` pressed in while the bar is open, and opens or closes the bar when the
    /// button is toggled (GNOME's search button in a header bar).
    public func bind(toggle button: ToggleButton) {
        let flags = GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue)
        withExtendedLifetime(button) {
            _ = g_object_bind_property(button.raw, "active", raw, "search-mode-enabled", flags)
        }
    }
}
