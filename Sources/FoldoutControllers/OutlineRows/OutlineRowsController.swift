import FoldoutGtk
import FoldoutModel

/// The expandable rows pattern over a tree of any depth (folders, outlines, threaded mail):
/// each node shows its children beneath it when it opens, to any level, each level (or each
/// node) with its own look of row, indented by its level. Children come when a node first
/// opens (``OutlineChildSource``: at once, or loaded with "Loading…" and Retry). Ids are unique
/// in the whole tree: an edit or a snapshot that would hold one twice is refused
/// (``/FoldoutModel/DuplicateIDError``), and children that would (as a node opens) are not
/// shown: the node's status row says which id and where, with Retry.
///
///     let files = try OutlineRowsController(roots: [home], id: { $0.path },
///         children: .onOpen(hasChildren: { $0.isFolder }, children: { $0.entries() }),
///         name: "Files", contents: [.built(entryRow)])
///     window.add(files.widget)
///
/// The controller's one view-state value is ``tree`` (an ``/FoldoutModel/OutlineTree``), changed
/// only by its functions; only the rows in view exist as widgets. Keys, as GtkTreeView's:
/// Up/Down/Page Up/Page Down/Home/End walk the visible rows; Right or `+` expands (Right on an
/// open node goes to its first child); Left or `-` collapses, Left on a closed node goes to
/// its parent, as BackSpace does from any node; `*` or Shift+Right expands the whole subtree,
/// `/` or Shift+Left collapses it;
/// right to left, Left and Right swap. Where the app allows it (``allowsReordering``), Alt+Up
/// and Alt+Down move the focused node among its siblings, and Ctrl+Z undoes the moves. Screen
/// readers hear each row's tree level and its place among its siblings ("2 of 4").
@MainActor
public final class OutlineRowsController<Node, ID: Hashable & Sendable> {
    /// The widget to put in a window: the list and its scrollbar.
    public var widget: Widget { viewport.widget }
    /// The nodes, which are open, where every row is and the focused row, as they are now.
    public private(set) var tree: OutlineTree<ID>
    /// Called when a person activates a node that does not open (click, Enter, Space).
    public var onActivated: (@MainActor (Node, OutlineNode) -> Void)?
    /// Called after a person activated a node that has children (click, Enter, Space), which
    /// opened or closed it: for a tree where activating also chooses (a folder shows its
    /// contents). The keys that only open and close (Right, Left, +, -, *) do not call it.
    public var onParentActivated: (@MainActor (Node, OutlineNode) -> Void)?
    /// Called after every expand or collapse with the open nodes' identities (walks every node;
    /// an outline of nodes by place, whose `ID` is `Never`, has none to tell).
    public var onOpenNodesChange: (@MainActor (Set<ID>) -> Void)?
    /// Whether a person may move nodes among their siblings (Alt+Up, Alt+Down; Ctrl+Z undoes).
    public var allowsReordering = false
    /// Called after a person moved a node (or undid a move): the node, its parent (nil for
    /// the roots) and its new place among its siblings.
    public var onMoved: (@MainActor (Node, Node?, Int) -> Void)?
    /// How many nodes lie beneath a node, every level counted, when the app knows without
    /// making them (a generated tree, a count kept with the data); with it, expand all (and
    /// `*` on a node) opens a million nodes in one frame, their children made only as their
    /// rows come into view. It must agree with `children` (for children at hand,
    /// ``OutlineChildSource/onOpen(hasChildren:children:)``); a wrong count is put right when
    /// the node's children are made.
    ///
    ///     let outline = try OutlineRowsController(roots: [home], id: { $0.path },
    ///         children: .onOpen(hasChildren: { $0.isFolder }, children: { $0.entries() }),
    ///         name: "Files", contents: [.built(entryRow)])
    ///     outline.descendantCount = { $0.isFolder ? $0.entriesBeneath : 0 }
    public var descendantCount: (@MainActor (Node) -> Int)?

