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
/// The app's edits while searching change the whole tree and search it again.
extension ExpandableRowsController {
    func setUpSearch() {
        listSearch.isEnabled = { [weak self] in self?.searchableParentText != nil || self?.searchableChildText != nil }
        listSearch.begin = { [weak self] query in self?.beginSearch(query) }
        listSearch.step = { [weak self] in self?.stepSearch() ?? false }
        listSearch.prepareAhead = { [weak self] first in self?.prepareSearchAhead(first: first) ?? false }
        listSearch.count = { [weak self] in self?.tree.parentCount ?? 0 }
        listSearch.show = { [weak self] first in
            guard let self else { return }
            // Other parents at the same places: every row binds anew. Else more results came
            // at the end.
            if first { self.viewport.views.forEach { $0.index = nil } }
            self.push(first ? nil : [.inserted(self.viewport.count..<self.state.tree.rowCount)])
        }
        listSearch.end = { [weak self] in self?.endTreeSearch() }
        listSearch.enterResults = { [weak self] in self?.move(to: 0) }
        listSearch.takeFirst = { [weak self] in
            guard let self else { return }
            self.move(to: 0)
            if case let .parent(index)? = self.state.tree.row(at: 0), !self.state.tree.isExpanded(index) { self.expandShown(index) }
        }
        listSearch.onChange = { [weak self] progress in self?.onSearchChange?(progress) }
    }

    /// Whether the list shows search results.
    public var isSearching: Bool { search != nil }

    /// Opens the search bar with `text` added to its field (the field takes the focus, the
    /// cursor after the text) and shows the parents matching it.
    public func startSearch(_ text: String = "") { listSearch.start(text) }

    /// Shows the parents matching `query` (the whole tree for an empty one, closing the bar).
    public func search(_ query: String) { listSearch.search(query) }

    /// Shows the whole tree again (closing the search bar).
    public func endSearch() { listSearch.finish() }

    private func beginSearch(_ query: String) {
        if let search {
            // Typing on: only the last results can match (once they are all known); typing
            // back: the results found for that text before.
            self.search = search.typed(query, count: state.values.count)
        } else {
            let filter = TreeFilter(query: SearchText(query), count: state.values.count)
            self.search = TreeSearch(query: query, tree: state.tree, openIDs: state.openIDs, filter: filter)
        }
        state.tree = ExpandableTree<ID>(count: 0, children: { _ in .loaded(0) })
        state.openIDs = []
        // Found before: shown whole at once.
        if let search, search.isComplete { showResults(0..<search.filter.parents.count, of: search) }
    }

    /// Tests a slice of the whole tree's parents and shows those found.
    private func stepSearch() -> Bool {
        guard var search else { return false }
        // Owned here while it grows: appending to a copy that `self.search` shares would copy
        // every result found so far, for each result.
        self.search = nil
        var keys = takeKeys()
        let texts = searchTexts()
        // Texts to fold on the way (a search before they were made ready): smaller slices.
        let budget = keys.isFolded ? ListSearch.slice : ListSearch.slice / 4
        let found = search.filter.advance(budget: budget, keys: &keys, texts: texts)
        state.searchKeys = keys
        showResults(found, of: search)
        self.search = search
        return !search.isComplete
    }

    /// The whole tree's folded texts changed (the state's edits keep them in step, or they
    /// were forgotten): what is new is folded when the main loop is idle, so the texts are
    /// ready with the tree and the first key of a search only compares.
    func searchTextsChanged() {
        // What was found for other texts may not hold now.
        search?.earlier.forget()
        listSearch.prepareWhenIdle()
    }

    /// Forgets every folded text (the functions giving them changed, or every parent did):
    /// they are made anew when the main loop is idle.
    func forgetSearchTexts() {
        state.searchKeys = nil
        searchTextsChanged()
    }

    /// Folds a slice of the whole tree's texts ahead of a search (`first`: a new pass from the
    /// first parent); returns whether more remain. Nothing once search is off.
    private func prepareSearchAhead(first: Bool) -> Bool {
        guard searchableParentText != nil || searchableChildText != nil else { return false }
        var keys = takeKeys()
        if first { keys.restartAhead() }
        let more = keys.prepareAhead(ListSearch.slice / 4, texts: searchTexts())
        state.searchKeys = keys
        return more
    }

