/// Everything a tree view of any depth shows, in one value: the nodes (each with its children,
/// known, not loaded yet, loading, or failed to load), which are open, where every visible row
/// is (its height, measured or estimated) and which row has the keyboard focus. What the nodes
/// are is the app's: the tree knows their identities (optional) and their shape.
///
/// Each node weighs the rows it shows (itself, and when open its children's rows, or the row
/// saying they are loading), kept in a Fenwick tree over its parent's children: the row of a
/// node, and the node at a row, cost O(depth · log siblings); opening or closing one node
/// costs the same, and opening or closing a whole subtree, or the whole tree, costs the nodes
/// it reaches, once. Each returns ONE change of the visible rows (`OutlineChange`).
///
/// A tree whose app knows how many nodes lie beneath a node without making them (a
/// `Counter`) opens all of them in one step however many there are: `expandAll(load:count:)`
/// opens each node whose children are not made yet as a whole ("deep"), its rows counted, and
/// `realize(row:load:count:)` makes the nodes of a row only when it is read (a row in view,
/// the focus, a screen reader's question), as GTK 4's GtkTreeListModel makes its rows.
///
/// Edits go by node (``OutlineNode``, a handle) or by the app's identity (`node(id:)`):
/// insert, remove, update and move nodes under any node. Every function moves the focus with
/// the rows: a focused row that goes out of sight hands the focus to its nearest shown
/// ancestor, a removed one to the row that takes its place.
/// An app reads it from its `OutlineRowsController`'s `tree`.
public struct OutlineTree<ID: Hashable & Sendable>: Sendable, Equatable {
    /// A node as the app hands it to the tree.
    package typealias Item = OutlineItem<ID>
    /// What the tree asks for when a node's children are wanted.
    package typealias LoadRequest = OutlineLoadRequest<ID>

    /// One node as the tree keeps it (``OutlineSlot``).
    private typealias Slot = OutlineSlot

    private static var loaded: UInt8 { 0 }
    private static var unloaded: UInt8 { 1 }
    private static var loading: UInt8 { 2 }
    private static var failed: UInt8 { 3 }
    private static var free: UInt8 { 4 }

    private var slots: [Slot] = []
    private var kids = ChildLists()
    /// The nodes' identities, by handle, as far as the last handle given one (nil past it: a
    /// tree whose nodes have none keeps none).
    private var ids: [ID?] = []
    private var tags: [Int] = []
    private var byID: [ID: Int32] = [:]
    private var freeSlots: [Int32] = []
    private var roots = SiblingRows()
    private var failures: [Int32: String] = [:]
    /// The open nodes whose children are not made yet, every node beneath them open: the
    /// nodes beneath each, as the app counted them (its rows beneath when open).
    private var deepRows: [Int32: Int] = [:]
    /// The ids nodes being made found held, with the node that held each first: put back, and
    /// the nodes refused, once they are made (empty between changes).
    private var clashes: [ID: Int32] = [:]
    /// Children refused as they came, oldest first (``takeRefusals()``).
    private var refusals: [OutlineRefusal] = []
    var requests: [OutlineNode] = []
    /// The position of the row with the keyboard focus, if any.
    package private(set) var focusedRow: Int?

    /// A tree of `items` (each with its children, to any depth), the nodes whose id is in
    /// `expanded` open (those whose children are not loaded start loading: ``takeLoadRequests()``).
    ///
    ///     do {
    ///         let tree = try OutlineTree(items: [OutlineItem(id: "Mail"), OutlineItem(id: "Mail")])
    ///         print(tree.rowCount)
    ///     } catch {
    ///         print(error)   // The id “Mail” is given twice in the tree (top-level item 0; …
    ///     }
    ///
    /// - Throws: ``DuplicateIDError`` for the first id given twice (depth first), with both
    ///   places. The check costs nothing more than indexing the ids as the nodes are made.
    package init(items: [Item], expanded: Set<ID> = []) throws(DuplicateIDError) {
        self.init(unchecked: items, expanded: expanded)
        // An id met again as the nodes were made: the places are looked for now.
        if !clashes.isEmpty {
            clashes = [:]
            var seen: [ID: DuplicateIDPlace] = [:]
            try Self.check(items, under: .roots, seen: &seen, taken: { _ in nil })
        }
    }

    /// ``init(items:expanded:)`` for items whose ids are known to be given once.
    package init(unchecked items: [Item], expanded: Set<ID> = []) {
        let handles = allocate(items, parent: -1)
        roots.set(handles, rows: Array(repeating: 1, count: handles.count))
        for id in expanded {
            guard let handle = byID[id], isExpandable(OutlineNode(index: Int(handle))) else { continue }
            slots[Int(handle)].expanded = true
            startLoading(handle)
        }
        if !expanded.isEmpty {
            recompute(handles)
            roots.set(handles, rows: handles.map { slots[Int($0)].rows })
        }
    }

    /// The children refused as they came since the last call, oldest first: those a loader
    /// gave (``expand(_:load:)`` and the rest) or ``setChildren(_:of:)`` was given that held
    /// an id the tree has elsewhere, or one twice. Each node shows why, with Retry.
    package mutating func takeRefusals() -> [OutlineRefusal] {
        defer { refusals = [] }
        return refusals
    }

    // MARK: Reading

    /// The number of visible rows.
    package var rowCount: Int { roots.total }

    /// The number of nodes in the tree (loaded ones).
    package var nodeCount: Int { slots.count - freeSlots.count }

    /// One more than the largest node handle's ``OutlineNode/index`` (for an app's array of values).
    package var capacity: Int { slots.count }

    /// The top-level nodes, in order.
    package var rootNodes: [OutlineNode] { roots.items.map { OutlineNode(index: Int($0)) } }

