import CFoldoutGtk

/// A `GtkSearchBar`: the bar GNOME applications show above what is searched while a search is
/// on, sliding down when it opens and up when it closes, holding a ``SearchEntry``. Closing it
/// (Escape in the field, or ``isSearching`` set to false) empties the field.
///
///     let bar = SearchBar(entry: SearchEntry(placeholder: "Search messages"))
///     bar.entry.onChanged { filter(bar.entry.text) }
///     box.packStart(bar)
///     bar.isSearching = true
@MainActor
package final class SearchBar: Container {
    /// The search field in the bar.
    package let entry: SearchEntry

    /// Makes a closed bar holding `entry` (centred, GNOME's look), without a close button.
    package init(entry: SearchEntry = SearchEntry()) {
        self.entry = entry
        super.init(retaining: UnsafeMutableRawPointer(gtk_search_bar_new()))
        add(entry)
        gtk_search_bar_connect_entry(bar, entry.raw.assumingMemoryBound(to: GtkEntry.self))
        gtk_search_bar_set_show_close_button(bar, 0)
    }

    private var bar: UnsafeMutablePointer<GtkSearchBar> { raw.assumingMemoryBound(to: GtkSearchBar.self) }

    /// Whether the bar is open (a search is on); setting it slides it open or closed.
    package var isSearching: Bool {
        get { gtk_search_bar_get_search_mode(bar) != 0 }
        set { gtk_search_bar_set_search_mode(bar, newValue ? 1 : 0) }
    }

    /// Whether the bar shows a close button at its end (GNOME's applications leave it out when a
    /// header bar button toggles the search).
    package var showsCloseButton: Bool {
        get { gtk_search_bar_get_show_close_button(bar) != 0 }
        set { gtk_search_bar_set_show_close_button(bar, newValue ? 1 : 0) }
    }

    /// Calls `handler` after the bar opened or closed, whoever did it.
    @discardableResult
    package func onSearchModeChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        onNotify(ObservedProperty("search-mode-enabled"), handler)
    }

    /// Keeps `button` pressed in while the bar is open, and opens or closes the bar when the
    /// button is toggled (GNOME's search button in a header bar).
    package func bind(toggle button: ToggleButton) {
        let flags = GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue)
        withExtendedLifetime(button) {
            _ = g_object_bind_property(button.raw, "active", raw, "search-mode-enabled", flags)
        }
    }
}

extension VoidSignal {
    /// A search entry's text changed and the typing paused.
    package static let searchChanged = VoidSignal("search-changed")
    /// A search entry's Escape (`stop-search`).
    package static let stopSearch = VoidSignal("stop-search")
}
