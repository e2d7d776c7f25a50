import FoldoutGtk
import FoldoutModel

/// Search: a GNOME search bar above the tree (Ctrl+F, the `search` action, or a letter typed
/// in the list opens it) shows only the parents whose ``ExpandableRowsController/searchableParentText``,
/// or one of whose loaded children's ``ExpandableRowsController/searchableChildText``, contains
/// what is typed, case- and accent-insensitive; a parent found by its children is opened at
/// them. The first screenful shows at each key press, the rest of a long tree is searched in
/// the next frames (typing on searches only the last results, typing back shows again what was
/// found for that text), and the count is told to screen readers. Escape (or emptying the
/// field) gives the whole tree back, with the parents that were open before, the focus on the
/// row chosen among the results (or the one that had it), where screen readers hear "Search
/// closed" with the number of parents.
/// The search is a layer over the tree (``/FoldoutModel/ExpandableRowsState``'s): the app's
/// edits while searching change the whole tree, and the results follow them (a parent that
/// matches now comes in, one that no longer does goes; a search still running starts again).
extension ExpandableRowsController: ListSearchSource {
    var canSearch: Bool { searchableParentText != nil || searchableChildText != nil }

    func beginSearch(_ query: String) { state.beginSearch(query) }

    /// Tests a slice of the whole tree's parents and shows those found.
    func stepSearch(rows: Int) -> Bool {
        state.stepSearch(budget: rows, texts: searchTexts())
    }

    /// Folds a slice of the whole tree's texts ahead of a search (`first`: a new pass from the
    /// first parent); returns whether more remain. Nothing once search is off.
    func prepareSearchAhead(first: Bool) -> Bool {
        guard canSearch else { return false }
        return state.prepareSearchAhead(first: first, budget: ListSearch.slice / 4, texts: searchTexts())
    }

    var searchResultCount: Int { state.shown.parentCount }

    var searchRowsLeft: Int { state.search?.filter.remaining ?? 0 }

    func showSearchResults(first: Bool) {
        // Other parents at the same places: every row binds anew. Else more results came at
        // the end.
        if first { viewport.views.forEach { $0.index = nil } }
        push(first ? nil : [.inserted(viewport.count..<state.shown.rowCount)])
    }

    func searchEnded() { endTreeSearch() }

    func focusFirstResult() { move(to: 0) }

    func takeFirstResult() {
        move(to: 0)
        if case let .parent(index)? = state.shown.row(at: 0), !state.shown.isExpanded(index) { expandShown(index) }
    }

    func searchProgressed(_ progress: SearchProgress) { onSearchChange?(progress) }

    /// Whether the list shows search results.
    public var isSearching: Bool { state.search != nil }

    /// Opens the search bar with `text` added to its field (the field takes the focus, the
    /// cursor after the text) and shows the parents matching it.
    public func startSearch(_ text: String = "") { listSearch.start(text) }

    /// Shows the parents matching `query` (the whole tree for an empty one, closing the bar).
    public func search(_ query: String) { listSearch.search(query) }

    /// Shows the whole tree again (closing the search bar).
    public func endSearch() { listSearch.finish() }

    /// The whole tree's folded texts changed (the state's edits keep them in step, or they
    /// were forgotten): what is new is folded when the main loop is idle, so the texts are
    /// ready with the tree and the first key of a search only compares.
    func searchTextsChanged() {
        listSearch.prepareWhenIdle()
    }

    /// Forgets every folded text (the functions giving them changed, or every parent did):
    /// they are made anew when the main loop is idle.
    func forgetSearchTexts() {
        state.forgetSearchTexts()
        searchTextsChanged()
    }

    /// The app's searchable texts of the whole tree's parents and children, read a run of
    /// parents at a time: the rows are walked once per run and the app's text functions called
    /// in one loop (a call per parent through this generic class looks up its types each time).
    func searchTexts() -> TreeTexts {
        let values = state.values
        let kids = state.kids
        let parents = searchableParentText.map { text in
            { (positions: ArraySlice<Int>) -> [String] in
                let found = values.elements(at: positions)
                var texts: [String] = []
                texts.reserveCapacity(found.count)
                for index in found.indices { texts.append(text(found[index])) }
                return texts
            }
        }
        let children = searchableChildText.map { text in
            { (positions: ArraySlice<Int>) -> [[String]?] in
                let found = kids.elements(at: positions)
                var texts: [[String]?] = []
                texts.reserveCapacity(found.count)
                for index in found.indices {
                    guard let list = found[index] else {
                        texts.append(nil)
                        continue
                    }
                    var listed: [String] = []
                    listed.reserveCapacity(list.count)
                    for child in list.indices { listed.append(text(list[child])) }
                    texts.append(listed)
                }
                return texts
            }
        }
        return TreeTexts(parents: parents, children: children)
    }

    /// The whole tree again: its data, its open parents, the focus on the row chosen among
    /// the results (or on the row that had it before).
    private func endTreeSearch() {
        guard state.search != nil else { return }
        let focusWasHere = viewport.hasFocus || listSearch.hasFocus
        // The view the focus is on (a result's row) keeps its row at its place in the whole
        // tree: rebound to another row while it has the focus, it would be heard as that row
        // (screen readers speak the focused object's new name), and the focus would then move.
        let focusedView = viewport.views.first { $0.row.hasFocus && $0.index == state.shown.focusedRow }
        let chosen = state.endSearch()
        // That view's content again, without the search's match (its name and description
        // stay: nothing is heard of it).
        let target = state.tree.focusedRow
        if let focusedView, chosen, let target { bind(focusedView, target) }
        for view in viewport.views { view.index = view === focusedView && chosen ? target : nil }
        guard focusWasHere else {
            push(nil)
            if let target { viewport.show(target, animated: false) }
            return
        }
        // Said on the row the focus goes to (or stays on), as its view is bound or brought up to
        // date, before the focus goes there.
        viewport.noteOnBind = (target ?? 0, ListSearch.closedNote(count: state.tree.parentCount))
        push(nil)
        focus()
        viewport.noteOnBind = nil
    }
}