    /// The app's values, by the tag the tree keeps with each node.
    private var values: OutlineValues<Node> = []
    private let identify: (@Sendable (Node) -> ID)?
    private let source: OutlineChildSource<Node>
    /// The source's `hasChildren`, taken out once (asked for every node made).
    private let hasChildren: @MainActor (Node) -> Bool
    private let contents: [ExpandableRowContent<Node>]
    private let kind: @MainActor (Node, Int) -> Int
    let viewport: RecyclingViewport
    /// Ids to open as their parents' children come (the open nodes asked for at start).
    private var toOpen: Set<ID>
    /// Changes of the rows found while a row was read (a node's children made with another
    /// count than the app's): rendered when the main loop is next idle, or with the next push
    /// if that comes first (the viewport's heights follow them in order).
    private var pending: [OutlineChange] = []
    /// The moves a person made, to undo: the node, and where it was.
    private var moves: [(node: OutlineNode, parent: OutlineNode?, index: Int)] = []

    /// Makes the outline of `roots`, identified by `id` (unique in the whole tree, stable),
    /// the nodes whose id is in `expanded` open (at any level: each opens as its parent's
    /// children come). `children` says where children come from; `name` is what
    /// screen readers call the list; `contents` are the looks of row, `kind` says which one a
    /// node at a level shows (by default the level's, the last for deeper levels); `emptyText`
    /// shows when there are no nodes.
    /// - Throws: ``/FoldoutModel/DuplicateIDError`` when two of `roots` (or of the children
    ///   they give at once) have the same id, naming it and both places.
    public convenience init(
        roots: [Node], id: @escaping @Sendable (Node) -> ID, children: OutlineChildSource<Node>, name: String,
        expanded: Set<ID> = [], contents: [ExpandableRowContent<Node>],
        kind: (@MainActor (Node, _ level: Int) -> Int)? = nil, emptyText: String = tr("Nothing to show.")
    ) throws(DuplicateIDError) {
        try self.init(
            roots: roots, identify: id, children: children, name: name, expanded: expanded, contents: contents,
            kind: kind, emptyText: emptyText)
    }

    /// Makes the outline of `roots`, each node identified by its own `id` (`Identifiable`:
    /// unique in the whole tree, stable); the rest as
    /// ``init(roots:id:children:name:expanded:contents:kind:emptyText:)``.
    ///
    ///     // extension FileEntry: Identifiable { var id: String { path } }
    ///     let files = try OutlineRowsController(roots: [home],
    ///         children: .onOpen(hasChildren: { $0.isFolder }, children: { $0.entries() }),
    ///         name: "Files", contents: [.built(entryRow)])
    /// - Throws: ``/FoldoutModel/DuplicateIDError`` when two nodes have the same id.
    public convenience init(
        roots: [Node], children: OutlineChildSource<Node>, name: String, expanded: Set<ID> = [],
        contents: [ExpandableRowContent<Node>], kind: (@MainActor (Node, _ level: Int) -> Int)? = nil,
        emptyText: String = tr("Nothing to show.")
    ) throws(DuplicateIDError) where Node: Identifiable, Node.ID == ID {
        try self.init(
            roots: roots, identify: ownID, children: children, name: name, expanded: expanded, contents: contents,
            kind: kind, emptyText: emptyText)
    }

    /// Makes the outline of `roots` whose nodes go by their place only (no identity: the
    /// outline's `ID` is `Never`), for a generated or read-only tree where an id would cost a
    /// string a node; the edits by id and ``onOpenNodesChange`` have nothing to go by. The
    /// rest as ``init(roots:id:children:name:expanded:contents:kind:emptyText:)``.
    ///
    ///     let outline = OutlineRowsController(unidentified: [home],
    ///         children: .onOpen(hasChildren: { $0.isFolder }, children: { $0.entries() }),
    ///         name: "Files", contents: [.built(entryRow)])
    public convenience init(
        unidentified roots: [Node], children: OutlineChildSource<Node>, name: String,
        contents: [ExpandableRowContent<Node>], kind: (@MainActor (Node, _ level: Int) -> Int)? = nil,
        emptyText: String = tr("Nothing to show.")
    ) where ID == Never {
        do {
            try self.init(
                roots: roots, identify: nil, children: children, name: name, expanded: [], contents: contents,
                kind: kind, emptyText: emptyText)
        } catch {
            // Nodes without ids have none to give twice.
            preconditionFailure("an outline without ids refused its nodes: \(error)")
        }
    }

