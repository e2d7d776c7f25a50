import CGtk

/// A `GtkSearchEntry`: a one-line field with a search icon and a clear button, as GNOME's
/// search bars hold.
@MainActor
public final class SearchEntry: Widget {
    /// Makes an empty search field showing `placeholder` (dimmed) until something is typed.
    public convenience init(placeholder: String = "") {
        self.init(retaining: UnsafeMutableRawPointer(gtk_search_entry_new()))
        if !placeholder.isEmpty { gtk_entry_set_placeholder_text(entry, placeholder) }
    }

    private var entry: UnsafeMutablePointer<GtkEntry> { raw.assumingMemoryBound(to: GtkEntry.self) }

    /// The text typed so far.
    public var text: String {
        get { String(cString: gtk_entry_get_text(entry)) }
        set { gtk_entry_set_text(entry, newValue) }
    }

    /// Takes the keyboard focus with the cursor after the text, selecting nothing (so the
    /// next key typed adds to the text).
    public func focusAtEnd() {
        // A bar just opened has not realized its field yet (GtkSearchBar does the same before
        // it hands the field a key): keys sent to an unrealized focus would go nowhere.
        if gtk_widget_get_realized(widget) == 0 { gtk_widget_realize(widget) }
        gtk_entry_grab_focus_without_selecting(entry)
        gtk_editable_set_position(OpaquePointer(raw), -1)
    }

    /// Calls `handler` on every change of the text, at once (GTK's `search-changed` waits
    /// 150 ms; a list that filters within a frame need not).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.changed, handler)
    }

    /// Calls `handler` when Enter is pressed in the field.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.activate, handler)
    }

    /// Calls `handler` when Escape is pressed in the field (GTK's `stop-search`).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.stopSearch, handler)
    }
}

/// A `GtkSearchBar`: GNOME's search bar, sliding down above what it searches, holding a
/// ``SearchEntry``.
///
///     let bar = SearchBar(placeholder: "Search messages")
///     bar.entry.onChanged { filter(bar.entry.text) }
///     box.packStart(bar)
///     bar.isSearching = true       // slides open; Escape in the field closes it
@MainActor
public final class SearchBar: Widget {
    /// The search field in the bar.
    public let entry: SearchEntry

    /// Makes a closed search bar whose field shows `placeholder`.
    public init(placeholder: String = "") {
        entry = SearchEntry(placeholder: placeholder)
        super.init(retaining: UnsafeMutableRawPointer(gtk_search_bar_new()))
        entry.setExpand(horizontal: true)
        let box = Box(vertical: false)
        box.packStart(entry, expand: true)
        gtk_container_add(raw.assumingMemoryBound(to: GtkContainer.self), box.widget)
        gtk_search_bar_connect_entry(bar, entry.raw.assumingMemoryBound(to: GtkEntry.self))
        gtk_search_bar_set_show_close_button(bar, 0)
    }

    private var bar: UnsafeMutablePointer<GtkSearchBar> { raw.assumingMemoryBound(to: GtkSearchBar.self) }

    /// Whether the bar is open (setting it slides it open or closed, and GTK empties the field
    /// when it closes).
    public var isSearching: Bool {
        get { gtk_search_bar_get_search_mode(bar) != 0 }
        set { gtk_search_bar_set_search_mode(bar, newValue ? 1 : 0) }
    }
}

extension VoidSignal {
    /// A search entry's Escape (`stop-search`).
    public static let stopSearch = VoidSignal("stop-search")
}
