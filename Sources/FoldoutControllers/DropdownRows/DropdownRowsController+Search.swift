import FoldoutModel
import GtkKit

/// Search: a GNOME search bar above the list (Ctrl+F, the `search` action, or a letter typed
/// in the list opens it) shows only the rows whose ``DropdownRowsController/searchableText``
/// contains what is typed, case- and accent-insensitive, the match in bold. Each key press
/// shows its first screenful of results at once; the rest of a long list is tested in the
/// following frames (a query typed on tests only the last results), and the count is told
/// to screen readers once known. Down moves from the field into the results, Enter unfolds
/// the first result; Escape (or emptying the field) gives the whole list back, with the
/// focus on the result chosen (or the row that had it).
extension DropdownRowsController {
    /// Rows tested per slice of a frame's search work.
    private static var searchSlice: Int { 4096 }
    /// Time a key press may spend finding results before the frame is drawn.
    private static var searchBudget: Duration { .milliseconds(8) }

    func setUpSearch(name: String) {
        let entry = searchBar.entry
        entry.setAccessibleName(tr("Search {list}", ["list": name]))
        // ATK announces no first description (one set while there was none): start with an
        // empty one, so that every count is announced.
        entry.setAccessibleDescription("")
        entry.onChanged { [weak self] in
            guard let self, !self.changingSearchField else { return }
            self.search(entry.text)
        }
        entry.onStopSearch { [weak self] in self?.endSearch() }
        entry.onActivate { [weak self] in
            guard let self, self.state.count > 0 else { return }
            self.focus(at: 0)
            if self.state.openIndex != 0 { self.activate(at: 0) }
        }
        entry.onKeyPress { [weak self] key in
            guard let self, key.isPlain, key.navigation == .down || key.navigation == .pageDown, self.state.count > 0 else { return false }
            self.focus(at: 0)
            return true
        }
    }

    /// Whether the list shows search results.
    public var isSearching: Bool { state.isSearching }

    /// Opens the search bar with `text` in its field (the field takes the focus, the cursor
    /// after the text) and shows the rows matching it.
    public func startSearch(_ text: String = "") {
        guard searchableText != nil else { return }
        searchBar.isSearching = true
        let entry = searchBar.entry
        if !text.isEmpty || entry.text.isEmpty {
            entry.text = entry.text + text
        }
        entry.focusAtEnd()
    }

    /// Shows the rows whose text contains `query` (the whole list for an empty one, closing
    /// the search bar).
    public func search(_ query: String) {
        guard let text = searchableText else { return }
        if let work = searchWork {
            MainLoop.cancel(work)
            searchWork = nil
        }
        guard !SearchText(query).isEmpty else {
            endSearch()
            return
        }
        if !searchBar.isSearching { searchBar.isSearching = true }
        if searchBar.entry.text != query {
            changingSearchField = true
            searchBar.entry.text = query
            changingSearchField = false
        }
        state.search(query, text: text)
        viewport.emptyText = tr("No results for “{query}”", ["query": query])
        // The first screenful now, within the frame's budget; the rest in the next frames.
        let screenful = viewport.rowsPerPage + 2
        let start = ContinuousClock.now
        while state.search?.isComplete == false, state.count < screenful, ContinuousClock.now - start < Self.searchBudget {
            state.advanceSearch(budget: Self.searchSlice)
        }
        push()
        viewport.show(0, animated: false)
        searchProgressed()
        guard state.search?.isComplete == false else { return }
        var found = state.count
        searchWork = MainLoop.idleBatches(budget: Self.searchBudget, afterEachBatch: { [weak self] in
            guard let self, self.state.isSearching else { return }
            let range = found ..< self.state.count
            found = self.state.count
            if !range.isEmpty { self.push() }
            if self.state.search?.isComplete != false {
                self.searchWork = nil
                self.searchProgressed()
            }
        }) { [weak self] in
            guard let self, self.state.search?.isComplete == false else { return false }
            self.state.advanceSearch(budget: Self.searchSlice)
            return self.state.search?.isComplete == false
        }
    }

    /// Shows the whole list again (closing the search bar), the focus on the result chosen
    /// from the results, or on the row that had it before.
    public func endSearch() {
        if let work = searchWork {
            MainLoop.cancel(work)
            searchWork = nil
        }
        let focusWasHere = viewport.hasFocus || searchBar.entry.containsFocus
        let wasSearching = state.isSearching
        state.endSearch()
        changingSearchField = true
        searchBar.isSearching = false
        searchBar.entry.text = ""
        changingSearchField = false
        viewport.emptyText = emptyText
        searchBar.entry.setAccessibleDescription("")
        guard wasSearching else {
            if focusWasHere { focus() }
            return
        }
        push()
        onSearchChange?(nil, state.count)
        if focusWasHere { focus() } else if let focused = state.focusIndex { viewport.show(focused, animated: false) }
    }

    /// Tells the app, and screen readers once the count is final, how many results there are.
    private func searchProgressed() {
        guard let search = state.search else { return }
        onSearchChange?(search.query, search.count)
        guard search.isComplete else { return }
        let said = search.count == 0
            ? tr("No results")
            : trn("{count} result", "{count} results", search.count)
        // The field's description: screen readers speak it as it changes while the field has the focus.
        searchBar.entry.setAccessibleDescription(said)
    }

    /// Keys in the list that search: Ctrl+F, a letter (or digit, or any text) typed, and
    /// Escape while searching. Nil for other keys.
    func handleSearchKey(_ key: KeyPress) -> Bool? {
        guard searchableText != nil else { return nil }
        if key.isEscape, key.isPlain, state.isSearching {
            endSearch()
            return true
        }
        if key.isControlOnly, key.character.map({ $0 == "f" || $0 == "F" }) == true {
            startSearch()
            return true
        }
        if !key.modifiers.contains(.control), !key.modifiers.contains(.alt), let character = key.character {
            startSearch(String(character))
            return true
        }
        return nil
    }
}