    /// Whether `node` is in the tree.
    package func contains(_ node: OutlineNode) -> Bool { live(node.index) }

    /// The node with the app's identity `id`.
    package func node(id: ID) -> OutlineNode? { byID[id].map { OutlineNode(index: Int($0)) } }

    /// The app's identity of `node`.
    package func id(of node: OutlineNode) -> ID? { live(node.index) ? storedID(node.index) : nil }

    /// The app's number kept with `node` (``OutlineItem/tag``); -1 for none.
    package func tag(of node: OutlineNode) -> Int { live(node.index) ? tags[node.index] : -1 }

    /// The parent of `node` (nil for a root).
    package func parent(of node: OutlineNode) -> OutlineNode? {
        guard live(node.index) else { return nil }
        let parent = slots[node.index].parent
        return parent < 0 ? nil : OutlineNode(index: Int(parent))
    }

    /// The children of `node` (the roots for nil), as far as they are loaded.
    package func children(of node: OutlineNode?) -> [OutlineNode] {
        siblings(node).items.map { OutlineNode(index: Int($0)) }
    }

    /// Child `index` of `node` (a root for nil).
    package func child(_ index: Int, of node: OutlineNode?) -> OutlineNode? {
        let list = siblings(node)
        return index >= 0 && index < list.count ? OutlineNode(index: Int(list[index])) : nil
    }

    /// The place of `node` among its siblings (0-based).
    package func indexAmongSiblings(_ node: OutlineNode) -> Int? { live(node.index) ? Int(slots[node.index].index) : nil }

    /// The number of siblings `node` has, itself included.
    package func siblingCount(_ node: OutlineNode) -> Int { live(node.index) ? siblings(parent(of: node)).count : 0 }

    /// The level of `node`: 1 for a root, 2 for its children, and so on.
    public func level(of node: OutlineNode) -> Int {
        guard live(node.index) else { return 0 }
        var level = 1
        var handle = slots[node.index].parent
        while handle >= 0 {
            level += 1
            handle = slots[Int(handle)].parent
        }
        return level
    }

    /// The state of `node`'s children.
    package func childState(of node: OutlineNode) -> ExpandableChildren {
        guard live(node.index) else { return .loaded(0) }
        switch slots[node.index].state {
        case Self.unloaded: return .unloaded
        case Self.loading: return .loading
        case Self.failed: return .failed(failures[Int32(node.index)] ?? "")
        default: return .loaded(kids[node.index].count)
        }
    }

    /// Whether `node` has (or may have) children to show.
    package func isExpandable(_ node: OutlineNode) -> Bool {
        guard live(node.index) else { return false }
        return slots[node.index].state != Self.loaded || !kids[node.index].isEmpty
    }

    /// Whether `node` is open (and has, or may have, children).
    package func isExpanded(_ node: OutlineNode) -> Bool { live(node.index) && slots[node.index].expanded && isExpandable(node) }

    /// The rows shown beneath `node` now (its open subtree's, or its status row), 0 when closed.
    package func rowsBeneath(_ node: OutlineNode) -> Int { live(node.index) ? slots[node.index].rows - 1 : 0 }

    /// The position of `node`'s row among the visible rows, if it is shown.
    package func row(of node: OutlineNode) -> Int? {
        guard live(node.index) else { return nil }
        var position = 0
        var handle = Int32(node.index)
        while true {
            let slot = slots[Int(handle)]
            guard slot.parent >= 0 else { return position + roots.prefix(Int(slot.index)) }
            let parent = Int(slot.parent)
            guard slots[parent].expanded, slots[parent].state == Self.loaded else { return nil }
            position += kids[parent].prefix(Int(slot.index)) + 1
            handle = slot.parent
        }
    }

    /// The position of `row` among the visible rows, if it is shown.
    package func row(of row: OutlineRow) -> Int? {
        switch row {
        case let .node(node): return self.row(of: node)
        case let .status(node):
            guard let top = self.row(of: node), slots[node.index].expanded, isPending(Int32(node.index)) else { return nil }
            return top + 1
        }
    }

    /// What the visible row at `position` shows (nil past the rows, or beneath a node opened
    /// whole whose children are not made yet: ``realize(row:load:count:)``).
    package func row(at position: Int) -> OutlineRow? { descend(to: position).row }

    /// Walks down to visible row `position`: what it shows, or else the node opened whole
    /// (children not made yet) beneath which it lies.
    private func descend(to position: Int) -> (row: OutlineRow?, unmade: Int32?) {
        guard position >= 0, position < rowCount else { return (nil, nil) }
        var parent: Int32 = -1
        var offset = position
        while true {
            let list = parent < 0 ? roots : kids[Int(parent)]
            guard let (index, above) = list.locate(offset) else { return (nil, nil) }
            let handle = list[index]
            offset -= above
            if offset == 0 { return (.node(OutlineNode(index: Int(handle))), nil) }
            offset -= 1
            if isPending(handle) { return (.status(OutlineNode(index: Int(handle))), nil) }
            if !deepRows.isEmpty, deepRows[handle] != nil, slots[Int(handle)].expanded { return (nil, handle) }
            parent = handle
        }
    }

    /// The rows on show, top to bottom (O(n): for tests and small trees), as far as they are
    /// made (`realize(row:load:count:)`).
    public var visibleRows: [OutlineRow] {
        var rows: [OutlineRow] = []
        func walk(_ list: SiblingRows) {
            for handle in list.items {
                rows.append(.node(OutlineNode(index: Int(handle))))
                guard slots[Int(handle)].expanded else { continue }
                if isPending(handle) { rows.append(.status(OutlineNode(index: Int(handle)))) } else { walk(kids[Int(handle)]) }
            }
        }
        walk(roots)
        return rows
    }