    private init(
        roots: [Node], identify id: (@Sendable (Node) -> ID)?, children: OutlineChildSource<Node>, name: String,
        expanded: Set<ID>, contents: [ExpandableRowContent<Node>], kind: (@MainActor (Node, _ level: Int) -> Int)?,
        emptyText: String
    ) throws(DuplicateIDError) {
        precondition(!contents.isEmpty, "an outline needs a look of row")
        identify = id
        source = children
        hasChildren = children.hasChildren
        self.contents = contents
        let kinds = contents.count
        self.kind = kind ?? { _, level in min(level, kinds) - 1 }
        toOpen = expanded
        tree = OutlineTree<ID>(unchecked: [])
        viewport = RecyclingViewport(padding: 18, rowEstimate: 48, emptyText: emptyText, emptyClass: "expandable-empty", columnClass: "expandable-column")
        tree = try OutlineTree<ID>(items: items(for: roots), expanded: expanded)
        viewport.widget.addStyleClass("expandable-viewport")
        let listBox = viewport.listBox
        listBox.addStyleClass("expandable-list")
        listBox.addStyleClass("outline-list")
        listBox.setAccessibleName(name)
        listBox.setAccessibleRole(.tree)
        wire()
        push(nil)
        // Children that come at once are rendered as changes of the rows shown.
        startLoads()
        viewport.widget.showAll()
    }

    /// The tree nodes for the app's `nodes`: their values kept (by tag), their children to come
    /// when they open. Inlined where it is called: this code is not specialised for the app's
    /// type, and each generic function looks up the types it uses anew.
    @inline(__always)
    private func items(for nodes: [Node]) -> [OutlineItem<ID>] {
        let identify = identify
        let hasChildren = hasChildren
        let values = values
        var items: [OutlineItem<ID>] = []
        items.reserveCapacity(nodes.count)
        // Through the buffer: this code is not specialised for the app's type, and a buffer's
        // elements cost no look-up of the array's type each.
        nodes.withUnsafeBufferPointer { nodes in
            for offset in 0..<nodes.count {
                let id = identify?(nodes[offset])
                let tag = values.append(nodes[offset])
                items.append(hasChildren(nodes[offset]) ? .unloaded(id: id, tag: tag) : OutlineItem<ID>(id: id, tag: tag))
            }
        }
        return items
    }

    // MARK: Reading

    /// The app's value of `node`.
    public func value(of node: OutlineNode) -> Node? {
        values[tree.tag(of: node)]
    }

    /// The node with identity `id`.
    public func node(id: ID) -> OutlineNode? { tree.node(id: id) }

    /// The value shown at visible row `position` (a status row shows none).
    public func value(atRow position: Int) -> Node? {
        guard case let .node(node)? = row(at: position) else { return nil }
        return value(of: node)
    }

    /// What visible row `position` shows, its nodes made first if it lies beneath a node
    /// opened whole (``descendantCount``).
    private func row(at position: Int) -> OutlineRow? {
        if let row = tree.row(at: position) { return row }
        guard tree.isUnmade(row: position) else { return nil }
        let changes = tree.realize(row: position, load: loader, count: counter)
        forgetRefused()
        if !changes.isEmpty {
            // The rows moved while the view was reading them: it is told when it is done.
            if pending.isEmpty {
                _ = MainLoop.idle { [weak self] in
                    guard let self else { return false }
                    let changes = self.pending
                    self.pending = []
                    self.startLoads()
                    self.render(changes)
                    return false
                }
            }
            pending += changes
        }
        return tree.row(at: position)
    }

