/// Everything an expandable rows list holds, in one value: the app's parents (found by their
/// identity), each parent's children once known, the tree of the rows shown (``ExpandableTree``:
/// which parents are open, loading, focused), the identities of the open parents, and the
/// folded texts a search reads. Each edit of the app's data changes all of them together and
/// returns the changes of the rows shown, so they cannot drift apart; the controller that owns
/// one renders those changes and keeps nothing of the data itself.
///
/// The tree goes by place (its parents carry no id): the identities are the parents' own
/// (`identify`), read from ``values``, and ``openIDs`` keeps the open ones' as they open and
/// close, so telling the app which parents are open walks no parent. A list made with
/// builders has no identity (`identify` nil, `ID` `Never`).
///
/// While a search shows its results, ``tree`` is the results' tree and ``openIDs`` the
/// results' open parents; the whole tree waits in the controller's search, and ``values``,
/// ``kids`` and ``searchKeys`` stay the whole tree's (the results are places in it).
///
///     var state = ExpandableRowsState(
///         parents: folders, children: folders.map(\.messages),
///         tree: ExpandableTree(count: folders.count, children: { .loaded(folders[$0].messages.count) }),
///         identify: { $0.name })
///     let changes = state.removeParents(0..<1)     // [.removed(0..<1)]
package struct ExpandableRowsState<Parent, Child, ID: Hashable & Sendable> {
    /// The rows shown: the parents (by place), which are open, their children's state and the
    /// focused row (the results' while searching).
    package var tree: ExpandableTree<ID>
    /// The app's parents, in chunks that share the array they came in (no copy until one
    /// changes), found by identity.
    package private(set) var values: RowStore<Parent, ID>
    /// Each parent's children, once known (sharing the app's arrays).
    package private(set) var kids: RowStore<[Child]?, Never>
    /// A parent's identity (nil for lists made with builders: their parents go by place).
    package let identify: (@Sendable (Parent) -> ID)?
    /// The identities of the open parents (those of ``ExpandableTree/expanded``: open, with
    /// children or not), kept as they open and close (with `identify`).
    package var openIDs: Set<ID> = []
    /// The whole tree's folded texts, once made (nil until then, and after a change that makes
    /// them all anew): each edit keeps them in step.
    package var searchKeys: TreeSearchKeys?

    /// The state of `parents`, parent i's known children `known[i]` (nil: not loaded), shown
    /// as `tree` (of as many parents); the ids of the parents at `opened` that the tree has
    /// open (``ExpandableTree/isOpen(_:)``, with children or not) are kept.
    package init(
        parents: [Parent], children known: [[Child]?], tree: ExpandableTree<ID>,
        identify: (@Sendable (Parent) -> ID)?, opened: some Sequence<Int> = [Int]()
    ) {
        self.tree = tree
        values = RowStore(parents, identity: identify)
        kids = RowStore(known)
        self.identify = identify
        if let identify { openIDs = Set(opened.lazy.filter(tree.isOpen).map { identify(parents[$0]) }) }
    }

    /// What is wrong with the state, or nil: the tree's stores, and the parents, their children
    /// and the tree (while not searching) not one per parent, the open ids not the open
    /// parents' (checked when `searching` is false). The seeded tests call it after each step.
    package func invariantViolation(searching: Bool = false) -> String? {
        if let problem = tree.invariantViolation() { return "tree: \(problem)" }
        if let problem = values.invariantViolation() { return "parents: \(problem)" }
        if let problem = kids.invariantViolation() { return "children: \(problem)" }
        if values.count != kids.count { return "\(values.count) parents, \(kids.count) lists of children" }
        if let searchKeys, searchKeys.count != values.count { return "\(searchKeys.count) folded texts for \(values.count) parents" }
        guard !searching else { return nil }
        if tree.parentCount != values.count { return "the tree shows \(tree.parentCount) parents of \(values.count)" }
        if let identify {
            let open = Set(tree.expanded.map { identify(values[$0]) })
            if open != openIDs { return "open ids \(openIDs.count), open parents \(open.count)" }
        }
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

    /// The identity of parent `index` of the whole tree (nil for lists made with builders).
    package func id(ofParent index: Int) -> ID? {
        guard let identify, let parent = parent(at: index) else { return nil }
        return identify(parent)
    }

    // MARK: Opening and closing

    /// Opens the parent shown at `index` (`whole`: its place in the whole tree), keeping its id.
    package mutating func expand(_ index: Int, whole: Int) -> ExpandableTreeChange? {
        guard let change = tree.expand(index) else { return nil }
        if let id = id(ofParent: whole) { openIDs.insert(id) }
        return change
    }

    /// Closes the parent shown at `index` (`whole`: its place in the whole tree).
    package mutating func collapse(_ index: Int, whole: Int) -> ExpandableTreeChange? {
        guard let change = tree.collapse(index) else { return nil }
        if let id = id(ofParent: whole) { openIDs.remove(id) }
        return change
    }

    /// Opens (or closes) every parent that can, as one change of the rows; the open ids follow
    /// (closing also closes the open parents without children, which changes no row).
    package mutating func setAllOpen(_ open: Bool) -> [ExpandableTreeChange] {
        let changes = open ? tree.expandAll() : tree.collapseAll()
        if let identify { openIDs = open ? Set(tree.expanded.map { identify(values[$0]) }) : [] }
        return changes
    }

    // MARK: The app's edits (of the whole tree, not while searching)

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
        return tree.insertParents(states.map { (id: ID?.none, children: $0) }, at: index)
    }

    /// Removes the parents of `range` (clamped), with their children; the open ones' ids go.
    package mutating func removeParents(_ range: Range<Int>) -> [ExpandableTreeChange] {
        let range = range.clamped(to: 0..<values.count)
        guard !range.isEmpty else { return [] }
        if let identify { for parent in values.elements(in: range) { openIDs.remove(identify(parent)) } }
        values.remove(range)
        kids.remove(range)
        searchKeys?.removed(range)
        return tree.removeParents(range)
    }

    /// Parent `index` is now `parent` (its children stay as they are); open, it stays open under
    /// its new id if it has another.
    package mutating func updateParent(_ parent: Parent, at index: Int) -> [ExpandableTreeChange] {
        guard index >= 0, index < values.count else { return [] }
        if let identify {
            let old = identify(values[index])
            let new = identify(parent)
            if old != new, openIDs.remove(old) != nil { openIDs.insert(new) }
        }
        values[index] = parent
        searchKeys?.parentChanged(at: index)
        return tree.updateParent(index)
    }

    /// Moves parent `from` (with its children, open or not) so that it sits at `to`.
    package mutating func moveParent(from: Int, to: Int) -> [ExpandableTreeChange] {
        guard from != to, from >= 0, from < values.count, to >= 0, to < values.count else { return [] }
        values.move(from: from, to: to)
        kids.move(from: from, to: to)
        searchKeys?.moved(from: from, to: to)
        return tree.moveParent(from: from, to: to)
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
        return changes
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
        return changes
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
        return changes
    }

    /// Child `index` of parent `parent` is now `child`.
    package mutating func updateChild(_ child: Child, at index: Int, of parent: Int) -> [ExpandableTreeChange] {
        guard parent >= 0, parent < kids.count, var list = kids[parent], list.indices.contains(index) else { return [] }
        list[index] = child
        kids[parent] = list
        searchKeys?.childrenChanged(of: parent)
        return tree.updateChild(index, of: parent)
    }

    /// Parent `whole`'s children came (loaded): they are known, whatever the rows show (the
    /// tree shown, and the whole tree behind a search, are told by their owner).
    package mutating func childrenCame(_ children: [Child], of whole: Int) {
        guard whole >= 0, whole < kids.count else { return }
        kids[whole] = children
        searchKeys?.childrenChanged(of: whole)
    }

    /// The parents are now `new` (a snapshot), parent j with known children `known[j]` and
    /// their state `states[j]`, being parent `sources[j]` of before (-1: a new one), with ids
    /// `ids` (nil without identities); every folded text is to be made anew. Returns the changes
    /// of the rows (``ExpandableTree/replaceParents(_:ids:sources:)``).
    package mutating func replaceParents(
        _ new: [Parent], children known: [[Child]?], states: [ExpandableChildren], ids: [ID]?, sources: [Int]
    ) -> [ExpandableTreeChange] {
        let changes = tree.replaceParents(states, ids: nil, sources: sources)
        values = RowStore(new, identity: identify)
        kids = RowStore(known)
        searchKeys = nil
        if let ids { openIDs = Set(tree.expanded.map { ids[$0] }) }
        return changes
    }
}