    /// The focused row, if any.
    package var focused: OutlineRow? { focusedRow.flatMap { row(at: $0) } }

    /// The nodes whose children started loading (expanded while not loaded, with no loader or
    /// a loader that could not answer at once), oldest first; the list empties.
    package mutating func takeLoadRequests() -> [OutlineNode] {
        defer { requests = [] }
        return requests
    }

    /// `node` and every node beneath it (loaded), depth first.
    package func subtree(of node: OutlineNode) -> [OutlineNode] {
        guard live(node.index) else { return [] }
        var result: [OutlineNode] = []
        var stack = [Int32(node.index)]
        while let handle = stack.popLast() {
            result.append(OutlineNode(index: Int(handle)))
            stack += kids[Int(handle)].items.reversed()
        }
        return result
    }

    // MARK: Opening and closing

    /// Loads a node's children at once when it can: the items, or nil to have them loaded
    /// later (the node shows "Loading…" and is listed by ``takeLoadRequests()``). It is called
    /// while the tree changes: what it needs of the node comes with the request.
    package typealias Loader = (LoadRequest) -> [Item]?

    /// Shows `node`'s children beneath it; nil when it is open already, has no children or is
    /// not in the tree. Children not loaded are asked of `load`, else start loading.
    package mutating func expand(_ node: OutlineNode, load: Loader? = nil) -> OutlineChange? {
        guard isExpandable(node), !slots[node.index].expanded else { return nil }
        let handle = Int32(node.index)
        return changeSubtree(of: handle) { tree in
            tree.slots[node.index].expanded = true
            // A node opened whole before (and closed since) opens whole again.
            if tree.deepRows[handle] == nil { tree.load(handle, with: load) }
            return true
        }
    }

    /// Hides `node`'s children (what is open beneath stays open, for the next expand); nil
    /// when it is not open. A focused row beneath it hands the focus to it.
    package mutating func collapse(_ node: OutlineNode) -> OutlineChange? {
        guard isExpanded(node) else {
            // Open without children (they went): it shows none when some come.
            if live(node.index) { slots[node.index].expanded = false }
            return nil
        }
        return changeSubtree(of: Int32(node.index)) { tree in
            tree.slots[node.index].expanded = false
            return true
        }
    }

    /// Opens a closed node, or closes an open one.
    package mutating func toggle(_ node: OutlineNode, load: Loader? = nil) -> OutlineChange? {
        isExpanded(node) ? collapse(node) : expand(node, load: load)
    }

    /// Says how many nodes lie beneath a node whose children are not made yet, every level
    /// counted (4 children of 4 children each: 20), when the app knows without making them;
    /// nil when it does not (the children are then made at once).
    package typealias Counter = (LoadRequest) -> Int?

    /// Opens `node` and every node beneath it (loading children as ``expand(_:load:)`` does:
    /// nodes whose children load later show "Loading…", and open their children's subtrees
    /// only once asked again); one change, nil when nothing changed. Nodes whose children are
    /// not made yet and that `count` counts open whole, their children made as their rows are
    /// read (``realize(row:load:count:)``).
    package mutating func expandSubtree(_ node: OutlineNode, load: Loader? = nil, count: Counter? = nil) -> OutlineChange? {
        guard live(node.index) else { return nil }
        return changeSubtree(of: Int32(node.index)) { tree in
            tree.setOpen(true, below: [Int32(node.index)], load: load, count: count)
        }
    }

    /// Closes `node` and every node beneath it; one change, nil when nothing was open.
    package mutating func collapseSubtree(_ node: OutlineNode) -> OutlineChange? {
        guard live(node.index) else { return nil }
        return changeSubtree(of: Int32(node.index)) { tree in
            tree.setOpen(false, below: [Int32(node.index)], load: nil)
        }
    }

    /// Opens every node of the tree (see ``expandSubtree(_:load:count:)``); one change. With a
    /// `count` for the nodes whose children are not made yet, it costs the nodes made so far,
    /// not the nodes it opens:
    ///
    ///     var tree = try OutlineTree(items: [.unloaded(id: "Mail")])
    ///     let folders: OutlineTree.Loader = { request in
    ///         (0 ..< 4).map { OutlineItem(id: "\(request.id ?? "")/\($0)") }
    ///     }
    ///     tree.expandAll(load: folders, count: { _ in 4 })   // 5 rows, 1 node
    ///     _ = tree.realize(row: 3, load: folders, count: { _ in 4 })
    ///     print(tree.row(at: 3).flatMap { tree.id(of: $0.node) } ?? "")   // Mail/2
    @discardableResult
    package mutating func expandAll(load: Loader? = nil, count: Counter? = nil) -> OutlineChange? {
        changeAll { tree in tree.setOpen(true, below: tree.roots.items, load: load, count: count, whole: true) }
    }

    /// Makes the nodes of visible row `position` when it lies beneath a node opened whole whose
    /// children are not made yet (``expandAll(load:count:)`` with a count): each such node on
    /// the way gets its children from `load` (made open whole in turn where `count` counts
    /// them), until ``row(at:)`` answers. O(depth · (log siblings + children made)); nothing
    /// when the row is made already. Returns the changes of the rows, which are none unless a
    /// count was wrong (the rows beneath that node are replaced by what it shows) or children
    /// load later (their node shows "Loading…").
    package mutating func realize(row position: Int, load: Loader?, count: Counter?) -> [OutlineChange] {
        var changes: [OutlineChange] = []
        while let handle = unmadeNode(at: position) {
            if let change = makeChildren(of: handle, load: load, count: count) { changes.append(change) }
        }
        return changes
    }

