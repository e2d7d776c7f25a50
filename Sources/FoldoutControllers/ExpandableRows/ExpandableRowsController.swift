import FoldoutGtk
import FoldoutModel

/// The expandable rows pattern over any parent/child data: activating a parent (click, Enter,
/// Space) inserts its children as rows of their own directly beneath it, each sliding in;
/// activating it again removes them. Several parents can be open at once; one without children
/// does not expand (screen readers hear it as not expandable). Activating a child calls
/// ``onChildActivated``.
///
///     let controller = ExpandableRowsController(parents: folders, id: \.name, children: .immediate(\.messages),
///                                               name: "Folders", parentContent: .built(folderRow),
///                                               childContent: .built(messageRow))
///     window.add(controller.widget)
///     controller.onChildActivated = { folder, message, _, _ in print("open", message.title, "in", folder.name) }
///
/// The list stands on the same recycling engine as ``DropdownRowsController``: only the rows in
/// view exist as widgets, rows may be of any height, and a million parents with some open cost
/// what a million flat rows cost; opening a parent of 10,000 children is one change. Children
/// can be loaded when a parent first opens (``ExpandableChildSource/lazy(hasChildren:load:)-type.method``:
/// a "Loading…" row, and the reason with Retry if it fails). The app's data may change at any
/// time (``insertParents(_:at:)``, ``updateChild(_:at:of:)`` and the rest): the open parents,
/// the focus and the scroll position follow their rows.
///
/// The controller's one view-state value is ``tree`` (an ``/FoldoutModel/ExpandableTree``: the parents, which
/// are open, where every row is, the focused row), changed only by its functions; the rows
/// render it. Keyboard, as in a tree: Up/Down/Page Up/Page Down/Home/End walk the visible rows,
/// Right or `+` expands (Right on an open parent goes to its first child), Left or `-`
/// collapses, and Left on a child goes to its parent; right to left, Left and Right swap (as in
/// GtkTreeView). The list is one Tab stop (Tab returns to the row that had the focus). Screen
/// readers see a tree: parents are its top-level items, each child an item whose node parent
/// (ATK NODE_CHILD_OF) is its parent ("tree level 2"); while a child is the first row in view,
/// its parent's row is kept (out of sight) for that relation.
@MainActor
public final class ExpandableRowsController<Parent, Child, ID: Hashable & Sendable> {
    /// The widget to put in a window: the search bar, the list and its scrollbar.
    public var widget: Widget { column }
    /// The parents shown, which are open, their children's state and the focused row, as
    /// they are now (the results' while searching).
    public var tree: ExpandableTree<ID> { state.shown }
    /// Called after every expand or collapse with the open parents' indices (computing them
    /// walks every parent: for long lists use ``onOpenParentsChange``).
    public var onExpandedChange: (@MainActor (Set<Int>) -> Void)?
    /// Called after every expand or collapse with the open parents' identities (their `id`;
    /// kept as they open and close, so no walk over the parents). Lists made with builders go
    /// by place (their `ID` is `Never`): they tell ``onExpandedChange`` only.
    public var onOpenParentsChange: (@MainActor (Set<ID>) -> Void)?
    /// Called when a person activates a child row (click, Enter, Space): the parent and the
    /// child, with their indices.
    public var onChildActivated: (@MainActor (_ parent: Parent, _ child: Child, _ parentIndex: Int, _ childIndex: Int) -> Void)?

    /// The parents, in order (O(n): a copy; the app has its own, and ``parent(at:)`` reads one).
    package var parents: [Parent] { Array(state.values) }

