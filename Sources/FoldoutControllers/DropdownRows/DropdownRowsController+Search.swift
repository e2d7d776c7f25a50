import FoldoutGtk
import FoldoutModel

/// Search: a GNOME search bar above the list (Ctrl+F, the `search` action, or a letter typed
/// in the list opens it) shows only the rows whose ``DropdownRowsController/searchableText``
/// contains what is typed, case- and accent-insensitive, the match in bold. Each key press
/// shows its first screenful of results at once; the rest of a long list is tested in the
/// following frames (a query typed on tests only the last results), and the count is told
/// to screen readers once known. Down moves from the field into the results, Enter unfolds
/// the first result; Escape (or emptying the field) gives the whole list back, with the
/// focus on the result chosen (or the row that had it), and screen readers hear "Search closed"
/// with the list's size on that row. Opening, removing (with undo) and the
/// app's edits work among the results.
extension DropdownRowsController: ListSearchSource {
    var canSearch: Bool { searchableText != nil }

    func beginSearch(_ query: String) {
        guard let text = searchableText else { return }
        state.search(query, text: text)
    }

    func stepSearch(rows: Int) -> Bool {
        state.advanceSearch(budget: rows)
        return state.search?.isComplete == false
    }

    func prepareSearchAhead(first: Bool) -> Bool {
        guard let text = searchableText else { return false }
        return state.prepareSearchAhead(first: first, budget: ListSearch.slice, text: text)
    }

    var searchResultCount: Int { state.count }

    var searchRowsLeft: Int { state.search?.filter.remaining ?? 0 }

    func showSearchResults(first: Bool) {
        // The results in the whole list's place, or more of them at their end.
        push(first ? nil : [.inserted(viewport.count..<state.count)])
    }

    func searchEnded() {
        let focusWasHere = viewport.hasFocus || listSearch.hasFocus
        state.endSearch()
        guard focusWasHere else {
            push(nil)
            if let focused = state.focusIndex { viewport.show(focused, animated: false) }
            return
        }
        // Said on the row the focus goes to (or stays on), as its view is bound, before the
        // focus goes there.
        let target = state.focusIndex ?? state.openIndex ?? 0
        let note = ListSearch.closedNote(count: state.count)
        viewport.noteOnBind = (target, note)
        push(nil)
        focus()
        viewport.noteOnBind = nil
    }

    func focusFirstResult() { focus(at: 0) }

    func takeFirstResult() {
        focus(at: 0)
        if state.openIndex != 0 { activate(at: 0) }
    }

    func searchProgressed(_ progress: SearchProgress) { onSearchChange?(progress) }

    /// The app gave another searchable text: the folded texts are made anew, and a search
    /// going on starts again with its query (off: it ends).
    func searchableTextChanged() {
        guard let text = searchableText else {
            listSearch.finish()
            return
        }
        guard state.keepsSearchTexts else { return }
        state.forgetSearchTexts(text: text)
        if let query = listSearch.query {
            listSearch.search(query)
        } else {
            listSearch.prepareWhenIdle()
        }
    }

    /// Whether the list shows search results.
    public var isSearching: Bool { state.isSearching }

    /// Opens the search bar with `text` added to its field (the field takes the focus, the
    /// cursor after the text) and shows the rows matching it.
    public func startSearch(_ text: String = "") { listSearch.start(text) }

    /// Shows the rows whose text contains `query` (the whole list for an empty one, closing
    /// the search bar).
    public func search(_ query: String) { listSearch.search(query) }

    /// Shows the whole list again (closing the search bar), the focus on the result chosen
    /// from the results, or on the row that had it before.
    public func endSearch() { listSearch.finish() }
}