    // MARK: Opening and closing

    /// Opens `node` (its children load if they must).
    public func expand(_ node: OutlineNode) { changed(tree.expand(node, load: loader), opened: node) }

    /// Closes `node`.
    public func collapse(_ node: OutlineNode) { changed(tree.collapse(node), opened: nil) }

    /// Opens `node` and everything beneath it.
    public func expandSubtree(_ node: OutlineNode) { changed(tree.expandSubtree(node, load: loader, count: counter), opened: node) }

    /// Closes `node` and everything beneath it.
    public func collapseSubtree(_ node: OutlineNode) { changed(tree.collapseSubtree(node), opened: nil) }

    /// Opens every node (children load as they must): one change of the rows.
    public func expandAll() { changed(tree.expandAll(load: loader, count: counter), opened: nil) }

    /// Closes every node: only the roots show.
    public func collapseAll() { changed(tree.collapseAll(), opened: nil) }

    /// Gives the keyboard focus to the focused row of before, or the first row.
    public func focus() {
        guard tree.rowCount > 0 else { return viewport.listBox.grabFocus() }
        move(to: tree.focusedRow ?? viewport.firstRow)
    }

    private func changed(_ change: OutlineChange?, opened: OutlineNode?) {
        startLoads()
        guard let change else { return }
        render([change])
        if let opened, let top = tree.row(of: opened) {
            let bottom = min(tree.rowCount - 1, top + tree.rowsBeneath(opened))
            viewport.showAfterSliding(animated: false) { top...bottom }
        }
        if let onOpenNodesChange { onOpenNodesChange(tree.expandedIDs) }
    }

    // MARK: The app's changes

    /// Inserts `nodes` as children `index` (clamped) of the node `parentID` (the roots for nil);
    /// a node whose children are not loaded yet takes none (they come when it opens).
    /// - Throws: ``/FoldoutModel/DuplicateIDError`` when a node's id is in the tree already or
    ///   given twice among `nodes` (both places named): the tree stays as it was.
    public func insert(_ nodes: [Node], at index: Int, underID parentID: ID?) throws(DuplicateIDError) {
        let count = values.count
        do throws(DuplicateIDError) {
            render(try tree.insert(items(for: nodes), at: index, underID: parentID))
        } catch {
            values.removeLast(values.count - count)
            throw error
        }
    }

    /// Removes the node `id` with everything beneath it.
    public func remove(id: ID) {
        guard let node = tree.node(id: id) else { return }
        for gone in tree.subtree(of: node) { forget(gone) }
        moves = [] // their nodes' handles may name others from now on
        render(tree.remove(node))
    }

    /// The node `id` is now `value`: its row shows it at once (its children stay; use
    /// ``setChildren(_:ofID:)`` for new ones).
    public func update(_ value: Node, id: ID) {
        guard let node = tree.node(id: id) else { return }
        values.replace(tree.tag(of: node), with: value)
        render(tree.update(node))
    }

    /// Moves the node `id` (with its subtree) to be child `index` of the node `parentID`.
    public func move(id: ID, toParentID parentID: ID?, at index: Int) {
        render(tree.move(id: id, toParentID: parentID, at: index))
    }

    /// The node `id`'s children are now `nodes` (what was open beneath it closes).
    /// - Throws: ``/FoldoutModel/DuplicateIDError`` when a node's id is given twice among
    ///   `nodes`, or is in the tree outside the children they replace (both places named): the
    ///   tree stays as it was.
    public func setChildren(_ nodes: [Node], ofID id: ID) throws(DuplicateIDError) {
        guard let node = tree.node(id: id) else { return }
        let gone = tree.children(of: node).flatMap { tree.subtree(of: $0) }.map { tree.tag(of: $0) }
        let count = values.count
        do throws(DuplicateIDError) {
            let changes = try tree.setChildren(items(for: nodes), ofID: id)
            for tag in gone where tag >= 0 && tag < count { values.forget(tag) }
            moves = []
            render(changes)
        } catch {
            values.removeLast(values.count - count)
            throw error
        }
    }