    /// The list's one state value: the app's parents and their children, their tree, the open
    /// parents' ids, the folded texts and the search shown over the tree (a layer: its results
    /// are places in the tree), changed together by its functions.
    var state: ExpandableRowsState<Parent, Child, ID>
    /// A parent's identity (nil for lists made with builders: their parents go by place).
    var identify: (@Sendable (Parent) -> ID)? { state.identify }
    let source: ExpandableChildSource<Parent, Child>
    let viewport: RecyclingViewport
    private let parentContent: ExpandableRowContent<Parent>
    private let childContent: ExpandableRowContent<Child>
    /// Rows that came in with an expand and slide in when first shown.
    var sliding: Range<Int>?
    /// The search bar and the list beneath it.
    let column = Box(vertical: true)
    /// The search bar above the list and its work (Ctrl+F, or a letter typed in the list).
    let listSearch: ListSearch
    /// The text of a parent that search looks in (nil: search is off unless children are searched).
    /// Once set, the parents' and children's texts are folded when the main loop is idle and kept
    /// beside the tree (about 150 bytes a parent with a child or two), so a search's first key
    /// only compares.
    ///
    ///     folderList.searchableParentText = { $0.name }
    ///     folderList.searchableChildText = { "\($0.title) \($0.sender)" }
    public var searchableParentText: (@MainActor (Parent) -> String)? {
        didSet { forgetSearchTexts() } // the texts kept were another function's
    }
    /// The text of a child that search looks in (loaded children only): a parent shows, opened
    /// at its matching children, when one matches.
    public var searchableChildText: (@MainActor (Child) -> String)? {
        didSet { forgetSearchTexts() }
    }
    /// Called as a search shows its first results for a query, when it has tested every row
    /// (the count is final), and when it ends (the query nil).
    public var onSearchChange: (@MainActor (SearchProgress) -> Void)?
    /// The actions a parent row's context menu offers (after Expand or Collapse).
    public var parentActions: [ExpandableRowAction<Parent>] = []
    /// The actions a child row's context menu offers (after Open).
    public var childActions: [ExpandableRowAction<Child>] = []
    /// Whether a person may move parents (Alt+Up, Alt+Down, "Move Up" and "Move Down" in the
    /// menu); off by default.
    public var allowsReordering = false
    /// Which parents may move, where reordering is allowed (all by default): a move swaps a parent
    /// with its neighbour, so both must be movable (an inbox kept first).
    public var isParentMovable: (@MainActor (Parent) -> Bool)?
    /// Called after a person moved a parent, with the parent and its new index.
    public var onParentMoved: (@MainActor (Parent, Int) -> Void)?

    /// Makes the list of `parents`, each with `children(parent)` beneath it when open, the ones
    /// at `expanded` open at once. `name` is what screen readers call the list; `parentRow` and
    /// `childRow` build the two looks of row (anew each time a row shows a value: fine for
    /// short lists; the initializer taking ``ExpandableRowContent`` reuses widgets);
    /// `emptyText` shows when there are no parents. The parents go by their place (the list's
    /// `ID` is `Never`): ``onExpandedChange`` tells which are open.
    public convenience init(
        parents: [Parent], children: @escaping (Parent) -> [Child], name: String, expanded: Set<Int> = [],
        parentRow: @escaping ExpandableRowBuilder<Parent>, childRow: @escaping ExpandableRowBuilder<Child>,
        emptyText: String = tr("Nothing to show.")
    ) where ID == Never {
        self.init(
            parents: parents, identify: nil, children: .immediate { children($0) }, name: name,
            expanded: expanded, parentContent: .built(parentRow), childContent: .built(childRow), emptyText: emptyText)
    }

    /// Makes the list of `parents`, identified by `id` (unique, stable: the open parents are
    /// kept by it), the ones whose id is in `expanded` open at once. `children` says where
    /// their children come from; `name` is what screen readers call the list; `parentContent`
    /// and `childContent` show a parent and a child in a recycled row; `emptyText` shows when
    /// there are no parents. The list keeps no copy of `parents` until they change, and a
    /// few bytes of its own per parent.
    public convenience init(
        parents: [Parent], id: @escaping @Sendable (Parent) -> ID,
        children: ExpandableChildSource<Parent, Child>, name: String, expanded: Set<ID> = [],
        parentContent: ExpandableRowContent<Parent>, childContent: ExpandableRowContent<Child>,
        emptyText: String = tr("Nothing to show.")
    ) {
        let open = expanded.isEmpty ? [] : Set(parents.indices.filter { expanded.contains(id(parents[$0])) })
        self.init(
            parents: parents, identify: id, children: children, name: name, expanded: open,
            parentContent: parentContent, childContent: childContent, emptyText: emptyText)
    }