    /// The ids of the nodes opened whole whose children are not made yet.
    var wholeOpenIDs: Set<ID> { Set(deepRows.keys.compactMap { storedID(Int($0)) }) }

    /// Whether visible row `position` lies beneath a node opened whole whose children are not
    /// made yet (``row(at:)`` answers nil for it until ``realize(row:load:count:)``).
    package func isUnmade(row position: Int) -> Bool { unmadeNode(at: position) != nil }

    /// The node opened whole, children not made, beneath which visible row `position` lies.
    private func unmadeNode(at position: Int) -> Int32? { deepRows.isEmpty ? nil : descend(to: position).unmade }

    /// Makes the children of `handle` (opened whole, children not made) and opens them the
    /// same way; the change of its rows if they are not what it counted.
    private mutating func makeChildren(of handle: Int32, load: Loader?, count: Counter?) -> OutlineChange? {
        let anchor = focusAnchor()
        let top = row(of: OutlineNode(index: Int(handle)))
        let before = slots[Int(handle)].rows
        deepRows[handle] = nil
        self.load(handle, with: load)
        if slots[Int(handle)].state == Self.loaded, !kids.isEmpty(Int(handle)) {
            setOpen(true, below: kids[Int(handle)].items, load: load, count: count)
        }
        sumBottomUp([handle])
        let after = slots[Int(handle)].rows
        propagate(from: handle, delta: after - before)
        guard after != before, let top else { return nil }
        let change = OutlineChange.replaced(top + 1..<top + before, count: after - 1)
        restoreFocus(anchor, fallback: top)
        return change
    }

    /// Closes every node of the tree: only the roots show; one change.
    package mutating func collapseAll() -> OutlineChange? {
        changeAll { tree in tree.closeAll() }
    }

    // MARK: Loading children

    /// `node`'s children are `items` (loaded, or loaded again): an open node shows them in place
    /// of its status row or of the children it showed (those go, with what was beneath them).
    /// Items holding an id the tree has elsewhere (or one twice) are refused: the node shows
    /// why, as a failed load (``setChildren(_:ofID:)`` throws instead).
    package mutating func setChildren(_ items: [Item], of node: OutlineNode) -> [OutlineChange] {
        guard live(node.index) else { return [] }
        let handle = Int32(node.index)
        return changeSubtree(of: handle) { tree in
            tree.replaceChildren(of: handle, with: items)
            return true
        }.map { [$0] } ?? []
    }

    /// Loading `node`'s children failed for `reason`: its status row says so.
    package mutating func childrenFailed(_ node: OutlineNode, reason: String) -> [OutlineChange] {
        guard live(node.index), slots[node.index].state == Self.loading || slots[node.index].state == Self.unloaded else { return [] }
        slots[node.index].state = Self.failed
        failures[Int32(node.index)] = reason
        return statusChanged(node)
    }

    /// Asks again for `node`'s children after a failure: its status row says "Loading…", and
    /// the node is listed by ``takeLoadRequests()``.
    package mutating func retry(_ node: OutlineNode) -> [OutlineChange] {
        guard live(node.index), slots[node.index].state == Self.failed else { return [] }
        failures[Int32(node.index)] = nil
        slots[node.index].state = Self.loading
        requests.append(node)
        return statusChanged(node)
    }

    // MARK: The app's changes

    /// Inserts `items` (each with its children) as children `index` (clamped) of `parent` (the
    /// roots for nil). A parent whose children are not loaded takes none (they come with its
    /// children). A parent that had none shows them if it was open before.
    @discardableResult
    package mutating func insert(_ items: [Item], at index: Int, under parent: OutlineNode?) -> [OutlineChange] {
        guard !items.isEmpty else { return [] }
        if let parent { guard live(parent.index), slots[parent.index].state == Self.loaded else { return [] } }
        let parentHandle = parent.map { Int32($0.index) } ?? -1
        let wasExpandable = parent.map(isExpandable) ?? true
        let index = min(max(0, index), siblings(parent).count)
        let anchor = focusAnchor()
        let handles = items.map { allocate($0, parent: parentHandle, index: 0) }
        // An id the tree holds, or one given twice: nothing is inserted (``insert(_:at:underID:)``
        // says which).
        guard clashes.isEmpty else {
            putBackClashes()
            for handle in handles { free(handle) }
            return []
        }
        attach(handles, to: parentHandle, at: index)
        var changes: [OutlineChange] = []
        if let top = firstChildRow(of: parentHandle, index: index) {
            changes.append(.inserted(top..<top + handles.count))
        }
        if !wasExpandable, let parent, let row = row(of: parent) { changes.append(.updated(row..<row + 1)) }
        restoreFocus(anchor, fallback: nil)
        return changes
    }

    /// Removes `node` with everything beneath it.
    @discardableResult
    package mutating func remove(_ node: OutlineNode) -> [OutlineChange] {
        guard live(node.index) else { return [] }
        let handle = Int32(node.index)
        let anchor = focusAnchor()
        let top = row(of: node)
        let rows = slots[node.index].rows
        let parent = slots[node.index].parent
        detach(handle)
        free(handle)
        var changes: [OutlineChange] = []
        if let top { changes.append(.removed(top..<top + rows)) }
        if parent >= 0, kids[Int(parent)].isEmpty, slots[Int(parent)].state == Self.loaded,
            let row = row(of: OutlineNode(index: Int(parent)))
        {
            changes.append(.updated(row..<row + 1))
        }
        restoreFocus(anchor, fallback: top)
        return changes
    }

    /// `node` changed: its row re-binds (its children stay: ``setChildren(_:of:)`` replaces them).
    @discardableResult
    package mutating func update(_ node: OutlineNode) -> [OutlineChange] {
        guard let row = row(of: node) else { return [] }
        return [.updated(row..<row + 1)]
    }