    /// The tree is now `roots` (a snapshot): the nodes that remain by id stay open (their
    /// children asked again as they open) and keep the focus; every row binds anew.
    ///
    ///     let files = try OutlineRowsController(roots: [home], id: { $0.path },
    ///         children: .onOpen(hasChildren: { $0.isFolder }, children: { $0.entries() }),
    ///         name: "Files", contents: [.built(entryRow)])
    ///     do {
    ///         try files.replaceAll(roots: [home, home])
    ///     } catch {
    ///         print(error)   // The id “/home/ada” is given twice in the tree (top-level item 0; top-level item 1): …
    ///     }
    ///
    /// - Throws: ``/FoldoutModel/DuplicateIDError`` when two nodes have the same id (among
    ///   `roots`, or the children of the nodes opening again; both places named): the tree, its
    ///   values and its rows stay as they were.
    public func replaceAll(roots: [Node]) throws(DuplicateIDError) {
        let kept = values
        values = []
        let change: OutlineChange?
        do throws(DuplicateIDError) {
            change = try tree.replaceAll(items(for: roots), load: loader, count: counter)
        } catch {
            values = kept
            throw error
        }
        moves = []
        startLoads()
        guard let change else { return }
        viewport.views.forEach { $0.index = nil }
        render([change])
    }

    /// Shows the rows in view again, as the row contents show their nodes now: for a change of
    /// how they look, not of the data (a "Show sizes" setting, a date format), as UIKit's
    /// `reconfigureItems`. Nothing else changes: the open nodes, the focus and the scroll
    /// position stay. The rows in view are measured again; rows out of view show the change as
    /// they come into view, and `heightsChanged` forgets their heights (estimated until shown)
    /// for a change that makes rows taller or shorter.
    ///
    ///     let files = try OutlineRowsController(roots: [home], id: { $0.path },
    ///         children: .onOpen(hasChildren: { $0.isFolder }, children: { $0.entries() }),
    ///         name: "Files", contents: [.built(entryRow)])
    ///     files.reconfigureRows(heightsChanged: true)   // the rows in view show the new look
    public func reconfigureRows(heightsChanged: Bool = false) {
        viewport.rebindRowsInView(heightsChanged: heightsChanged)
        push()
    }

    /// Asks for node `id`'s children again (lists that load them; after a failure, Retry).
    public func reloadChildren(ofID id: ID) {
        guard let node = tree.node(id: id) else { return }
        reload(node)
    }

    private func forget(_ node: OutlineNode) {
        values.forget(tree.tag(of: node))
    }

    // MARK: Loading

    /// The app's counts of the nodes beneath a node, for children at hand.
    private var counter: OutlineTree<ID>.Counter? {
        guard let descendantCount, case .onOpen = source else { return nil }
        return { [unowned self] request in self.values[request.tag].map(descendantCount) }
    }

    /// Children at once, for nodes whose children are at hand; nil for those that load.
    private var loader: OutlineTree<ID>.Loader {
        guard case let .onOpen(_, children) = source else { return { _ in nil } }
        return { [unowned self] request in self.childItems(of: request.tag, children) }
    }

    /// The tree nodes for the children of the value tagged `tag`, at once (one generic
    /// function a parent: expand all asks it of every parent). The tree refuses those holding
    /// an id it has elsewhere (``startLoads()`` hears of it).
    private func childItems(of tag: Int, _ children: @MainActor (Node) -> [Node]) -> [OutlineItem<ID>]? {
        guard values.contains(tag) else { return nil }
        return items(for: children(values.value(tag)))
    }

    /// Starts loading what the tree asked for (and opens the nodes asked open at start as
    /// their parents' children come).
    private func startLoads() {
        forgetRefused()
        var requests = tree.takeLoadRequests()
        while !requests.isEmpty {
            for node in requests { load(node) }
            requests = tree.takeLoadRequests()
        }
    }