    /// Makes the list of `parents`, each identified by its own `id` (`Identifiable`: unique,
    /// stable; the open parents are kept by it), the ones whose id is in `expanded` open at
    /// once; the rest as ``init(parents:id:children:name:expanded:parentContent:childContent:emptyText:)``.
    ///
    ///     // struct Folder: Identifiable { let id: Int; let name: String; let messages: [Message] }
    ///     let list = ExpandableRowsController(parents: folders, children: .immediate(\.messages),
    ///                                         name: "Folders", parentContent: .built(folderRow),
    ///                                         childContent: .built(messageRow))
    public convenience init(
        parents: [Parent], children: ExpandableChildSource<Parent, Child>, name: String, expanded: Set<ID> = [],
        parentContent: ExpandableRowContent<Parent>, childContent: ExpandableRowContent<Child>,
        emptyText: String = tr("Nothing to show.")
    ) where Parent: Identifiable, Parent.ID == ID {
        self.init(
            parents: parents, id: ownID, children: children, name: name, expanded: expanded,
            parentContent: parentContent, childContent: childContent, emptyText: emptyText)
    }

    private init(
        parents: [Parent], identify: (@Sendable (Parent) -> ID)?, children source: ExpandableChildSource<Parent, Child>,
        name: String, expanded: Set<Int>, parentContent: ExpandableRowContent<Parent>,
        childContent: ExpandableRowContent<Child>, emptyText: String
    ) {
        self.source = source
        self.parentContent = parentContent
        self.childContent = childContent
        // One pass over the parents, as the tree asks for each one's children: the code here
        // is generic over the app's types, so each call costs, and a million parents should
        // make no more calls, nor hold more arrays at once, than they must.
        var known: [[Child]?] = []
        known.reserveCapacity(parents.count)
        let tree = ExpandableTree<ID>(
            count: parents.count,
            children: { index in
                let parent = parents[index]
                let list = Self.initialChildren(parent, source: source)
                known.append(list)
                return Self.childState(parent, known: list, source: source)
            }, expanded: expanded)
        // The parents that opened: those asked for that have children (no walk over every parent).
        let opened = expanded.filter(tree.isExpanded)
        state = ExpandableRowsState(parents: parents, children: known, tree: tree, identify: identify)
        viewport = RecyclingViewport(padding: 18, rowEstimate: 48, emptyText: emptyText, emptyClass: "expandable-empty", columnClass: "expandable-column")
        listSearch = ListSearch(listName: name, viewport: viewport, emptyText: emptyText)
        viewport.widget.addStyleClass("expandable-viewport")
        let listBox = viewport.listBox
        listBox.addStyleClass("expandable-list")
        listBox.setAccessibleName(name)
        // A tree shown as a list: parents are its top-level nodes, children theirs.
        listBox.setAccessibleRole(.tree)
        column.packStart(listSearch.slot)
        column.packStart(viewport.widget, expand: true)
        wire()
        listSearch.source = self
        push(nil)
        column.showAll()
        for index in opened where state.tree.children(of: index) == .loading { load(index) }
    }

    /// What the children of `parent` are, as far as the list knows at its making.
    static func childState(_ parent: Parent, known: [Child]?, source: ExpandableChildSource<Parent, Child>) -> ExpandableChildren {
        if let known { return .loaded(known.count) }
        if case let .lazy(hasChildren, _) = source, hasChildren(parent) { return .unloaded }
        return .loaded(0)
    }

    /// The children a new parent comes with (`.immediate`), or nil (`.lazy`).
    static func initialChildren(_ parent: Parent, source: ExpandableChildSource<Parent, Child>) -> [Child]? {
        if case let .immediate(children) = source { return children(parent) }
        return nil
    }

    private func wire() {
        viewport.source = self
    }

    // MARK: What a person does

    /// Gives the keyboard focus to the focused row of before, or the first row.
    public func focus() {
        move(to: state.shown.focusedRow ?? 0)
    }

    /// Expands parent `index` if it is collapsed, or collapses it. While searching, `index` is
    /// still the parent's place in the whole tree, and only a parent among the results changes.
    public func toggle(_ index: Int) {
        state.shownIndex(ofParent: index).map(toggleShown)
    }

    /// Shows parent `index`'s children beneath it (loading them first if they are not known).
    /// While searching, only a parent among the results opens (at its place in the whole tree).
    public func expand(_ index: Int) {
        state.shownIndex(ofParent: index).map(expandShown)
    }

    /// Hides parent `index`'s children (the focus moves to it if it was on one of them). While
    /// searching, only a parent among the results closes (at its place in the whole tree).
    public func collapse(_ index: Int) {
        state.shownIndex(ofParent: index).map(collapseShown)
    }

