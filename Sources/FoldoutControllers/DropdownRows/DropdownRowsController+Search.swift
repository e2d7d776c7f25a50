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
extension DropdownRowsController {
    func setUpSearch() {
        listSearch.isEnabled = { [weak self] in self?.searchableText != nil }
        listSearch.begin = { [weak self] query in
            guard let self, let text = self.searchableText else { return }
            self.state.search(query, text: text)
        }
        listSearch.step = { [weak self] in
            guard let self else { return false }
            self.state.advanceSearch(budget: ListSearch.slice)
            return self.state.search?.isComplete == false
        }
        listSearch.prepareAhead = { [weak self] first in
            guard let self, let text = self.searchableText else { return false }
            return self.state.prepareSearchAhead(first: first, budget: ListSearch.slice, text: text)
        }
        listSearch.count = { [weak self] in self?.state.count ?? 0 }
        listSearch.show = { [weak self] first in
            guard let self else { return }
            // The results in the whole list's place, or more of them at their end.
            self.push(first ? nil : [.inserted(self.viewport.count..<self.state.count)])
        }
        listSearch.end = { [weak self] in
            guard let self else { return }
            let focusWasHere = self.viewport.hasFocus || self.listSearch.hasFocus
            self.state.endSearch()
            guard focusWasHere else {
                self.push(nil)
                if let focused = self.state.focusIndex { self.viewport.show(focused, animated: false) }
                return
            }
            // Said on the row the focus goes to (or stays on), as its view is bound, before the
            // focus goes there.
            let target = self.state.focusIndex ?? self.state.openIndex ?? 0
            let note = ListSearch.closedNote(count: self.state.count)
            self.viewport.noteOnBind = (target, note)
            self.push(nil)
            self.focus()
            self.viewport.noteOnBind = nil
        }
        listSearch.enterResults = { [weak self] in self?.focus(at: 0) }
        listSearch.takeFirst = { [weak self] in
            guard let self else { return }
            self.focus(at: 0)
            if self.state.openIndex != 0 { self.activate(at: 0) }
        }
        listSearch.onChange = { [weak self] progress in self?.onSearchChange?(progress) }
    }

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