    /// Children the tree refused as they came: their node says why (Retry asks again); their
    /// values go.
    private func forgetRefused() {
        for refusal in tree.takeRefusals() {
            Log.warning(refusal.error.description)
            for tag in refusal.tags { values.forget(tag) }
        }
    }

    private func load(_ node: OutlineNode) {
        let tag = tree.tag(of: node)
        guard let value = values[tag] else { return }
        switch source {
        case let .onOpen(_, children):
            loaded(.success(children(value)), node: node, tag: tag)
        case let .lazy(_, load):
            load(value) { [weak self] result in self?.loaded(result, node: node, tag: tag) }
        }
    }

    private func loaded(_ result: Result<[Node], ExpandableLoadError>, node: OutlineNode, tag: Int) {
        // The node may have gone meanwhile (its handle taken by another).
        guard tree.contains(node), tree.tag(of: node) == tag else { return }
        let wasFocused = tree.focused == .status(node)
        switch result {
        case let .success(children):
            let count = values.count
            let old = tree.children(of: node).flatMap { tree.subtree(of: $0) }.map { tree.tag(of: $0) }
            let changes: [OutlineChange]
            do throws(DuplicateIDError) {
                changes = try tree.checkedSetChildren(items(for: children), of: node)
                for tag in old where tag >= 0 && tag < count { values.forget(tag) }
            } catch {
                // Children holding an id the tree has elsewhere are not shown: the node's status
                // row says why (Retry asks again), as for children that failed to load.
                values.removeLast(values.count - count)
                Log.warning(error.description)
                render(tree.childrenFailed(node, reason: error.description))
                return
            }
            render(changes)
            // The nodes asked open at start open as they come.
            for child in tree.children(of: node) {
                if let id = tree.id(of: child), toOpen.remove(id) != nil { render(tree.expand(child, load: loader).map { [$0] } ?? []) }
            }
            startLoads()
            if wasFocused, let first = tree.child(0, of: node), let row = tree.row(of: first) { move(to: row) }
        case let .failure(error):
            render(tree.childrenFailed(node, reason: error.message))
        }
    }

    private func reload(_ node: OutlineNode) {
        switch tree.childState(of: node) {
        case .failed:
            render(tree.retry(node))
            startLoads()
        case .loaded:
            load(node)
        case .unloaded, .loading:
            break
        }
    }

    // MARK: Rendering

    private func wire() {
        viewport.source = self
    }

    private func bind(_ view: RecycledRow, _ index: Int) {
        switch row(at: index) {
        case let .node(node)?:
            guard let view = view as? OutlineRowView<Node>, let value = value(of: node) else { return }
            view.bind(value, level: tree.level(of: node))
            view.row.isExpandable = tree.isExpandable(node)
            view.row.expanded = tree.isExpanded(node)
        case let .status(node)?:
            (view as? StatusRowView)?.show(tree.childState(of: node), parent: node.index)
        case nil:
            break
        }
    }

    /// What screen readers are told of row `index`: its level, its place among its siblings,
    /// whether it is open, and the rows shown beneath it (its open descendants' included: the
    /// list finds its child nodes among them by level).
    private func rowFacts(_ index: Int) -> AccessibleRowFacts? {
        switch row(at: index) {
        case let .node(node)?:
            return AccessibleRowFacts(
                name: "", role: .treeItem, level: tree.level(of: node),
                position: (tree.indexAmongSiblings(node) ?? 0) + 1, setSize: max(1, tree.siblingCount(node)),
                expanded: tree.isExpandable(node) ? tree.isExpanded(node) : nil,
                childRows: tree.rowsBeneath(node), parentRow: tree.parent(of: node).flatMap { tree.row(of: $0) })
        case let .status(node)?:
            return AccessibleRowFacts(
                name: "", role: .treeItem, level: tree.level(of: node) + 1, position: 1, setSize: 1,
                parentRow: tree.row(of: node))
        case nil:
            return nil
        }
    }