    /// Moves `node` (with everything beneath it, open as it was) so that it is child `index`
    /// (clamped) of `parent` (the roots for nil). Nothing happens when `parent` is `node` or
    /// beneath it, or has children not loaded. The focus stays on the rows it was on.
    @discardableResult
    package mutating func move(_ node: OutlineNode, to parent: OutlineNode?, at index: Int) -> [OutlineChange] {
        guard live(node.index) else { return [] }
        if let parent {
            guard live(parent.index), slots[parent.index].state == Self.loaded else { return [] }
            var ancestor: OutlineNode? = parent
            while let current = ancestor {
                if current == node { return [] }
                ancestor = self.parent(of: current)
            }
        }
        let handle = Int32(node.index)
        let oldParent = slots[node.index].parent
        let newParent = parent.map { Int32($0.index) } ?? -1
        let index = min(max(0, index), siblings(parent).count - (oldParent == newParent ? 1 : 0))
        if oldParent == newParent, Int(slots[node.index].index) == index { return [] }
        let anchor = focusAnchor()
        let rows = slots[node.index].rows
        var changes: [OutlineChange] = []
        if let top = row(of: node) { changes.append(.removed(top..<top + rows)) }
        let oldWasExpandable = oldParent >= 0 && isExpandable(OutlineNode(index: Int(oldParent)))
        let newWasExpandable = newParent < 0 || isExpandable(OutlineNode(index: Int(newParent)))
        detach(handle)
        attach([handle], to: newParent, at: index)
        var after: [OutlineChange] = []
        if let top = row(of: node) { after.append(.inserted(top..<top + rows)) }
        if oldWasExpandable, let row = row(of: OutlineNode(index: Int(oldParent))), !isExpandable(OutlineNode(index: Int(oldParent))) {
            after.append(.updated(row..<row + 1))
        }
        if !newWasExpandable, let row = row(of: OutlineNode(index: Int(newParent))) { after.append(.updated(row..<row + 1)) }
        restoreFocus(anchor, fallback: nil)
        return changes + after
    }

    // MARK: Focus

    /// Moves the focus to visible row `position`, clamped to the rows (nil clears it).
    package mutating func focus(row position: Int?) {
        guard let position, rowCount > 0 else {
            focusedRow = nil
            return
        }
        focusedRow = min(max(0, position), rowCount - 1)
    }

    /// Checks every sum, link and count against the nodes (O(n), for tests): the first
    /// inconsistency found, or nil.
    package func invariantViolation() -> String? {
        var seen = 0
        func check(_ list: SiblingRows, parent: Int32) -> String? {
            for (index, handle) in list.items.enumerated() {
                let slot = slots[Int(handle)]
                seen += 1
                if slot.state == Self.free { return "node \(handle) is free but listed" }
                if slot.parent != parent { return "node \(handle) has parent \(slot.parent), listed under \(parent)" }
                if Int(slot.index) != index { return "node \(handle) has index \(slot.index), listed at \(index)" }
                if list.prefix(index + 1) - list.prefix(index) != slot.rows { return "sum of node \(handle) is not its rows" }
                if let problem = check(kids[Int(handle)], parent: handle) { return problem }
                var rows = 1
                if slot.expanded {
                    if isPending(handle) {
                        rows = 2
                    } else if slot.state == Self.loaded {
                        rows += kids[Int(handle)].total
                    } else {
                        rows += deepRows[handle] ?? 0
                    }
                }
                if rows != slot.rows { return "node \(handle) has \(slot.rows) rows, shows \(rows)" }
                if let id = storedID(Int(handle)), byID[id] != handle { return "id \(id) does not find node \(handle)" }
            }
            return nil
        }
        if let problem = check(roots, parent: -1) { return problem }
        if seen != nodeCount { return "\(seen) nodes reachable, \(nodeCount) live" }
        if byID.count != ids.compactMap({ $0 }).count { return "the id index has \(byID.count) entries" }
        for (handle, beneath) in deepRows where slots[Int(handle)].state != Self.unloaded || beneath <= 0 {
            return "node \(handle), opened whole with \(beneath) beneath, is not a node whose children are to come"
        }
        if let focusedRow, focusedRow >= rowCount { return "focus \(focusedRow) past \(rowCount) rows" }
        return nil
    }

    /// Opens the nodes whose id is in `ids` as they come (children loaded by `load` may hold
    /// more of them), then sums every row again: a new tree's part of a snapshot.
    /// Those in `whole` whose children are not given open whole where `count` counts them.
    mutating func reopen(_ open: Set<ID>, whole: Set<ID> = [], load: Loader?, count: Counter? = nil) {
        guard !open.isEmpty else { return }
        var stack = roots.items
        while let handle = stack.popLast() {
            let node = OutlineNode(index: Int(handle))
            if let id = storedID(Int(handle)), open.contains(id), isExpandable(node) {
                slots[Int(handle)].expanded = true
                if whole.contains(id), slots[Int(handle)].state == Self.unloaded, let count,
                    let beneath = count(request(for: handle)), beneath > 0
                {
                    deepRows[handle] = beneath
                } else {
                    self.load(handle, with: load)
                }
            }
            let list = kids[Int(handle)]
            for place in 0..<list.count { stack.append(list[place]) }
        }
        recompute(roots.items)
        roots.set(roots.items, rows: roots.items.map { slots[Int($0)].rows })
    }

    // MARK: Nodes

    private func live(_ index: Int) -> Bool { index >= 0 && index < slots.count && slots[index].state != Self.free }

    private func isPending(_ handle: Int32) -> Bool {
        let state = slots[Int(handle)].state
        return state == Self.loading || state == Self.failed
    }