    /// Toggles the parent shown at `index` (among the results, while searching).
    func toggleShown(_ index: Int) {
        state.shown.isExpanded(index) ? collapseShown(index) : expandShown(index)
    }

    /// Opens the parent shown at `index`.
    func expandShown(_ index: Int) {
        guard let change = state.expand(index) else { return }
        if case let .inserted(range) = change { sliding = range }
        render([change])
        expanded(index)
        if state.shown.children(of: index) == .loading { load(state.wholeParent(index)) }
    }

    /// Closes the parent shown at `index`.
    func collapseShown(_ index: Int) {
        guard let change = state.collapse(index) else { return }
        render([change])
        expanded(index)
    }

    /// Activates child `index` of parent `parent`, as a click or Enter on its row does (calls
    /// ``onChildActivated``).
    public func activateChild(_ index: Int, of parent: Int) {
        guard let value = self.parent(at: parent), let list = children(of: parent), list.indices.contains(index) else { return }
        onChildActivated?(value, list[index], parent, index)
    }

    // MARK: The app's data

    /// The parent at `index`.
    public func parent(at index: Int) -> Parent? {
        state.parent(at: index)
    }

    /// The position of the parent with identity `id` (the initializer's `id`; nil for lists
    /// made with builders). The first call indexes every parent.
    public func index(ofParent id: ID) -> Int? {
        state.index(ofParent: id)
    }

    /// The children of parent `index` the list knows (nil while not loaded).
    public func children(of index: Int) -> [Child]? {
        state.children(of: index)
    }

    /// Inserts `parents` at `index` (clamped). Every edit of the app's data changes the whole
    /// tree; while searching, the new parents that match show among the results.
    public func insertParents(_ parents: [Parent], at index: Int) {
        guard !parents.isEmpty else { return }
        let known = parents.map { Self.initialChildren($0, source: source) }
        let states = zip(parents, known).map { Self.childState($0, known: $1, source: source) }
        renderEdit(state.insertParents(parents, children: known, states: states, at: index))
    }

    /// Removes the parents of `range` (clamped), with their children.
    public func removeParents(_ range: Range<Int>) {
        renderEdit(state.removeParents(range), textsChanged: false)
    }

    /// Parent `index` changed: its row shows `parent` at once. Its children are not read again
    /// (they stay as they are, open or not): give new ones with ``setChildren(_:of:)``. While
    /// searching, it comes in or goes as it matches now.
    public func updateParent(_ parent: Parent, at index: Int) {
        renderEdit(state.updateParent(parent, at: index))
    }

    /// Moves parent `from` (with its children, open or not) so that it sits at `to`.
    public func moveParent(from: Int, to: Int) {
        renderEdit(state.moveParent(from: from, to: to), textsChanged: false)
    }

    /// Inserts `children` at `index` (clamped) among parent `parent`'s loaded children.
    public func insertChildren(_ children: [Child], at index: Int, of parent: Int) {
        renderEdit(state.insertChildren(children, at: index, of: parent))
    }

    /// Removes children `range` of parent `parent`. A parent left with none stays open, with
    /// no expander: the children inserted next show beneath it.
    public func removeChildren(_ range: Range<Int>, of parent: Int) {
        renderEdit(state.removeChildren(range, of: parent))
    }

    /// Parent `parent`'s children are now `children` (loaded, whatever they were before: not
    /// loaded, loading, failed). An open parent keeps its first child rows, re-bound, for as
    /// many children as it has now, and the rest go or come at their end (a focused child that
    /// goes hands the focus to the last child); with no children it stays open, with no
    /// expander until children come. While searching, `parent` is its place in the whole tree
    /// (tested again: among the results, it shows the children that match).
    ///
    ///     folderList.setChildren(folders[0].messages, of: 0)
    public func setChildren(_ children: [Child], of parent: Int) {
        renderEdit(state.setChildren(children, of: parent))
    }

    /// Child `index` of parent `parent` changed: its row (if shown) shows `child` at once.
    public func updateChild(_ child: Child, at index: Int, of parent: Int) {
        renderEdit(state.updateChild(child, at: index, of: parent))
    }