    /// Pushes the view state to the viewport, with how `changes` moved the rows.
    private func push(_ changes: [OutlineChange] = []) {
        push(RowEdit.edits(of: changes))
    }

    /// Pushes the view state to the viewport, the rows having moved by `edits` (nil: every row
    /// is new), after the changes made as the view read rows, not yet told (``pending``).
    private func push(_ edits: [RowEdit]?) {
        var edits = edits
        if !pending.isEmpty {
            edits = edits.map { RowEdit.edits(of: pending) + $0 }
            pending = []
        }
        viewport.render(.init(count: tree.rowCount, focus: tree.focusedRow), edits: edits)
        linkParents()
    }

    /// Shows `changes` of the rows (``RecyclingViewport/show(_:push:)``).
    private func render(_ changes: [OutlineChange]) {
        guard !changes.isEmpty else { return }
        viewport.show(RowEdit.edits(of: changes)) { push($0) }
    }

    /// Gives each row in view its parent's row as its node parent (a root's: the list).
    private func linkParents() {
        let list = viewport.listBox
        for view in viewport.views {
            guard let index = view.index, let row = row(at: index) else { continue }
            let parentNode: OutlineNode? = if case .status = row { row.node } else { tree.parent(of: row.node) }
            var target: Widget = list
            if let parentNode {
                guard let top = tree.row(of: parentNode), let parent = viewport.view(at: top) else { continue }
                target = parent.row
            }
            if view.nodeParent != target.objectID {
                view.row.setAccessibleNodeParent(target)
                view.nodeParent = target.objectID
            }
        }
    }

    // MARK: Input

    private func activated(_ index: Int) {
        switch row(at: index) {
        case let .node(node)?:
            if tree.isExpandable(node) {
                if tree.isExpanded(node) { collapse(node) } else { expand(node) }
                if let value = value(of: node) { onParentActivated?(value, node) }
            } else if let value = value(of: node) {
                onActivated?(value, node)
            }
        case let .status(node)?:
            if case .failed = tree.childState(of: node) { reload(node) }
        case nil:
            break
        }
    }

    private func walk(_ move: KeyPress.Navigation) {
        viewport.row(after: move, from: tree.focusedRow).map(self.move(to:))
    }

    private func handleKey(_ key: KeyPress) -> Bool {
        guard let position = tree.focusedRow, let row = row(at: position), viewport.hasFocus else { return false }
        if allowsReordering, key.isAlt, !key.modifiers.contains(.shift), let move = key.navigation, move == .up || move == .down {
            if case let .node(node) = row { moveAmongSiblings(node, by: move == .up ? -1 : 1) }
            return true
        }
        if allowsReordering, key.isControlOnly, key.character == "z" {
            undoMove()
            return true
        }
        guard key.modifiers.isDisjoint(with: [.control, .alt]) else { return false }
        let shifted = key.modifiers.contains(.shift)
        let pressed = viewport.forwardArrow(key.key)
        switch pressed {
        case .asterisk, .keypadMultiply:
            if case let .node(node) = row { expandSubtree(node) }
            return true
        case .slash, .keypadDivide:
            if case let .node(node) = row { collapseSubtree(node) }
            return true
        case .backSpace:
            let parent = row == .status(row.node) ? row.node : tree.parent(of: row.node)
            if let parent, let top = tree.row(of: parent) { move(to: top) }
            return parent != nil
        case .right, .keypadRight, .plus, .keypadAdd:
            guard case let .node(node) = row else { return true }
            if shifted, pressed == .right || pressed == .keypadRight {
                expandSubtree(node)
            } else if !tree.isExpanded(node) {
                expand(node)
            } else if pressed == .right || pressed == .keypadRight {
                move(to: position + 1)
            }
            return true
        case .left, .keypadLeft, .minus, .keypadSubtract:
            let arrow = pressed == .left || pressed == .keypadLeft
            if case let .node(node) = row, shifted, arrow {
                collapseSubtree(node)
            } else if case let .node(node) = row, tree.isExpanded(node) {
                collapse(node)
            } else if let parent = (row == .status(row.node) ? row.node : tree.parent(of: row.node)) {
                if arrow, let top = tree.row(of: parent) { move(to: top) } else if !arrow { collapse(parent) }
            }
            return true
        default:
            return false
        }
    }