    private func siblings(_ node: OutlineNode?) -> SiblingRows {
        guard let node else { return roots }
        return live(node.index) ? kids[node.index] : SiblingRows()
    }

    private func storedID(_ index: Int) -> ID? { index < ids.count ? ids[index] : nil }

    private mutating func setID(_ id: ID?, at index: Int) {
        if let id {
            if index >= ids.count { ids.append(contentsOf: repeatElement(nil, count: index + 1 - ids.count)) }
            ids[index] = id
        } else if index < ids.count {
            ids[index] = nil
        }
    }

    /// Makes a node (and its children) for `item`, under `parent`; returns its handle.
    private mutating func allocate(_ item: Item, parent: Int32, index: Int32) -> Int32 {
        let handle: Int32
        let state = item.children != nil ? Self.loaded : (item.hasUnloadedChildren ? Self.unloaded : Self.loaded)
        if let reused = freeSlots.popLast() {
            handle = reused
            let generation = slots[Int(handle)].generation
            slots[Int(handle)] = Slot(parent: parent, index: index, rows: 1, state: state, expanded: false, generation: generation)
            setID(item.id, at: Int(handle))
            tags[Int(handle)] = item.tag
        } else {
            handle = Int32(slots.count)
            slots.append(Slot(parent: parent, index: index, rows: 1, state: state, expanded: false, generation: 0))
            kids.append(count: 1)
            setID(item.id, at: Int(handle))
            tags.append(item.tag)
        }
        if let id = item.id, let holder = byID.updateValue(handle, forKey: id), clashes[id] == nil { clashes[id] = holder }
        if let children = item.children, !children.isEmpty { kids[Int(handle)].setClosed(allocate(children, parent: handle)) }
        return handle
    }

    /// Makes the nodes (and their children) for `items`, children 0, 1, … of `parent`; returns
    /// their handles. Nodes without children known come in bulk, at the end of the storage.
    private mutating func allocate(_ items: [Item], parent: Int32) -> [Int32] {
        var handles: [Int32] = []
        handles.reserveCapacity(items.count)
        var place = 0
        while place < items.count {
            if freeSlots.isEmpty {
                // The leaves and unloaded nodes from here on, up to one with children.
                var end = place
                while end < items.count, items[end].children?.isEmpty ?? true { end += 1 }
                if end > place {
                    appendChildless(items[place..<end], parent: parent, from: place, handles: &handles)
                    place = end
                    continue
                }
            }
            handles.append(allocate(items[place], parent: parent, index: Int32(place)))
            place += 1
        }
        return handles
    }

    /// Appends nodes without children known for `items`, children `first`, … of `parent`.
    private mutating func appendChildless(_ items: ArraySlice<Item>, parent: Int32, from first: Int, handles: inout [Int32]) {
        let base = slots.count
        if slots.capacity < base + items.count {
            // Growing while many nodes come at once (expand all): four times over, not twice,
            // copies the storage a third as much; the room not used yet is never touched.
            let capacity = max(64, (base + items.count) * 4)
            slots.reserveCapacity(capacity)
            tags.reserveCapacity(capacity)
            kids.reserveCapacity(capacity)
        }
        for (offset, item) in zip(0..., items) {
            let state = item.children == nil && item.hasUnloadedChildren ? Self.unloaded : Self.loaded
            slots.append(Slot(parent: parent, index: Int32(first + offset), rows: 1, state: state, expanded: false, generation: 0))
            setID(item.id, at: base + offset)
            tags.append(item.tag)
            handles.append(Int32(base + offset))
            if let id = item.id, let holder = byID.updateValue(Int32(base + offset), forKey: id), clashes[id] == nil {
                clashes[id] = holder
            }
        }
        kids.append(count: items.count)
    }

    /// Frees `handle` and every node beneath it (already detached from its parent).
    private mutating func free(_ handle: Int32) {
        var stack = [handle]
        while let current = stack.popLast() {
            let index = Int(current)
            stack += kids[index].items
            kids[index] = SiblingRows()
            if let id = storedID(index), byID[id] == current { byID[id] = nil }
            setID(nil, at: index)
            failures[current] = nil
            if !deepRows.isEmpty { deepRows[current] = nil }
            slots[index].state = Self.free
            slots[index].expanded = false
            slots[index].generation &+= 1
            freeSlots.append(current)
        }
    }

    /// Takes `handle` out of its parent's children (the parent's rows follow).
    private mutating func detach(_ handle: Int32) {
        let slot = slots[Int(handle)]
        let index = Int(slot.index)
        if slot.parent < 0 {
            roots.remove(index..<index + 1) { slots[Int($0)].rows }
            renumber(roots, from: index)
        } else {
            let parent = Int(slot.parent)
            kids[parent].remove(index..<index + 1) { slots[Int($0)].rows }
            renumber(kids[parent], from: index)
            refreshRows(slot.parent)
        }
    }

    /// Puts `handles` (detached) among `parent`'s children at `index` (the parent's rows follow).
    private mutating func attach(_ handles: [Int32], to parent: Int32, at index: Int) {
        for handle in handles { slots[Int(handle)].parent = parent }
        if parent < 0 {
            roots.insert(handles, at: index) { slots[Int($0)].rows }
            renumber(roots, from: index)
        } else {
            kids[Int(parent)].insert(handles, at: index) { slots[Int($0)].rows }
            renumber(kids[Int(parent)], from: index)
            refreshRows(parent)
        }
    }

    private mutating func renumber(_ list: SiblingRows, from index: Int) {
        for place in index..<list.count { slots[Int(list[place])].index = Int32(place) }
    }