    /// Renders the changes of an edit of the app's data, with those of the search's results
    /// when one is on (the parents the edit changed are tested again, their texts read now);
    /// with `textsChanged`, the texts the edit made anew are folded when the main loop is idle.
    func renderEdit(_ changes: [ExpandableTreeChange], textsChanged: Bool = true) {
        var changes = changes
        if state.search != nil { changes += state.settleSearch(texts: searchTexts()) }
        render(changes)
        if textsChanged { searchTextsChanged() }
    }

    /// Opens every parent with children (those loading theirs show "Loading…"), in one change
    /// of the rows; the focus stays on its row. Not while searching.
    public func expandAll() { setAllOpen(true) }

    /// Closes every parent, in one change of the rows; a focused child hands the focus to its
    /// parent. Not while searching.
    public func collapseAll() { setAllOpen(false) }

    private func setAllOpen(_ open: Bool) {
        guard state.search == nil else { return }
        let wasOpen = state.tree.openCount
        let changes = state.setAllOpen(open)
        // Closing every parent also closes those without children, which changes no row.
        guard !changes.isEmpty || state.tree.openCount != wasOpen else { return }
        render(changes)
        if open {
            for index in state.tree.expanded where state.tree.children(of: index) == .loading { load(index) }
        }
        expandedAll()
    }

    // MARK: Loading children

    /// Loads parent `index`'s children (its place in the whole tree).
    private func load(_ index: Int) {
        guard case let .lazy(_, loader) = source, let parent = state.parent(at: index), let id = state.id(ofParent: index) else { return }
        loader(parent) { [weak self] result in
            guard let self, let whole = self.state.index(ofParent: id) else { return }
            // A person waiting on its "Loading…" row goes on to its first child.
            let wasFocused = self.state.shownIndex(ofParent: whole).map { self.state.shown.focused == .status(parent: $0) } ?? false
            switch result {
            case let .success(children):
                self.renderEdit(self.state.childrenLoaded(children, of: whole))
                if wasFocused, !children.isEmpty, let shown = self.state.shownIndex(ofParent: whole),
                    let first = self.state.shown.row(of: .child(parent: shown, index: 0))
                {
                    self.move(to: first)
                }
            case let .failure(error):
                self.render(self.state.childrenFailed(whole, reason: error.message))
            }
        }
    }

    /// Asks for parent `index`'s children again (after a failure, as the Retry button does,
    /// or to refresh them): lists that load lazily call their loader; an open parent shows
    /// "Loading…" meanwhile. While searching, `index` is the parent's place in the whole tree
    /// (a result showing it shows "Loading…" too, and it is tested again when they come).
    public func reloadChildren(of index: Int) {
        guard case .lazy = source, index >= 0, index < state.tree.parentCount else { return }
        switch state.tree.children(of: index) {
        case .failed:
            render(state.retry(index))
            load(index)
        case .loaded:
            load(index)
        case .unloaded, .loading:
            break
        }
    }

    // MARK: Rendering the tree

    var animated: Bool { Style.animationsEnabled && viewport.widget.isMapped }

    /// Pushes the view state to the viewport, with how `changes` moved the rows.
    func push(_ changes: [ExpandableTreeChange] = []) {
        push(RowEdit.edits(of: changes))
    }

    /// Pushes the view state to the viewport, the rows having moved by `edits` (nil: every row
    /// is new, a search's results in the whole tree's place or the whole tree back).
    func push(_ edits: [RowEdit]?) {
        viewport.render(.init(count: state.shown.rowCount, focus: state.shown.focusedRow), edits: edits)
        linkChildren()
        // What was said on a row (a move, a search's end) stays on it only while it has the focus.
        for view in viewport.views where view.index != state.shown.focusedRow { view.note = "" }
    }

    /// Shows `changes` of the rows shown (``RecyclingViewport/show(_:push:)``).
    func render(_ changes: [ExpandableTreeChange]) {
        guard !changes.isEmpty else { return }
        viewport.show(RowEdit.edits(of: changes)) { push($0) }
    }

    func bind(_ view: RecycledRow, _ index: Int) {
        guard let row = state.shown.row(at: index) else { return }
        switch row {
        case let .parent(parent):
            guard let view = view as? ParentRowView<Parent>, let value = state.shownParent(parent) else { return }
            view.forgetNote()
            view.bind(value, view.row, state.search?.folded)
            view.row.isExpandable = state.shown.isExpandable(parent)
            view.row.expanded = state.shown.isExpanded(parent)
        case let .child(parent, child):
            guard let view = view as? ChildRowView<Child>, let value = state.shownChild(child, of: parent) else { return }
            view.forgetNote()
            view.bind(value, view.row, state.search?.folded)
            let slide = sliding?.contains(index) == true && animated
            view.reveal(slide: slide)
        case let .status(parent):
            (view as? StatusRowView)?.show(state.shown.children(of: parent), parent: parent)
        }
    }