    /// The whole tree's folded texts, owned by the caller while it changes them (no copy):
    /// it puts them back in ``searchKeys``.
    private func takeKeys() -> TreeSearchKeys {
        let keys = state.searchKeys.flatMap { $0.count == state.values.count ? $0 : nil } ?? TreeSearchKeys(count: state.values.count)
        state.searchKeys = nil
        return keys
    }

    /// The app's searchable texts of the whole tree's parents and children, read a run of
    /// parents at a time: the rows are walked once per run and the app's text functions called
    /// in one loop (a call per parent through this generic class looks up its types each time).
    private func searchTexts() -> TreeTexts {
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

    /// Adds results `found` (of the filter's) to the tree shown, as places in the whole tree
    /// (nothing of the app's is copied): each parent with the children that show; those found
    /// by their children come in open at them. (The results' open parents are not told to the
    /// app, nor kept: the whole tree's come back when the search ends.)
    private func showResults(_ found: Range<Int>, of search: TreeSearch<ID>) {
        _ = state.tree.appendResults(found, of: search.filter, in: search.tree)
    }

    /// The whole tree's place of shown parent `index` (the same unless searching).
    func wholeParent(_ index: Int) -> Int {
        guard let search, search.filter.parents.indices.contains(index) else { return index }
        return search.filter.parents[index]
    }

    /// The whole tree's places of shown child `child` of shown parent `parent`.
    func whole(parent: Int, child: Int) -> (parent: Int, child: Int) {
        search?.wholeIndices(parent: parent, child: child) ?? (parent, child)
    }

    /// Where the whole tree's parent `whole` is shown: the same place unless searching, else
    /// its place among the results (nil when it is not one).
    func shownIndex(ofParent whole: Int) -> Int? {
        guard let search else { return whole }
        let parents = search.filter.parents
        var low = 0
        var high = parents.count
        while low < high {
            let middle = (low + high) / 2
            if parents[middle] < whole { low = middle + 1 } else { high = middle }
        }
        return low < parents.count && parents[low] == whole ? low : nil
    }

    /// The parent shown at `index`.
    func shownParent(_ index: Int) -> Parent? {
        index < state.tree.parentCount ? parent(at: wholeParent(index)) : nil
    }

    /// Child `child` of the parent shown at `parent`, as shown.
    func shownChild(_ child: Int, of parent: Int) -> Child? {
        let place = whole(parent: parent, child: child)
        guard let list = children(of: place.parent), list.indices.contains(place.child) else { return nil }
        return list[place.child]
    }

    /// The whole tree again: its data, its open parents, the focus on the row chosen among
    /// the results (or on the row that had it before).
    private func endTreeSearch() {
        guard let search else { return }
        let focusWasHere = viewport.hasFocus || listSearch.hasFocus
        let chosen = state.tree.focused
        // The view the focus is on (a result's row) keeps its row at its place in the whole
        // tree: rebound to another row while it has the focus, it would be heard as that row
        // (screen readers speak the focused object's new name), and the focus would then move.
        let focusedView = viewport.views.first { $0.row.hasFocus && $0.index == state.tree.focusedRow }
        state.tree = search.tree
        state.openIDs = search.openIDs
        self.search = nil
        if let chosen {
            let whole = search.wholeIndices(parent: chosen.parent, child: 0)
            var row = state.tree.row(ofParent: whole.parent)
            if case let .child(parent, child) = chosen {
                let place = search.wholeIndices(parent: parent, child: child)
                row = state.tree.row(of: .child(parent: place.parent, index: place.child)) ?? row
            }
            if let row { state.tree.focus(row: row) }
        }
        // That view's content again, without the search's match (its name and description
        // stay: nothing is heard of it).
        let target = state.tree.focusedRow
        if let focusedView, chosen != nil, let target { bind(focusedView, target) }
        for view in viewport.views { view.index = view === focusedView && chosen != nil ? target : nil }
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

    /// Applies an edit of the app's data to the whole tree behind the search, then searches it
    /// again for the same query.
    func editWhole(_ edit: () -> Void) {
        guard let search else { return edit() }
        state.tree = search.tree
        state.openIDs = search.openIDs
        self.search = nil
        editingWhole = true
        edit()
        editingWhole = false
        listSearch.search(search.query)
    }
}