    /// The row where child `index` of `parent` (-1: the roots) shows, if its children show.
    private func firstChildRow(of parent: Int32, index: Int) -> Int? {
        if parent < 0 { return roots.prefix(index) }
        let node = OutlineNode(index: Int(parent))
        guard slots[Int(parent)].expanded, let top = row(of: node) else { return nil }
        return top + 1 + kids[Int(parent)].prefix(index)
    }

    /// The rows `handle` shows by its own state and its children's sums.
    private func ownRows(_ handle: Int32) -> Int {
        let slot = slots[Int(handle)]
        guard slot.expanded else { return 1 }
        switch slot.state {
        case Self.loaded: return 1 + kids[Int(handle)].total
        case Self.loading, Self.failed: return 2
        default: return 1 + (deepRows[handle] ?? 0)
        }
    }

    /// Brings `handle`'s rows up to date, and its ancestors' sums with them.
    private mutating func refreshRows(_ handle: Int32) {
        let delta = ownRows(handle) - slots[Int(handle)].rows
        slots[Int(handle)].rows += delta
        propagate(from: handle, delta: delta)
    }

    /// An open node whose children are not loaded: asked of `load`, else loading.
    private mutating func load(_ handle: Int32, with load: Loader?) {
        guard slots[Int(handle)].state == Self.unloaded else { return }
        if let load, let items = load(request(for: handle)) {
            slots[Int(handle)].state = Self.loaded
            replaceChildren(of: handle, with: items)
        } else {
            startLoading(handle)
        }
    }

    /// What a loader or a counter is asked of `handle`.
    private func request(for handle: Int32) -> LoadRequest {
        let node = OutlineNode(index: Int(handle))
        return LoadRequest(node: node, id: storedID(Int(handle)), tag: tags[Int(handle)], level: level(of: node))
    }

    private mutating func startLoading(_ handle: Int32) {
        guard slots[Int(handle)].state == Self.unloaded else { return }
        slots[Int(handle)].state = Self.loading
        requests.append(OutlineNode(index: Int(handle)))
    }

    /// Replaces `handle`'s children by nodes for `items` (its rows are not refreshed). Items
    /// holding an id the tree has elsewhere, or one twice, are refused (``takeRefusals()``):
    /// the node's load failed, saying why.
    private mutating func replaceChildren(of handle: Int32, with items: [Item]) {
        if !kids.isEmpty(Int(handle)) {
            for child in kids[Int(handle)].items { free(child) }
            kids[Int(handle)] = SiblingRows()
        }
        // Most nodes never failed: no look-up of the failures for them.
        if !failures.isEmpty { failures[handle] = nil }
        slots[Int(handle)].state = Self.loaded
        let handles = allocate(items, parent: handle)
        guard clashes.isEmpty else { return refuse(handles, of: handle, items: items) }
        if !handles.isEmpty { kids.setClosed(Int(handle), handles) }
    }

    /// Each id met again as nodes were made goes back to the node that held it first.
    private mutating func putBackClashes() {
        for (id, holder) in clashes { byID[id] = holder }
        clashes = [:]
    }

    /// `handles`, made for `items` as `handle`'s children, held an id met again: they go, and
    /// `handle` shows why (its load failed), as a refusal.
    private mutating func refuse(_ handles: [Int32], of handle: Int32, items: [Item]) {
        putBackClashes()
        for made in handles { free(made) }
        let node = OutlineNode(index: Int(handle))
        var seen: [ID: DuplicateIDPlace] = [:]
        let tree = self
        let error: DuplicateIDError
        do throws(DuplicateIDError) {
            try Self.check(items, under: newPlace(under: node, at: 0), seen: &seen) { id in
                tree.node(id: id).map { tree.place(of: $0) }
            }
            return // not reached: an id was met again
        } catch let found {
            error = found
        }
        var tags: [Int] = []
        var stack = items
        while let item = stack.popLast() {
            if item.tag >= 0 { tags.append(item.tag) }
            stack += item.children ?? []
        }
        slots[Int(handle)].state = Self.failed
        failures[handle] = error.description
        refusals.append(OutlineRefusal(node: node, error: error, tags: tags))
    }

    /// Opens (or closes) every node beneath and including `tops`, then sums their rows again
    /// from the bottom up (each sibling list rebuilt once). `whole`: `tops` are the roots (the
    /// list of the nodes reached is sized for every node at once).
    @discardableResult
    private mutating func setOpen(_ open: Bool, below tops: [Int32], load: Loader?, count: Counter? = nil, whole: Bool = false) -> Bool {
        var changed = false
        var stack = tops
        // Each node as it is reached (children loaded), for summing the rows bottom up after.
        var order: [Int32] = []
        if whole { order.reserveCapacity(nodeCount) }
        while let handle = stack.popLast() {
            order.append(handle)
            let node = OutlineNode(index: Int(handle))
            if open {
                guard isExpandable(node) else { continue }
                let unloaded = slots[Int(handle)].state == Self.unloaded
                if !slots[Int(handle)].expanded || (unloaded && deepRows[handle] == nil) { changed = true }
                slots[Int(handle)].expanded = true
                if unloaded, deepRows[handle] == nil {
                    // Counted: opened whole, its children made when their rows are read.
                    if let count, let beneath = count(request(for: handle)), beneath > 0 {
                        deepRows[handle] = beneath
                    } else {
                        self.load(handle, with: load)
                    }
                }
            } else {
                if slots[Int(handle)].expanded && isExpandable(node) { changed = true }
                slots[Int(handle)].expanded = false
                if !deepRows.isEmpty { deepRows[handle] = nil }
            }
            if !kids.isEmpty(Int(handle)) { stack.append(contentsOf: kids[Int(handle)].items) }
        }
        sumBottomUp(order)
        return changed
    }