    /// What screen readers are told of row `index`: its level, its place among its parent's
    /// children (a parent's among the parents), and its name where the app gave search texts
    /// (a row in view has the name its content gave it).
    private func rowFacts(_ index: Int) -> AccessibleRowFacts? {
        guard let row = state.shown.row(at: index) else { return nil }
        switch row {
        case let .parent(parent):
            let name = state.shownParent(parent).flatMap { value in searchableParentText.map { $0(value) } } ?? ""
            // The rows beneath it: its children (or its status row) while it is open.
            let next = parent + 1 < state.shown.parentCount ? state.shown.row(ofParent: parent + 1) ?? state.shown.rowCount : state.shown.rowCount
            return AccessibleRowFacts(
                name: name, role: .treeItem, level: 1, position: parent + 1, setSize: state.shown.parentCount,
                expanded: state.shown.isExpandable(parent) ? state.shown.isExpanded(parent) : nil,
                childRows: max(0, next - index - 1))
        case let .child(parent, child):
            let name = state.shownChild(child, of: parent).flatMap { value in searchableChildText.map { $0(value) } } ?? ""
            return AccessibleRowFacts(
                name: name, role: .treeItem, level: 2, position: child + 1,
                setSize: max(1, state.shown.childCount(of: parent)), parentRow: state.shown.row(ofParent: parent))
        case let .status(parent):
            return AccessibleRowFacts(
                name: "", role: .treeItem, level: 2, position: 1, setSize: 1,
                parentRow: state.shown.row(ofParent: parent))
        }
    }

    /// Brings a parent row that keeps its parent up to date (open or not, expandable or not).
    private func update(_ view: RecycledRow, _ index: Int) {
        guard case let .parent(parent) = state.shown.row(at: index) else { return }
        view.row.isExpandable = state.shown.isExpandable(parent)
        view.row.expanded = state.shown.isExpanded(parent)
    }

    /// Gives each child row in view its parent's row as its node parent (screen readers tell
    /// the tree level from it).
    private func linkChildren() {
        sliding = nil
        for view in viewport.views {
            guard let index = view.index, let row = state.shown.row(at: index) else { continue }
            if case .parent = row { continue }
            guard let top = state.shown.row(ofParent: row.parent), let parent = viewport.view(at: top) else { continue }
            if view.nodeParent != parent.row.objectID {
                view.row.setAccessibleNodeParent(parent.row)
                view.nodeParent = parent.row.objectID
            }
        }
    }

    /// After expand all or collapse all: tell the app.
    func expandedAll() {
        tellOpenParents()
    }

    /// After an expand or collapse: tell the app, and bring the parent and its children into
    /// view once they have slid in (the parent wins when they do not all fit).
    private func expanded(_ index: Int) {
        if let top = state.shown.row(ofParent: index) {
            viewport.view(at: top).map { ($0 as? ParentRowView<Parent>)?.row.expanded = state.shown.isExpanded(index) }
            if state.shown.isExpanded(index) {
                let bottom = top + max(0, state.shown.childCount(of: index) == 0 ? 1 : state.shown.childCount(of: index))
                let range = top...min(bottom, state.shown.rowCount - 1)
                viewport.showAfterSliding(animated: animated) { range }
            }
        }
        // The results' open parents are not the tree's: the app hears of the whole tree's.
        guard state.search == nil else { return }
        tellOpenParents()
    }

    /// Tells the app which parents are open, by identity and by index (read from the tree's
    /// count of open parents, only when someone listens).
    private func tellOpenParents() {
        if identify != nil { onOpenParentsChange?(state.openIDs) }
        if let onExpandedChange { onExpandedChange(state.tree.expanded) }
    }

    // MARK: Input

    /// Activates row `index` as a click or Enter does (toggles a parent, activates a child).
    func activateRow(_ index: Int) { activated(index) }

