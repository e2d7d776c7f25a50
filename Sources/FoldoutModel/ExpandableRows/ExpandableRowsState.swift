/// Everything an expandable rows list holds, in one value: the app's parents (found by their
/// identity), each parent's children once known, the tree of their rows (``ExpandableTree``:
/// which parents are open, loading, focused), the identities of the open parents, the folded
/// texts a search reads, and the search shown over them (``TreeSearch``). Each edit of the
/// app's data changes all of them together and returns the changes of the rows shown, so they
/// cannot drift apart; the controller that owns one renders those changes and keeps nothing of
/// the data itself.
///
/// The tree goes by place (its parents carry no id): the identities are the parents' own
/// (`identify`), read from ``values``. Which parents are open is kept once, in the tree's
/// parents, which count the open ones: ``openIDs`` reads the open parents' ids from there
/// without a walk of the others. A list made with builders has no identity (`identify` nil,
/// `ID` `Never`).
///
/// A search is a layer over the tree, not a copy of it: ``shown`` is its results' rows while
/// one is on (places in the whole tree, nothing of the app's copied), and ``tree`` stays the
/// whole tree, edited as ever. An edit under a finished search changes the whole tree and
/// tells the layer which parents to test again (``settleSearch(texts:)``, which returns the
/// results' changes: a parent that matches now comes in, one that no longer does goes); under
/// a search still running, the search starts again from the first parent.
///
///     var state = ExpandableRowsState(
///         parents: folders, children: folders.map(\.messages),
///         tree: ExpandableTree(count: folders.count, children: { .loaded(folders[$0].messages.count) }),
///         identify: { $0.name })
///     let changes = state.removeParents(0..<1)     // [.removed(0..<1)]
package struct ExpandableRowsState<Parent, Child, ID: Hashable & Sendable> {
    /// The whole tree: the parents (by place), which are open, their children's state and the
    /// focused row (searching or not).
    package var tree: ExpandableTree<ID>
    /// The search shown over the tree, if one is on.
    package private(set) var search: TreeSearch<ID>?
    /// The app's parents, in chunks that share the array they came in (no copy until one
    /// changes), found by identity.
    package private(set) var values: RowStore<Parent, ID, NoSummary<Parent>>
    /// Each parent's children, once known (sharing the app's arrays).
    package private(set) var kids: RowStore<[Child]?, Never, NoSummary<[Child]?>>
    /// A parent's identity (nil for lists made with builders: their parents go by place).
    package let identify: (@Sendable (Parent) -> ID)?
    /// The whole tree's folded texts, once made (nil until then, and after a change that makes
    /// them all anew): each edit keeps them in step.
    package var searchKeys: TreeSearchKeys?

    /// The state of `parents`, parent i's known children `known[i]` (nil: not loaded), shown
    /// as `tree` (of as many parents, open where it has them open).
    package init(
        parents: [Parent], children known: [[Child]?], tree: ExpandableTree<ID>,
        identify: (@Sendable (Parent) -> ID)?
    ) {
        self.tree = tree
        values = RowStore(parents, identity: identify)
        kids = RowStore(known)
        self.identify = identify
    }

    /// The rows shown: the search's results while one is on, else the whole tree.
    package var shown: ExpandableTree<ID> {
        get { search?.results ?? tree }
        _modify {
            if var search {
                self.search = nil
                yield &search.results
                self.search = search
            } else {
                yield &tree
            }
        }
    }

    /// What is wrong with the state, or nil: the tree's stores, the parents, their children
    /// and the tree not one per parent, the search's results not the rows it shows. The seeded
    /// tests call it after each step.
    package func invariantViolation() -> String? {
        if let problem = tree.invariantViolation() { return "tree: \(problem)" }
        if let problem = values.invariantViolation() { return "parents: \(problem)" }
        if let problem = kids.invariantViolation() { return "children: \(problem)" }
        if values.count != kids.count { return "\(values.count) parents, \(kids.count) lists of children" }
        if let searchKeys, searchKeys.count != values.count { return "\(searchKeys.count) folded texts for \(values.count) parents" }
        if tree.parentCount != values.count { return "the tree shows \(tree.parentCount) parents of \(values.count)" }
        guard let search else { return nil }
        if let problem = search.results.invariantViolation() { return "results: \(problem)" }
        let found = search.filter.parents
        if search.results.parentCount != found.count { return "\(search.results.parentCount) result rows for \(found.count) results" }
        if zip(found, found.dropFirst()).contains(where: { $0 >= $1 }) { return "results out of order" }
        if let last = found.last, last >= values.count { return "result \(last) of \(values.count) parents" }
        return nil
    }

    // MARK: Reading

    /// The parent at `index` (of the whole tree), if there is one.
    package func parent(at index: Int) -> Parent? {
        index >= 0 && index < values.count ? values[index] : nil
    }

    /// The children of parent `index` (of the whole tree) that are known (nil while not loaded).
    package func children(of index: Int) -> [Child]? {
        index >= 0 && index < kids.count ? kids[index] : nil
    }

    /// The position of the parent with identity `id` (nil without identities). The first call
    /// indexes every parent; the lookup does not change the state.
    package func index(ofParent id: ID) -> Int? { values.position(ofKey: id) }

    /// The identities of the open parents of the whole tree (``ExpandableTree/expanded``: open,
    /// with children or not), read where the tree keeps them open (O(open × log n)); empty
    /// for lists made with builders.
    package var openIDs: Set<ID> {
        guard let identify else { return [] }
        return Set(values.elements(at: tree.openParents[...]).lazy.map(identify))
    }

    /// The identity of parent `index` of the whole tree (nil for lists made with builders).
    package func id(ofParent index: Int) -> ID? {
        guard let identify, let parent = parent(at: index) else { return nil }
        return identify(parent)
    }

    // MARK: Opening and closing

    /// Opens the parent shown at `index` (a result opens among the results only: the whole
    /// tree's open parents stay as they were).
    package mutating func expand(_ index: Int) -> ExpandableTreeChange? {
        if search != nil { return search?.results.expand(index) }
        return tree.expand(index)
    }

    /// Closes the parent shown at `index`.
    package mutating func collapse(_ index: Int) -> ExpandableTreeChange? {
        if search != nil { return search?.results.collapse(index) }
        return tree.collapse(index)
    }

    /// Opens (or closes) every parent that can, as one change of the rows (closing also closes
    /// the open parents without children, which changes no row). Not while searching.
    package mutating func setAllOpen(_ open: Bool) -> [ExpandableTreeChange] {
        guard search == nil else { return [] }
        return open ? tree.expandAll() : tree.collapseAll()
    }

    // MARK: The app's edits (of the whole tree; under a search, see settleSearch(texts:))

    /// Inserts `parents` at `index` (clamped), parent i with its known children `known[i]` and
    /// their state `states[i]`, closed.
    package mutating func insertParents(
        _ parents: [Parent], children known: [[Child]?], states: [ExpandableChildren], at index: Int
    ) -> [ExpandableTreeChange] {
        guard !parents.isEmpty, known.count == parents.count, states.count == parents.count else { return [] }
        let index = min(max(0, index), values.count)
        values.insert(contentsOf: parents, at: index)
        kids.insert(contentsOf: known, at: index)
        searchKeys?.inserted(parents.count, at: index)
        let changes = tree.insertParents(states.map { (id: ID?.none, children: $0) }, at: index)
        return underSearch(changes) { search in
            search.parentsInserted(parents.count, at: index)
            return []
        }
    }

    /// Removes the parents of `range` (clamped), with their children.
    package mutating func removeParents(_ range: Range<Int>) -> [ExpandableTreeChange] {
        let range = range.clamped(to: 0..<values.count)
        guard !range.isEmpty else { return [] }
        values.remove(range)
        kids.remove(range)
        searchKeys?.removed(range)
        let changes = tree.removeParents(range)
        return underSearch(changes) { $0.parentsRemoved(range) }
    }

    /// Parent `index` is now `parent` (its children stay as they are); open, it stays open under
    /// its new id if it has another.
    package mutating func updateParent(_ parent: Parent, at index: Int) -> [ExpandableTreeChange] {
        guard index >= 0, index < values.count else { return [] }
        values[index] = parent
        searchKeys?.parentChanged(at: index)
        let changes = tree.updateParent(index)
        return underSearch(changes, testingAgain: index)
    }

    /// Moves parent `from` (with its children, open or not) so that it sits at `to`.
    package mutating func moveParent(from: Int, to: Int) -> [ExpandableTreeChange] {
        guard from != to, from >= 0, from < values.count, to >= 0, to < values.count else { return [] }
        values.move(from: from, to: to)
        kids.move(from: from, to: to)
        searchKeys?.moved(from: from, to: to)
        let changes = tree.moveParent(from: from, to: to)
        return underSearch(changes) { search in
            let gone = search.parentsRemoved(from..<from + 1)
            search.parentsInserted(1, at: to)
            return gone
        }
    }

    // The changes below end with the parent's own row updated when it gains or loses its
    // expander: that row is above every row the children's changes move, so it is the same
    // row before and after them.

    /// Inserts `children` at `index` (clamped) among parent `parent`'s loaded children.
    package mutating func insertChildren(_ children: [Child], at index: Int, of parent: Int) -> [ExpandableTreeChange] {
        guard parent >= 0, parent < kids.count, var list = kids[parent] else { return [] }
        let index = min(max(0, index), list.count)
        list.insert(contentsOf: children, at: index)
        kids[parent] = list
        searchKeys?.childrenChanged(of: parent)
        let wasExpandable = tree.isExpandable(parent)
        var changes = tree.insertChildren(children.count, at: index, of: parent)
        if !wasExpandable { changes += tree.updateParent(parent) }
        return underSearch(changes, testingAgain: parent)
    }

    /// Removes children `range` of parent `parent`. A parent left with none stays open, with no
    /// expander: the children inserted next show beneath it.
    package mutating func removeChildren(_ range: Range<Int>, of parent: Int) -> [ExpandableTreeChange] {
        guard parent >= 0, parent < kids.count, var list = kids[parent] else { return [] }
        let range = range.clamped(to: 0..<list.count)
        guard !range.isEmpty else { return [] }
        list.removeSubrange(range)
        kids[parent] = list
        searchKeys?.childrenChanged(of: parent)
        var changes = tree.removeChildren(range, of: parent)
        if list.isEmpty { changes += tree.updateParent(parent) }
        return underSearch(changes, testingAgain: parent)
    }

    /// Parent `parent`'s children are now `children`, loaded (see
    /// ``ExpandableTree/setChildren(_:of:)``).
    package mutating func setChildren(_ children: [Child], of parent: Int) -> [ExpandableTreeChange] {
        guard parent >= 0, parent < kids.count else { return [] }
        let wasExpandable = tree.isExpandable(parent)
        kids[parent] = children
        searchKeys?.childrenChanged(of: parent)
        var changes = tree.setChildren(children.count, of: parent)
        if wasExpandable != tree.isExpandable(parent) { changes += tree.updateParent(parent) }
        return underSearch(changes, testingAgain: parent)
    }

    /// Child `index` of parent `parent` is now `child`.
    package mutating func updateChild(_ child: Child, at index: Int, of parent: Int) -> [ExpandableTreeChange] {
        guard parent >= 0, parent < kids.count, var list = kids[parent], list.indices.contains(index) else { return [] }
        list[index] = child
        kids[parent] = list
        searchKeys?.childrenChanged(of: parent)
        let changes = tree.updateChild(index, of: parent)
        return underSearch(changes, testingAgain: parent)
    }

    // MARK: Loading children

    /// Parent `index`'s children came (loaded): they are known, and an open parent shows them
    /// in place of its status row (with none, it stays open, with no expander until children
    /// come). A result showing the parent is tested again.
    package mutating func childrenLoaded(_ children: [Child], of index: Int) -> [ExpandableTreeChange] {
        guard index >= 0, index < kids.count else { return [] }
        kids[index] = children
        searchKeys?.childrenChanged(of: index)
        var changes = tree.childrenLoaded(index, count: children.count)
        if children.isEmpty { changes += tree.updateParent(index) }
        return underSearch(changes, testingAgain: index)
    }

    /// Loading parent `index`'s children failed for `reason`: its status row says so, in the
    /// whole tree and in a result showing it.
    package mutating func childrenFailed(_ index: Int, reason: String) -> [ExpandableTreeChange] {
        let changes = tree.childrenFailed(index, reason: reason)
        guard search != nil else { return changes }
        guard let shown = shownIndex(ofParent: index) else { return [] }
        return search?.results.childrenFailed(shown, reason: reason) ?? []
    }

    /// Parent `index`'s children are asked for again after a failure: its status row says
    /// "Loading…", in the whole tree and in a result showing it.
    package mutating func retry(_ index: Int) -> [ExpandableTreeChange] {
        let changes = tree.retry(index)
        guard search != nil else { return changes }
        guard let shown = shownIndex(ofParent: index) else { return [] }
        return search?.results.retry(shown) ?? []
    }

    /// The parents are now `new` (a snapshot), parent j with known children `known[j]` and
    /// their state `states[j]`, being parent `sources[j]` of before (-1: a new one); every
    /// folded text is to be made anew. Returns the changes of the rows
    /// (``ExpandableTree/replaceParents(_:ids:sources:)``). A search starts again from its
    /// first parent, with no rows.
    package mutating func replaceParents(
        _ new: [Parent], children known: [[Child]?], states: [ExpandableChildren], sources: [Int]
    ) -> [ExpandableTreeChange] {
        let changes = tree.replaceParents(states, ids: nil, sources: sources)
        values = RowStore(new, identity: identify)
        kids = RowStore(known)
        searchKeys = nil
        guard search != nil else { return changes }
        return restartSearch()
    }

    // MARK: Searching

    /// Shows the parents matching `query` in the whole tree's place: typed on from the search
    /// shown, the results found before for that text at once, or none yet, the parents to test
    /// being only the last results when `query` narrows them
    /// (``TreeSearch/typed(_:count:)``); else none yet, every parent to test. Every row is new.
    package mutating func beginSearch(_ query: String) {
        let next = search?.typed(query, count: values.count) ?? TreeSearch(query: query, count: values.count)
        search = next
        // Found before: shown whole at once.
        if next.isComplete { _ = search?.results.appendResults(0..<next.filter.parents.count, of: next.filter, in: tree) }
    }

    /// Tests about `budget` more of the whole tree's parents (fewer while their texts are to be
    /// folded, from `texts`) and shows those found, after the rows shown. Returns whether
    /// parents remain to test.
    package mutating func stepSearch(budget: Int, texts: TreeTexts) -> Bool {
        guard search != nil else { return false }
        var keys = takeKeys()
        defer { searchKeys = keys }
        let whole = tree
        return changingSearch { search in
            search.advance(budget: keys.isFolded ? budget : budget / 4, keys: &keys, texts: texts, in: whole)
            return !search.isComplete
        } ?? false
    }

    /// After an edit under a search: tests again the parents the edit changed (their texts
    /// folded from `texts`, made after the edit) and returns the changes of the results' rows.
    /// Nothing without a search, or when nothing waits.
    package mutating func settleSearch(texts: TreeTexts) -> [ExpandableTreeChange] {
        guard search?.pending.isEmpty == false else { return [] }
        var keys = takeKeys()
        defer { searchKeys = keys }
        let whole = tree
        return changingSearch { $0.settle(keys: &keys, texts: texts, in: whole) } ?? []
    }

    /// Folds about `budget` more of the whole tree's texts (from `texts`) ahead of a search;
    /// `first` starts a pass from the first parent. Returns whether more remain.
    package mutating func prepareSearchAhead(first: Bool, budget: Int, texts: TreeTexts) -> Bool {
        var keys = takeKeys()
        if first { keys.restartAhead() }
        let more = keys.prepareAhead(budget, texts: texts)
        searchKeys = keys
        return more
    }

    /// Forgets every folded text (the functions giving them changed): they are made anew, and
    /// what earlier searches found may not hold.
    package mutating func forgetSearchTexts() {
        searchKeys = nil
        search?.earlier.forget()
    }

    /// Ends the search: the whole tree shows again, with its open parents, the focus on the
    /// row of the result row that had it (the same parent, or child). Returns whether a result
    /// row had the focus.
    @discardableResult
    package mutating func endSearch() -> Bool {
        guard let search else { return false }
        self.search = nil
        guard let chosen = search.results.focused else { return false }
        var row = tree.row(ofParent: search.wholeIndices(parent: chosen.parent, child: 0).parent)
        if case let .child(parent, child) = chosen {
            let place = search.wholeIndices(parent: parent, child: child)
            row = tree.row(of: .child(parent: place.parent, index: place.child)) ?? row
        }
        if let row { tree.focus(row: row) }
        return true
    }

    /// The whole tree's place of shown parent `index` (the same unless searching).
    package func wholeParent(_ index: Int) -> Int {
        guard let search, search.filter.parents.indices.contains(index) else { return index }
        return search.filter.parents[index]
    }

    /// The whole tree's places of shown child `child` of shown parent `parent`.
    package func whole(parent: Int, child: Int) -> (parent: Int, child: Int) {
        search?.wholeIndices(parent: parent, child: child) ?? (parent, child)
    }

    /// Where the whole tree's parent `whole` is shown: the same place unless searching, else
    /// its place among the results (nil when it is not one).
    package func shownIndex(ofParent whole: Int) -> Int? {
        guard let search else { return whole }
        let found = search.filter.result(of: whole)
        return found.found ? found.index : nil
    }

    /// The parent shown at `index`.
    package func shownParent(_ index: Int) -> Parent? {
        index < shown.parentCount ? parent(at: wholeParent(index)) : nil
    }

    /// Child `child` of the parent shown at `parent`, as shown.
    package func shownChild(_ child: Int, of parent: Int) -> Child? {
        let place = whole(parent: parent, child: child)
        guard let list = children(of: place.parent), list.indices.contains(place.child) else { return nil }
        return list[place.child]
    }

    /// The whole tree's folded texts, owned by the caller while it changes them (no copy): it
    /// puts them back in ``searchKeys``.
    private mutating func takeKeys() -> TreeSearchKeys {
        let keys = searchKeys.flatMap { $0.count == values.count ? $0 : nil } ?? TreeSearchKeys(count: values.count)
        searchKeys = nil
        return keys
    }

    /// `changes` of the whole tree, as the rows shown have them: themselves without a search;
    /// under a finished one, the results' changes `follow` returns (the parents to test again
    /// wait for ``settleSearch(texts:)``); under one still running, it starts again.
    private mutating func underSearch(
        _ changes: [ExpandableTreeChange], _ follow: (inout TreeSearch<ID>) -> [ExpandableTreeChange]
    ) -> [ExpandableTreeChange] {
        guard let complete = search?.isComplete else { return changes }
        guard complete else { return restartSearch() }
        return changingSearch(follow) ?? []
    }

    /// Runs `body` on the search, owned here while it changes (nil without one): changing
    /// the copy `self.search` shares would copy every result found so far, at each change.
    private mutating func changingSearch<Result>(_ body: (inout TreeSearch<ID>) -> Result) -> Result? {
        guard var search else { return nil }
        self.search = nil
        defer { self.search = search }
        return body(&search)
    }

    /// `changes` of the whole tree, as the rows shown have them, whole-tree parent `index`
    /// having changed (see ``underSearch(_:_:)``).
    private mutating func underSearch(_ changes: [ExpandableTreeChange], testingAgain index: Int) -> [ExpandableTreeChange] {
        underSearch(changes) { search in
            search.parentChanged(index)
            return []
        }
    }

    /// The search starts again from the whole tree's first parent, with no rows: returns
    /// their going.
    private mutating func restartSearch() -> [ExpandableTreeChange] {
        let rows = search?.results.rowCount ?? 0
        search?.restart(count: values.count)
        return rows > 0 ? [.removed(0..<rows)] : []
    }
}