    /// Closes every node of the tree, each node's rows and each sibling list's sums set at
    /// once (every node shows one row): one pass over the nodes in the order they are kept,
    /// reading no child. Whether anything was open.
    private mutating func closeAll() -> Bool {
        var changed = false
        slots.withUnsafeMutableBufferPointer { slots in
            for index in 0..<slots.count where slots[index].state != Self.free {
                if slots[index].expanded, !kids.isEmpty(index) || slots[index].state != Self.loaded { changed = true }
                slots[index].expanded = false
                slots[index].rows = 1
            }
        }
        kids.setAllOnes()
        roots.setAllOnes()
        deepRows = [:]
        return changed
    }

    /// Sums the rows of `tops` (the roots: init and reopen) and everything beneath them again,
    /// bottom up.
    private mutating func recompute(_ tops: [Int32]) {
        // Depth first, each node after its children.
        var order: [Int32] = []
        order.reserveCapacity(nodeCount)
        var stack = tops
        while let handle = stack.popLast() {
            order.append(handle)
            if !kids.isEmpty(Int(handle)) { stack.append(contentsOf: kids[Int(handle)].items) }
        }
        sumBottomUp(order)
    }

    /// Sums the rows of the nodes of `order` (each before every node beneath it) from the last
    /// to the first: each sibling list summed in place from its children's rows.
    private mutating func sumBottomUp(_ order: [Int32]) {
        slots.withUnsafeMutableBufferPointer { slots in
            for handle in order.reversed() {
                let index = Int(handle)
                var slot = slots[index]
                let total = kids.resum(index) { slots[Int($0)].rows }
                if !slot.expanded {
                    slot.rows = 1
                } else {
                    switch slot.state {
                    case Self.loaded: slot.rows = 1 + total
                    case Self.loading, Self.failed: slot.rows = 2
                    default: slot.rows = 1 + (deepRows[handle] ?? 0)
                    }
                }
                slots[index] = slot
            }
        }
    }

    /// Changes what `handle` shows beneath itself through `body` (which says whether it changed
    /// anything, and propagates nothing of `handle`'s rows); the ancestors' sums and the
    /// focus follow. Returns the change of the rows beneath it (nil if none).
    private mutating func changeSubtree(of handle: Int32, _ body: (inout OutlineTree) -> Bool) -> OutlineChange? {
        let anchor = focusAnchor()
        let node = OutlineNode(index: Int(handle))
        let top = row(of: node)
        let before = slots[Int(handle)].rows
        let changed = body(&self)
        // Its sums are fresh; its ancestors' follow.
        let after = ownRows(handle)
        slots[Int(handle)].rows = after
        propagate(from: handle, delta: after - before)
        var change: OutlineChange?
        if let top, changed {
            let old = before - 1
            let new = after - 1
            if old == 0, new > 0 {
                change = .inserted(top + 1..<top + 1 + new)
            } else if new == 0, old > 0 {
                change = .removed(top + 1..<top + 1 + old)
            } else if old > 0 {
                change = .replaced(top + 1..<top + 1 + old, count: new)
            }
        }
        restoreFocus(anchor, fallback: top)
        return change
    }

    /// Changes the whole tree through `body`; one change of every row.
    private mutating func changeAll(_ body: (inout OutlineTree) -> Bool) -> OutlineChange? {
        let anchor = focusAnchor()
        let before = visibleSignature()
        let old = rowCount
        let changed = body(&self)
        let rows = roots.items.map { slots[Int($0)].rows }
        roots.set(roots.items, rows: rows)
        guard changed, visibleSignature() != before || rowCount != old else {
            restoreFocus(anchor, fallback: nil)
            return nil
        }
        let change = OutlineChange.replaced(0..<old, count: rowCount)
        restoreFocus(anchor, fallback: 0)
        return change
    }

    /// What tells whether the whole tree's rows changed: each root's rows (the roots stay).
    private func visibleSignature() -> [Int] { roots.items.map { slots[Int($0)].rows } }

    /// `handle`'s rows changed by `delta` (its own already set): its ancestors' sums follow.
    private mutating func propagate(from handle: Int32, delta: Int) {
        guard delta != 0 else { return }
        let slot = slots[Int(handle)]
        if slot.parent < 0 {
            roots.add(delta, at: Int(slot.index))
            return
        }
        let parent = Int(slot.parent)
        kids[parent].add(delta, at: Int(slot.index))
        guard slots[parent].expanded, slots[parent].state == Self.loaded else { return }
        slots[parent].rows += delta
        propagate(from: slot.parent, delta: delta)
    }

    private mutating func statusChanged(_ node: OutlineNode) -> [OutlineChange] {
        guard let row = row(of: .status(node)) else { return [] }
        return [.updated(row..<row + 1)]
    }

    /// What the focus is on, to find it again after a change.
    private func focusAnchor() -> (row: OutlineRow, generation: UInt32)? {
        guard let row = focused else { return nil }
        return (row, slots[row.node.index].generation)
    }

    /// Puts the focus back on `anchor`'s row, or its nearest shown ancestor; a node that went
    /// hands it to row `fallback` (clamped).
    private mutating func restoreFocus(_ anchor: (row: OutlineRow, generation: UInt32)?, fallback: Int?) {
        guard let anchor else {
            if let focusedRow { focus(row: focusedRow) }
            return
        }
        let node = anchor.row.node
        guard live(node.index), slots[node.index].generation == anchor.generation else {
            focus(row: fallback ?? focusedRow)
            return
        }
        if let row = row(of: anchor.row) {
            focusedRow = row
            return
        }
        var current: OutlineNode? = node
        while let candidate = current {
            if let row = row(of: candidate) {
                focusedRow = row
                return
            }
            current = parent(of: candidate)
        }
        focus(row: fallback ?? focusedRow)
    }
}