    private func activated(_ index: Int) {
        switch state.shown.row(at: index) {
        case let .parent(parent):
            toggleShown(parent)
        case let .child(parent, child):
            let place = state.whole(parent: parent, child: child)
            guard let value = self.parent(at: place.parent), let list = children(of: place.parent),
                list.indices.contains(place.child)
            else { return }
            onChildActivated?(value, list[place.child], place.parent, place.child)
        case let .status(parent):
            if case .failed = state.shown.children(of: parent) { reloadChildren(of: state.wholeParent(parent)) }
        case nil:
            break
        }
    }

    private func move(_ move: KeyPress.Navigation) {
        viewport.row(after: move, from: state.shown.focusedRow).map(self.move(to:))
    }

    /// The tree's keys first (+ and - expand and collapse, as in GtkTreeView), then search's
    /// (a character typed, Ctrl+F, Escape while searching).
    private func handleKey(_ key: KeyPress) -> Bool {
        handleArrangingKey(key) || handleTreeKey(key) || listSearch.handleKey(key) == true
    }

    private func handleTreeKey(_ key: KeyPress) -> Bool {
        guard let position = state.shown.focusedRow, let visible = state.shown.row(at: position), viewport.hasFocus,
            key.modifiers.isDisjoint(with: [.control, .alt])
        else { return false }
        let pressed = viewport.forwardArrow(key.key)
        switch pressed {
        case .right, .keypadRight, .plus, .keypadAdd:
            if case let .parent(index) = visible {
                if !state.shown.isExpanded(index) {
                    expandShown(index)
                } else if pressed == .right || pressed == .keypadRight {
                    move(to: position + 1)
                }
            }
            return true
        case .left, .keypadLeft, .minus, .keypadSubtract:
            switch visible {
            case let .parent(index):
                collapseShown(index)
            case let .child(parent, _), let .status(parent):
                if pressed == .minus || pressed == .keypadSubtract {
                    collapseShown(parent)
                } else if let row = state.shown.row(ofParent: parent) {
                    move(to: row)
                }
            }
            return true
        default:
            return false
        }
    }

    /// Focuses visible row `position` (clamped to the list) and scrolls it into view.
    func move(to position: Int) {
        state.shown.focus(row: position)
        guard let focused = state.shown.focusedRow else { return }
        push()
        viewport.show(focused, animated: false)
        viewport.placeFocus(force: true, onRow: true)
    }
}

/// The viewport's questions about the rows, and what the person did with them.
extension ExpandableRowsController: RecyclingViewportSource {
    func makeView(ofKind kind: Int) -> RecycledRow {
        switch kind {
        case TreeRowKind.child: return ChildRowView(content: childContent)
        case TreeRowKind.status: return StatusRowView { [weak self] parent in self.map { $0.reloadChildren(of: $0.state.wholeParent(parent)) } }
        default: return ParentRowView(content: parentContent, tree: viewport.listBox)
        }
    }

    func viewKind(ofRow index: Int) -> Int {
        switch state.shown.row(at: index) {
        case .child: TreeRowKind.child
        case .status: TreeRowKind.status
        default: TreeRowKind.parent
        }
    }

    func bind(_ view: RecycledRow, toRow index: Int) { bind(view, index) }

    func update(_ view: RecycledRow, showingRow index: Int) { update(view, index) }

    func facts(ofRow index: Int) -> AccessibleRowFacts? { rowFacts(index) }

    func pinnedRow(whileFirst index: Int) -> Int? {
        guard let row = state.shown.row(at: index) else { return nil }
        if case .parent = row { return nil }
        return state.shown.row(ofParent: row.parent)
    }

    func rowActivated(_ index: Int) { activated(index) }

    func rowFocused(_ index: Int) {
        state.shown.focus(row: index)
        push()
    }

    func movePressed(_ move: KeyPress.Navigation) { self.move(move) }

    func keyPressed(_ key: KeyPress) -> Bool { handleKey(key) }

    func contextMenuRequested(atRow index: Int) -> Bool {
        openContextMenu(atRow: index, atPointer: true)
        return true
    }

    func tabbedIn() -> Bool {
        guard state.shown.rowCount > 0 else { return false }
        move(to: state.shown.focusedRow ?? viewport.firstRow)
        return true
    }

    /// Child rows' views made ahead, once the tree is on screen and the main loop idle.
    func firstShown() { viewport.prepareViews(of: TreeRowKind.child) }
}