    /// Focuses visible row `position` (clamped) and scrolls it into view.
    func move(to position: Int) {
        tree.focus(row: position)
        // Its nodes are made (a wrong count may move the rows: made again where it lands).
        while let focused = tree.focusedRow, tree.isUnmade(row: focused) { _ = row(at: focused) }
        guard let focused = tree.focusedRow else { return }
        push()
        viewport.show(focused, animated: false)
        viewport.placeFocus(force: true, onRow: true)
    }

    // MARK: Moves

    /// Moves `node` `offset` places among its siblings (Alt+Up, Alt+Down), the focus with it.
    public func moveAmongSiblings(_ node: OutlineNode, by offset: Int) {
        guard allowsReordering, let index = tree.indexAmongSiblings(node) else { return }
        let target = index + offset
        guard target >= 0, target < tree.siblingCount(node) else { return }
        let parent = tree.parent(of: node)
        moves.append((node, parent, index))
        place(node, under: parent, at: target)
    }

    /// Undoes the last move a person made (Ctrl+Z); the app's removals, new children and
    /// snapshots forget the moves made before them.
    public func undoMove() {
        while let last = moves.popLast() {
            guard tree.contains(last.node), last.parent.map(tree.contains) ?? true else { continue }
            place(last.node, under: last.parent, at: last.index)
            return
        }
    }

    private func place(_ node: OutlineNode, under parent: OutlineNode?, at index: Int) {
        render(tree.move(node, to: parent, at: index))
        if let row = tree.row(of: node) { move(to: row) }
        if let value = value(of: node) { onMoved?(value, parent.flatMap(value(of:)), tree.indexAmongSiblings(node) ?? index) }
    }
}

/// The viewport's questions about the rows, and what the person did with them.
extension OutlineRowsController: RecyclingViewportSource {
    /// The kind of a "Loading…" or failure row: after the levels' contents.
    private var statusKind: Int { contents.count }

    func makeView(ofKind kind: Int) -> RecycledRow {
        guard kind < contents.count else {
            return StatusRowView(kind: statusKind) { [weak self] index in self?.reload(OutlineNode(index: index)) }
        }
        let view = OutlineRowView(content: contents[kind], kind: kind)
        view.row.setAccessibleNodeParent(viewport.listBox)
        view.nodeParent = viewport.listBox.objectID
        return view
    }

    func viewKind(ofRow index: Int) -> Int {
        guard case let .node(node)? = row(at: index), let value = value(of: node) else { return statusKind }
        return min(max(0, kind(value, tree.level(of: node))), statusKind - 1)
    }

    func bind(_ view: RecycledRow, toRow index: Int) { bind(view, index) }

    func update(_ view: RecycledRow, showingRow index: Int) {
        guard case let .node(node)? = row(at: index) else { return }
        view.row.isExpandable = tree.isExpandable(node)
        view.row.expanded = tree.isExpanded(node)
    }

    func facts(ofRow index: Int) -> AccessibleRowFacts? { rowFacts(index) }

    func pinnedRow(whileFirst index: Int) -> Int? {
        guard let row = row(at: index) else { return nil }
        if case .status = row { return tree.row(of: row.node) }
        return tree.parent(of: row.node).flatMap { tree.row(of: $0) }
    }

    func rowActivated(_ index: Int) { activated(index) }

    func rowFocused(_ index: Int) {
        tree.focus(row: index)
        push()
    }

    func movePressed(_ move: KeyPress.Navigation) { walk(move) }

    func keyPressed(_ key: KeyPress) -> Bool { handleKey(key) }

    func tabbedIn() -> Bool {
        guard tree.rowCount > 0 else { return false }
        move(to: tree.focusedRow ?? viewport.firstRow)
        return true
    }
}
