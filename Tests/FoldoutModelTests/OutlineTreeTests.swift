import FoldoutModel
import Testing

// The trees here are identified by text.
private typealias OutlineTree = FoldoutModel.OutlineTree<String>
private typealias OutlineItem = FoldoutModel.OutlineItem<String>
private typealias OutlineLoadRequest = FoldoutModel.OutlineLoadRequest<String>

/// The obvious model of a tree of any depth: nodes holding their children in arrays; each row
/// is named by its node's id ("n3"), a status row "n3:status".
private final class ShadowNode {
    enum State: Equatable { case loaded, unloaded, loading, failed }
    let id: String
    var children: [ShadowNode] = []
    var state: State
    var expanded = false
    weak var parent: ShadowNode?

    init(_ item: OutlineItem, parent: ShadowNode?) {
        id = item.id ?? ""
        self.parent = parent
        state = item.children == nil && item.hasUnloadedChildren ? .unloaded : .loaded
        children = (item.children ?? []).map { ShadowNode($0, parent: nil) }
        for child in children { child.parent = self }
    }

    var isExpandable: Bool { state != .loaded || !children.isEmpty }
    var level: Int { (parent?.level ?? 0) + 1 }

    func contains(_ node: ShadowNode) -> Bool {
        var current: ShadowNode? = node
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }
}

private struct ShadowTree {
    var roots: [ShadowNode]

    init(_ items: [OutlineItem]) { roots = items.map { ShadowNode($0, parent: nil) } }

    var labels: [String] {
        var rows: [String] = []
        func walk(_ list: [ShadowNode]) {
            for node in list {
                rows.append(node.id)
                guard node.expanded, node.isExpandable else { continue }
                if node.state == .loading || node.state == .failed { rows.append(node.id + ":status") } else { walk(node.children) }
            }
        }
        walk(roots)
        return rows
    }

    var all: [ShadowNode] {
        var result: [ShadowNode] = []
        var stack = roots
        while let node = stack.popLast() {
            result.append(node)
            stack += node.children
        }
        return result.sorted { $0.id < $1.id }
    }

    func find(_ id: String) -> ShadowNode? { all.first { $0.id == id } }

    func siblings(of node: ShadowNode) -> [ShadowNode] { node.parent?.children ?? roots }

    /// Opens `node` as the tree does, with the children `loaded` says it loaded.
    func open(_ node: ShadowNode, loaded: [String: [OutlineItem]]) {
        guard node.isExpandable else { return }
        node.expanded = true
        if node.state == .unloaded {
            if let items = loaded[node.id] {
                node.state = .loaded
                node.children = items.map { ShadowNode($0, parent: node) }
            } else {
                node.state = .loading
            }
        }
    }

    func setOpen(_ open: Bool, subtree list: [ShadowNode], loaded: [String: [OutlineItem]]) {
        for node in list {
            if open { self.open(node, loaded: loaded) } else { node.expanded = false }
            setOpen(open, subtree: node.children, loaded: loaded)
        }
    }
}

/// Makes up nodes with fresh ids, at most `depth` levels deep.
private struct ItemMaker {
    var random: SeededGenerator
    var serial = 0

    mutating func items(_ count: Int, depth: Int) -> [OutlineItem] {
        (0..<count).map { _ in item(depth: depth) }
    }

    mutating func item(depth: Int) -> OutlineItem {
        serial += 1
        let id = "n\(serial)"
        guard depth > 1 else { return OutlineItem(id: id) }
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<3: return OutlineItem(id: id)
        case 3..<5: return .unloaded(id: id)
        default: return OutlineItem(id: id, children: items(Int.random(in: 0...4, using: &random), depth: depth - 1))
        }
    }
}

/// A loader that answers at once or not, by a seeded coin, and records what it answered.
private final class RecordingLoader {
    var maker: ItemMaker
    var answered: [String: [OutlineItem]] = [:]
    let depth: Int

    init(maker: ItemMaker, depth: Int) {
        self.maker = maker
        self.depth = depth
    }

    func load(_ request: OutlineLoadRequest) -> [OutlineItem]? {
        guard Bool.random(using: &maker.random), let id = request.id else { return nil }
        let items = maker.items(Int.random(in: 0...4, using: &maker.random), depth: max(1, depth - request.level))
        answered[id] = items
        return items
    }
}

/// A view's copy of the rows kept only from the changes: what came in or was re-bound is "?".
private func applied(_ changes: [OutlineChange], to rows: [String]) -> [String]? {
    var rows = rows
    for change in changes {
        switch change {
        case let .inserted(range):
            guard range.lowerBound <= rows.count else { return nil }
            rows.insert(contentsOf: Array(repeating: "?", count: range.count), at: range.lowerBound)
        case let .removed(range):
            guard range.upperBound <= rows.count else { return nil }
            rows.removeSubrange(range)
        case let .updated(range):
            guard range.upperBound <= rows.count else { return nil }
            rows.replaceSubrange(range, with: Array(repeating: "?", count: range.count))
        case let .replaced(range, count):
            guard range.upperBound <= rows.count else { return nil }
            rows.replaceSubrange(range, with: Array(repeating: "?", count: count))
        }
    }
    return rows
}

private func label(_ tree: OutlineTree, _ row: OutlineRow) -> String {
    switch row {
    case let .node(node): tree.id(of: node) ?? "-"
    case let .status(node): (tree.id(of: node) ?? "-") + ":status"
    }
}

/// Checks the tree against the shadow: rows, positions both ways, levels, places among
/// siblings, states, the sums (``OutlineTree/invariantViolation()``).
private func verify(
    _ tree: OutlineTree, _ shadow: ShadowTree, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let labels = shadow.labels
    let note = Comment(rawValue: context)
    #expect(tree.invariantViolation() == nil, "\(tree.invariantViolation() ?? "") \(context)", sourceLocation: sourceLocation)
    #expect(tree.visibleRows.map { label(tree, $0) } == labels, note, sourceLocation: sourceLocation)
    #expect(tree.rowCount == labels.count, note, sourceLocation: sourceLocation)
    for position in 0..<min(tree.rowCount, labels.count) {
        guard let row = tree.row(at: position) else {
            Issue.record("no row at \(position) \(context)", sourceLocation: sourceLocation)
            return
        }
        #expect(label(tree, row) == labels[position], note, sourceLocation: sourceLocation)
        #expect(tree.row(of: row) == position, note, sourceLocation: sourceLocation)
    }
    for node in shadow.all {
        guard let found = tree.node(id: node.id) else {
            Issue.record("\(node.id) not found \(context)", sourceLocation: sourceLocation)
            continue
        }
        #expect(tree.level(of: found) == node.level, note, sourceLocation: sourceLocation)
        #expect(tree.indexAmongSiblings(found) == shadow.siblings(of: node).firstIndex { $0 === node }, note, sourceLocation: sourceLocation)
        #expect(tree.siblingCount(found) == shadow.siblings(of: node).count, note, sourceLocation: sourceLocation)
        #expect(tree.parent(of: found).flatMap { tree.id(of: $0) } == node.parent?.id, note, sourceLocation: sourceLocation)
        #expect(tree.isExpandable(found) == node.isExpandable, note, sourceLocation: sourceLocation)
        #expect(tree.isExpanded(found) == (node.expanded && node.isExpandable), note, sourceLocation: sourceLocation)
        #expect(tree.children(of: found).map { tree.id(of: $0) ?? "" } == node.children.map(\.id), note, sourceLocation: sourceLocation)
    }
    #expect(tree.nodeCount == shadow.all.count, note, sourceLocation: sourceLocation)
}

@Suite struct OutlineTreeTests {
    /// Three levels: opening, closing, levels and places among siblings, one change each.
    @Test func threeLevelsOpenAndCloseAsOneChangeEach() throws {
        var tree = try OutlineTree(items: [
            OutlineItem(
                id: "Europe",
                children: [
                    OutlineItem(id: "London", children: [OutlineItem(id: "MAN-LHR"), OutlineItem(id: "EDI-LHR")]),
                    OutlineItem(id: "Paris"),
                ]),
            OutlineItem(id: "Asia", children: [OutlineItem(id: "Tokyo")]),
        ])
        let europe = try #require(tree.node(id: "Europe"))
        let london = try #require(tree.node(id: "London"))
        #expect(tree.rowCount == 2)
        #expect(tree.expand(europe) == .inserted(1..<3))
        #expect(tree.expand(london) == .inserted(2..<4))
        #expect(tree.visibleRows.map { label(tree, $0) } == ["Europe", "London", "MAN-LHR", "EDI-LHR", "Paris", "Asia"])
        let edinburgh = try #require(tree.node(id: "EDI-LHR"))
        #expect(tree.level(of: edinburgh) == 3)
        #expect(tree.indexAmongSiblings(edinburgh) == 1 && tree.siblingCount(edinburgh) == 2)
        tree.focus(row: 3)
        // Closing Europe hides London's open flights too; the focus goes to Europe.
        #expect(tree.collapse(europe) == .removed(1..<5))
        #expect(tree.focusedRow == 0)
        // Opened again, London is still open.
        #expect(tree.expand(europe) == .inserted(1..<5))
        #expect(tree.collapseAll() == .replaced(0..<6, count: 2))
        #expect(tree.expandAll() == .replaced(0..<2, count: 7))
        #expect(tree.focusedRow == 0)
        #expect(tree.collapseSubtree(europe) == .removed(1..<5))
        #expect(tree.expandSubtree(europe) == .inserted(1..<5))
        #expect(tree.expandSubtree(europe) == nil)
        #expect(tree.invariantViolation() == nil)
    }

    /// Children loaded when a node first opens: at once from the loader, or later with a
    /// status row; a failure and a retry update that row.
    @Test func childrenLoadAtOnceOrLater() throws {
        var tree = try OutlineTree(items: [.unloaded(id: "a"), .unloaded(id: "b")])
        let a = try #require(tree.node(id: "a"))
        let b = try #require(tree.node(id: "b"))
        #expect(tree.expand(a, load: { _ in [OutlineItem(id: "a1"), .unloaded(id: "a2")] }) == .inserted(1..<3))
        #expect(tree.takeLoadRequests().isEmpty)
        #expect(tree.expand(b) == .inserted(4..<5))
        #expect(tree.row(at: 4) == .status(b))
        #expect(tree.takeLoadRequests() == [b])
        #expect(tree.childrenFailed(b, reason: "offline") == [.updated(4..<5)])
        #expect(tree.childState(of: b) == .failed("offline"))
        #expect(tree.retry(b) == [.updated(4..<5)])
        #expect(tree.takeLoadRequests() == [b])
        tree.focus(row: 4)
        #expect(tree.setChildren([OutlineItem(id: "b1"), OutlineItem(id: "b2")], of: b) == [.replaced(4..<5, count: 2)])
        #expect(tree.focused == .node(b))
        // A loaded node without children shows none, and no longer expands.
        let a2 = try #require(tree.node(id: "a2"))
        #expect(tree.expand(a2, load: { _ in [] }) == nil)
        #expect(!tree.isExpandable(a2))
        #expect(tree.invariantViolation() == nil)
    }

    /// Edits by id at every level: the parent of a removed last child stays open, so a child
    /// inserted later shows at once; a move takes the subtree, open as it was, and the focus.
    @Test func editsByIDAtAnyLevel() throws {
        var tree = try OutlineTree(
            items: [
                OutlineItem(id: "a", children: [OutlineItem(id: "a1", children: [OutlineItem(id: "a1x")])]),
                OutlineItem(id: "b"),
            ], expanded: ["a", "a1"])
        #expect(tree.visibleRows.map { label(tree, $0) } == ["a", "a1", "a1x", "b"])
        #expect(tree.remove(id: "a1x") == [.removed(2..<3), .updated(1..<2)])
        #expect(try tree.insert([OutlineItem(id: "a1y")], at: 0, underID: "a1") == [.inserted(2..<3), .updated(1..<2)])
        tree.focus(row: 2)
        // Into b, closed: a1 goes out of sight with the focus's row; a has no child left, b has one.
        #expect(tree.move(id: "a1", toParentID: "b", at: 0) == [.removed(1..<3), .updated(0..<1), .updated(1..<2)])
        #expect(tree.visibleRows.map { label(tree, $0) } == ["a", "b"])
        #expect(tree.focused.map { label(tree, $0) } == "b")
        // a1 comes with its subtree open as it was.
        #expect(tree.expand(id: "b") == .inserted(2..<4))
        #expect(tree.visibleRows.map { label(tree, $0) } == ["a", "b", "a1", "a1y"])
        #expect(tree.move(id: "b", toParentID: "a1y", at: 0).isEmpty) // not beneath itself
        #expect(tree.update(id: "a1y") == [.updated(3..<4)])
        tree.focus(row: 3)
        #expect(tree.move(id: "a1", toParentID: nil, at: 0) == [.removed(2..<4), .inserted(0..<2), .updated(3..<4)])
        #expect(tree.focused.map { label(tree, $0) } == "a1y")
        #expect(tree.remove(id: "a1") == [.removed(0..<2)])
        #expect(tree.focusedRow == 0)
        #expect(tree.invariantViolation() == nil)
    }

    /// A snapshot keeps the open nodes that remain (at any level, their children given or
    /// loaded) and the focus on its node, as one change.
    @Test func aSnapshotKeepsOpenNodesAndTheFocusByID() throws {
        func items(_ names: [String]) -> [OutlineItem] {
            names.map { name in
                OutlineItem(
                    id: name,
                    children: [
                        OutlineItem(id: name + ".a", children: [OutlineItem(id: name + ".a.x")]),
                        OutlineItem(id: name + ".b"),
                    ])
            }
        }
        var tree = try OutlineTree(items: items(["p", "q", "r"]), expanded: ["q", "q.a"])
        #expect(tree.visibleRows.map { label(tree, $0) } == ["p", "q", "q.a", "q.a.x", "q.b", "r"])
        tree.focus(row: 3) // q.a.x
        #expect(try tree.replaceAll(items(["q", "s"])) == .replaced(0..<6, count: 5))
        #expect(tree.visibleRows.map { label(tree, $0) } == ["q", "q.a", "q.a.x", "q.b", "s"])
        #expect(tree.focused.map { label(tree, $0) } == "q.a.x")
        #expect(tree.invariantViolation() == nil)
        // Children not given are asked of the loader as the open nodes come.
        var asked: [String] = []
        let change = try tree.replaceAll([.unloaded(id: "q"), .unloaded(id: "t")]) { request in
            asked.append(request.id ?? "")
            return request.id == "q" ? [.unloaded(id: "q.a"), OutlineItem(id: "q.c")] : nil
        }
        #expect(change == .replaced(0..<5, count: 5))
        #expect(asked == ["q", "q.a"])
        // q.a's loader could not answer at once: it loads, its status row shows; the focus
        // goes to the nearest node still there.
        #expect(tree.visibleRows.map { label(tree, $0) } == ["q", "q.a", "q.a:status", "q.c", "t"])
        #expect(tree.focused.map { label(tree, $0) } == "q.a")
        #expect(tree.takeLoadRequests().compactMap { tree.id(of: $0) } == ["q.a"])
        #expect(tree.invariantViolation() == nil)
    }

    /// Every edit kind by id, expand and collapse of nodes, subtrees and the whole tree, on
    /// seeded random trees 1 to 8 levels deep, against the shadow tree after every step: the
    /// rows, both ways of finding them, the changes (a view's copy kept from them alone), and
    /// the focus following its node.
    @Test(arguments: 0..<48) func randomEditsAgainstAShadowTree(seed: UInt64) throws {
        let depth = Int(seed % 8) + 1
        var maker = ItemMaker(random: SeededGenerator(seed: seed &* 7919 &+ 1))
        let items = maker.items(Int.random(in: 1...6, using: &maker.random), depth: depth)
        var tree = try OutlineTree(items: items)
        var shadow = ShadowTree(items)
        let loader = RecordingLoader(maker: ItemMaker(random: SeededGenerator(seed: seed &+ 99), serial: 100_000), depth: depth)
        var random = SeededGenerator(seed: seed)
        // Its own generator and ids: the duplicates tried after each step change nothing.
        var duplicates = ItemMaker(random: SeededGenerator(seed: seed &+ 31), serial: 500_000)
        verify(tree, shadow, "seed \(seed) start")
        for step in 0..<100 {
            let context = "seed \(seed), step \(step)"
            let nodes = shadow.all
            let target = nodes.isEmpty ? nil : nodes[Int.random(in: 0..<nodes.count, using: &random)]
            let before = shadow.labels
            let focusedID = tree.focused.map { label(tree, $0) }
            var changes: [OutlineChange] = []
            var removedRows: Set<String> = []
            let kind = Int.random(in: 0..<15, using: &random)
            loader.answered = [:]
            switch (kind, target) {
            case let (0, node?), let (1, node?):
                let change = tree.expand(id: node.id, load: loader.load)
                shadow.open(node, loaded: loader.answered)
                if let change { changes = [change] }
            case let (2, node?):
                if let change = tree.collapse(id: node.id) { changes = [change] }
                node.expanded = false
            case let (3, node?):
                if let change = tree.expandSubtree(try #require(tree.node(id: node.id)), load: loader.load) { changes = [change] }
                shadow.setOpen(true, subtree: [node], loaded: loader.answered)
            case let (4, node?):
                if let change = tree.collapseSubtree(try #require(tree.node(id: node.id))) { changes = [change] }
                shadow.setOpen(false, subtree: [node], loaded: [:])
            case (5, _):
                if let change = tree.expandAll(load: loader.load) { changes = [change] }
                shadow.setOpen(true, subtree: shadow.roots, loaded: loader.answered)
            case (6, _):
                guard Int.random(in: 0..<3, using: &random) == 0 else { continue }
                if let change = tree.collapseAll() { changes = [change] }
                shadow.setOpen(false, subtree: shadow.roots, loaded: [:])
            case let (7, node?) where node.state == .loaded && node.level < depth:
                let new = maker.items(Int.random(in: 1...3, using: &maker.random), depth: depth - node.level)
                let index = Int.random(in: 0...node.children.count, using: &random)
                changes = try tree.insert(new, at: index, underID: node.id)
                node.children.insert(contentsOf: new.map { ShadowNode($0, parent: node) }, at: index)
            case (8, _):
                let new = maker.items(Int.random(in: 1...2, using: &maker.random), depth: depth)
                let index = Int.random(in: 0...shadow.roots.count, using: &random)
                changes = try tree.insert(new, at: index, underID: nil)
                shadow.roots.insert(contentsOf: new.map { ShadowNode($0, parent: nil) }, at: index)
            case let (9, node?):
                changes = tree.remove(id: node.id)
                var gone: [ShadowNode] = [node]
                while let next = gone.popLast() {
                    removedRows.insert(next.id)
                    removedRows.insert(next.id + ":status")
                    gone += next.children
                }
                if let parent = node.parent { parent.children.removeAll { $0 === node } } else { shadow.roots.removeAll { $0 === node } }
            case let (10, node?):
                // A new parent (or the roots), not beneath the node, with loaded children.
                let candidates = nodes.filter { !node.contains($0) && $0.state == .loaded }
                let parent: ShadowNode? =
                    candidates.isEmpty || Bool.random(using: &random)
                    ? nil
                    : candidates[Int.random(in: 0..<candidates.count, using: &random)]
                let siblings = parent?.children ?? shadow.roots
                let count = siblings.count - (siblings.contains { $0 === node } ? 1 : 0)
                let index = Int.random(in: 0...count, using: &random)
                changes = tree.move(id: node.id, toParentID: parent?.id, at: index)
                if let old = node.parent { old.children.removeAll { $0 === node } } else { shadow.roots.removeAll { $0 === node } }
                node.parent = parent
                if let parent { parent.children.insert(node, at: index) } else { shadow.roots.insert(node, at: index) }
            case let (11, node?):
                changes = tree.update(id: node.id)
                if let row = before.firstIndex(of: node.id) { #expect(changes == [.updated(row..<row + 1)], "\(context)") }
            case let (12, node?) where node.state == .loading || node.state == .loaded:
                let new = maker.items(Int.random(in: 0...3, using: &maker.random), depth: max(1, depth - node.level))
                changes = try tree.setChildren(new, ofID: node.id)
                var gone = node.children
                while let next = gone.popLast() {
                    removedRows.insert(next.id)
                    removedRows.insert(next.id + ":status")
                    gone += next.children
                }
                node.children = new.map { ShadowNode($0, parent: node) }
                node.state = .loaded
            case let (13, node?) where node.state == .loading || node.state == .failed:
                let found = try #require(tree.node(id: node.id))
                if node.state == .loading {
                    changes = tree.childrenFailed(found, reason: "no")
                    node.state = .failed
                } else {
                    changes = tree.retry(found)
                    node.state = .loading
                }
            case (14, _):
                // A snapshot: the tree as it is (children not loaded as not loaded), a root
                // less and a new one; what was open and remains opens again.
                let open = Set(nodes.filter { $0.expanded && $0.isExpandable }.map(\.id))
                func item(_ node: ShadowNode) -> OutlineItem {
                    node.state == .loaded ? OutlineItem(id: node.id, children: node.children.map(item)) : .unloaded(id: node.id)
                }
                var items = shadow.roots.map(item)
                if !items.isEmpty, Bool.random(using: &random) { items.remove(at: Int.random(in: 0..<items.count, using: &random)) }
                items.insert(contentsOf: maker.items(1, depth: depth), at: Int.random(in: 0...items.count, using: &random))
                changes = try tree.replaceAll(items).map { [$0] } ?? []
                let kept = Set(items.map(\.id))
                for node in nodes where !kept.contains(node.id) && node.parent == nil {
                    var gone: [ShadowNode] = [node]
                    while let next = gone.popLast() {
                        removedRows.insert(next.id)
                        removedRows.insert(next.id + ":status")
                        gone += next.children
                    }
                }
                shadow = ShadowTree(items)
                for node in shadow.all where open.contains(node.id) { shadow.open(node, loaded: [:]) }
            default:
                tree.focus(row: Int.random(in: -1..<max(1, tree.rowCount), using: &random))
                _ = tree.takeLoadRequests()
                verify(tree, shadow, context)
                continue
            }
            verify(tree, shadow, context)
            let labels = shadow.labels
            guard let mirror = applied(changes, to: before) else {
                Issue.record("\(changes) do not apply to \(before.count) rows \(context)")
                return
            }
            #expect(mirror.count == labels.count, "\(changes) \(context)")
            for (seen, actual) in zip(mirror, labels) where seen != "?" {
                #expect(seen == actual, "\(changes) \(context)")
            }
            // The focus follows its row; one hidden goes to its nearest shown ancestor.
            if let focusedID, !removedRows.contains(focusedID) {
                var expected: String? = focusedID
                var current = shadow.find(focusedID.hasSuffix(":status") ? String(focusedID.dropLast(7)) : focusedID)
                if !labels.contains(focusedID) {
                    expected = nil
                    while let candidate = current {
                        if labels.contains(candidate.id) {
                            expected = candidate.id
                            break
                        }
                        current = candidate.parent
                    }
                }
                #expect(tree.focused.map { label(tree, $0) } == expected, "focus was on \(focusedID) \(context)")
            }
            refuseDuplicate(tree, shadow, maker: &duplicates, "\(context), duplicate")
        }
    }

    /// A snapshot whose loader gives a node opening again an id the snapshot holds elsewhere
    /// is refused with both places, the tree as it was; without the duplicate it is taken.
    @Test func aSnapshotRefusesTheDuplicatesItsLoaderBrings() throws {
        var tree = try OutlineTree(items: [.unloaded(id: "a"), OutlineItem(id: "b")])
        _ = tree.expand(try #require(tree.node(id: "a"))) { _ in [.unloaded(id: "a.0")] }
        _ = tree.expand(try #require(tree.node(id: "a.0"))) { _ in [OutlineItem(id: "a.0.0")] }
        #expect(tree.rowCount == 4)
        let before = tree
        var asked: [String] = []
        #expect(
            throws: DuplicateIDError(
                id: "b", first: DuplicateIDPlace(path: [1], parentIDs: []),
                second: DuplicateIDPlace(path: [0, 0, 1], parentIDs: ["a", "a.0"]))
        ) {
            try tree.replaceAll([.unloaded(id: "a"), OutlineItem(id: "b")]) { request in
                asked.append(request.id ?? "")
                return request.id == "a" ? [.unloaded(id: "a.0")] : [OutlineItem(id: "a.0.0"), OutlineItem(id: "b")]
            }
        }
        #expect(asked == ["a", "a.0"])
        #expect(tree == before)
        try tree.replaceAll([.unloaded(id: "a"), OutlineItem(id: "b")]) { request in
            request.id == "a" ? [.unloaded(id: "a.0")] : [OutlineItem(id: "a.0.0"), OutlineItem(id: "a.0.1")]
        }
        #expect(tree.rowCount == 5)
        #expect(tree.invariantViolation() == nil)
    }

    /// Children a loader gives that hold an id the tree has elsewhere, or one twice, are
    /// refused as they come: the node's load fails saying which id and both places, every
    /// other node keeps its id, and the app hears which tags to drop. Unchecked inserts and
    /// new children that would hold an id twice change nothing or fail the same way.
    @Test func childrenHoldingAnIDTheTreeHasAreRefusedAsTheyCome() throws {
        var tree = try OutlineTree(items: [.unloaded(id: "a"), OutlineItem(id: "b", tag: 1), .unloaded(id: "c")])
        let a = try #require(tree.node(id: "a"))
        let b = try #require(tree.node(id: "b"))
        let change = tree.expand(a) { _ in [OutlineItem(id: "a.0", tag: 10, children: [OutlineItem(id: "b", tag: 11)])] }
        #expect(change == .inserted(1..<2), "the status row")
        let error = DuplicateIDError(
            id: "b", first: DuplicateIDPlace(path: [1], parentIDs: []),
            second: DuplicateIDPlace(path: [0, 0, 0], parentIDs: ["a", "a.0"]))
        #expect(tree.childState(of: a) == .failed(error.description))
        #expect(tree.takeRefusals() == [OutlineRefusal(node: a, error: error, tags: [10, 11])])
        #expect(tree.takeRefusals().isEmpty)
        #expect(tree.node(id: "b") == b && tree.node(id: "a.0") == nil)
        #expect(tree.invariantViolation() == nil)
        // Retry, and the app's children without the duplicate; then children holding an id
        // twice among themselves, through expand all.
        _ = tree.retry(a)
        _ = tree.setChildren([OutlineItem(id: "a.0")], of: a)
        _ = tree.expandAll { request in
            request.id == "c" ? [OutlineItem(id: "c.0"), OutlineItem(id: "c.0")] : nil
        }
        let c = try #require(tree.node(id: "c"))
        #expect(tree.takeRefusals().map(\.node) == [c])
        #expect(tree.visibleRows.count == 5, "a, a.0, b, c and c's status row")
        #expect(tree.node(id: "c.0") == nil && tree.node(id: "a.0") != nil)
        // An unchecked insert holding an id the tree has: nothing is inserted.
        let rows = tree.visibleRows
        #expect(tree.insert([OutlineItem(id: "x"), OutlineItem(id: "b")], at: 0, under: nil).isEmpty)
        #expect(tree.visibleRows == rows && tree.node(id: "x") == nil && tree.node(id: "b") == b)
        // New children holding an id twice: the node shows why.
        _ = tree.setChildren([OutlineItem(id: "y"), OutlineItem(id: "y")], of: b)
        #expect(tree.takeRefusals().map(\.node) == [b])
        #expect(tree.node(id: "y") == nil)
        #expect(tree.invariantViolation() == nil)
    }

    /// A chain of nodes 8 levels deep: a node's id given again at every level, by a snapshot,
    /// an insert and new children, is refused with both places (the paths and the parents'
    /// ids), and the tree stays as it was; new children may bring back the ids beneath the
    /// node whose children they replace.
    @Test func duplicatesAtEveryDepthAreRefused() throws {
        func chain(_ level: Int) -> OutlineItem {
            OutlineItem(id: "d\(level)", children: level < 8 ? [chain(level + 1)] : [])
        }
        func place(level: Int, last: Int) -> DuplicateIDPlace {
            DuplicateIDPlace(path: Array(repeating: 0, count: level - 1) + [last], parentIDs: (1..<level).map { "d\($0)" })
        }
        let tree = try OutlineTree(items: [chain(1)], expanded: Set((1...8).map { "d\($0)" }))
        #expect(tree.rowCount == 8)
        for level in 1...8 {
            let id = "d\(level)"
            let inTree = place(level: level, last: 0)
            for target in 1...8 {
                let context = "\(id) again at level \(target)"
                // The snapshot: the chain, and the id again as the second child at `target`.
                func snapshot(_ at: Int) -> OutlineItem {
                    var children = at < 8 ? [snapshot(at + 1)] : []
                    if at == target - 1 { children.append(OutlineItem(id: id)) }
                    return OutlineItem(id: "d\(at)", children: children)
                }
                let roots = target == 1 ? [snapshot(1), OutlineItem(id: id)] : [snapshot(1)]
                var attempt = tree
                #expect(throws: DuplicateIDError(id: id, first: inTree, second: place(level: target, last: 1)), "\(context)") {
                    try attempt.replaceAll(roots)
                }
                #expect(attempt == tree, "\(context)")
                #expect(throws: DuplicateIDError(id: id, first: inTree, second: place(level: target, last: 1)), "\(context)") {
                    try OutlineTree(items: roots)
                }
                // An insert after the last child (the index clamped).
                let parent = target == 1 ? nil : "d\(target - 1)"
                #expect(throws: DuplicateIDError(id: id, first: inTree, second: place(level: target, last: 1)), "\(context)") {
                    try attempt.insert([OutlineItem(id: id)], at: 9, underID: parent)
                }
                #expect(attempt == tree, "\(context)")
                // New children of d(target - 1): refused for it and the nodes above it.
                guard let parent else { continue }
                if level < target {
                    #expect(throws: DuplicateIDError(id: id, first: inTree, second: place(level: target, last: 0)), "\(context)") {
                        try attempt.setChildren([OutlineItem(id: id)], ofID: parent)
                    }
                    #expect(attempt == tree, "\(context)")
                } else {
                    let changes = try attempt.setChildren([OutlineItem(id: id)], ofID: parent)
                    #expect(!changes.isEmpty, "\(context)")
                    #expect(attempt.invariantViolation() == nil, "\(context)")
                    #expect(attempt.node(id: id).flatMap { attempt.parent(of: $0) } == attempt.node(id: parent), "\(context)")
                }
            }
        }
        // Ids twice among the new nodes alone, and what a person reads.
        var attempt = tree
        let twice = DuplicateIDError(
            id: "y", first: DuplicateIDPlace(path: [0, 0, 1], parentIDs: ["d1", "d2"]),
            second: DuplicateIDPlace(path: [0, 0, 1, 0], parentIDs: ["d1", "d2", "y"]))
        #expect(throws: twice) {
            try attempt.insert([OutlineItem(id: "y", children: [OutlineItem(id: "y")])], at: 1, underID: "d2")
        }
        #expect(attempt == tree)
        #expect(
            twice.description
                == "The id “y” is given twice in the tree (item 1 under “d1” › “d2”; item 0 under “d1” › “d2” › “y”): the tree was left as it was.")
        let unnamed = DuplicateIDError(
            id: "z", first: DuplicateIDPlace(path: [3], parentIDs: []),
            second: DuplicateIDPlace(path: [0, 2], parentIDs: [nil]))
        #expect(unnamed.description == "The id “z” is given twice in the tree (top-level item 3; item 2 under item 0): the tree was left as it was.")
    }
}

extension ShadowTree {
    /// Where `node` is: its path from the roots, and its ancestors' ids.
    fileprivate func place(of node: ShadowNode) -> DuplicateIDPlace {
        var path: [Int] = []
        var parentIDs: [String?] = []
        var current = node
        while true {
            path.insert(siblings(of: current).firstIndex { $0 === current } ?? -1, at: 0)
            guard let parent = current.parent else { break }
            parentIDs.insert(parent.id, at: 0)
            current = parent
        }
        return DuplicateIDPlace(path: path, parentIDs: parentIDs)
    }
}

/// Every id of `items` with its place, depth first, the first of them child `start` of the
/// node at `path` (the roots for none) under `parentIDs`.
private func places(_ items: [OutlineItem], path: [Int] = [], parentIDs: [String?] = [], start: Int = 0) -> [(id: String, place: DuplicateIDPlace)] {
    var result: [(id: String, place: DuplicateIDPlace)] = []
    for (offset, item) in items.enumerated() {
        let here = path + [start + offset]
        if let id = item.id { result.append((id, DuplicateIDPlace(path: here, parentIDs: parentIDs))) }
        result += places(item.children ?? [], path: here, parentIDs: parentIDs + [item.id])
    }
    return result
}

/// `items` with `extra` put at a random place at any depth: among them, or among the known
/// children of any of them.
private func inserting(_ extra: OutlineItem, into items: [OutlineItem], random: inout SeededGenerator) -> [OutlineItem] {
    func lists(_ items: [OutlineItem]) -> Int { 1 + items.reduce(0) { $0 + ($1.children.map(lists) ?? 0) } }
    var left = Int.random(in: 0..<lists(items), using: &random)
    func put(_ items: [OutlineItem]) -> [OutlineItem] {
        var items = items
        if left == 0 {
            left = -1
            items.insert(extra, at: Int.random(in: 0...items.count, using: &random))
            return items
        }
        left -= 1
        for index in items.indices {
            if let children = items[index].children { items[index].children = put(children) }
        }
        return items
    }
    return put(items)
}

/// Hands `tree` an edit that would hold an id twice, at a random depth (a snapshot, an insert,
/// or new children; the id of a node in the tree or a new one given twice): it is refused with
/// the id and both places as the shadow tree finds them, and the tree stays exactly as it was.
private func refuseDuplicate(_ tree: OutlineTree, _ shadow: ShadowTree, maker: inout ItemMaker, _ context: String) {
    let nodes = shadow.all
    func fresh() -> String { maker.item(depth: 1).id ?? "" }
    func item(_ node: ShadowNode) -> OutlineItem {
        node.state == .loaded ? OutlineItem(id: node.id, children: node.children.map(item)) : .unloaded(id: node.id)
    }
    /// The id to give again: a node's of `candidates` (by a coin), else a new one given twice.
    func twice(among candidates: [ShadowNode], into items: [OutlineItem]) -> (id: String, node: ShadowNode?, items: [OutlineItem]) {
        if !candidates.isEmpty, Bool.random(using: &maker.random) {
            let node = candidates[Int.random(in: 0..<candidates.count, using: &maker.random)]
            return (node.id, node, inserting(OutlineItem(id: node.id), into: items, random: &maker.random))
        }
        let id = fresh()
        let once = inserting(OutlineItem(id: id), into: items, random: &maker.random)
        return (id, nil, inserting(OutlineItem(id: id), into: once, random: &maker.random))
    }
    /// The error for `id`, first at `inTree` (or its first place among `given`), then among `given`.
    func expected(_ id: String, inTree: ShadowNode?, given: [(id: String, place: DuplicateIDPlace)]) -> DuplicateIDError? {
        let found = given.filter { $0.id == id }.map(\.place)
        let all = (inTree.map { [shadow.place(of: $0)] } ?? []) + found
        guard all.count >= 2 else { return nil }
        return DuplicateIDError(id: id, first: all[0], second: all[1])
    }
    var attempt = tree
    switch Int.random(in: 0..<3, using: &maker.random) {
    case 0:
        // A snapshot: the tree as it is, with an id again somewhere at any depth.
        let (id, _, items) = twice(among: nodes, into: shadow.roots.map(item))
        guard let error = expected(id, inTree: nil, given: places(items)) else {
            Issue.record("no duplicate \(context)")
            return
        }
        #expect(throws: error, "\(context), snapshot") { try attempt.replaceAll(items) }
    case 1:
        // An insert under a node with loaded children (or the roots), the index clamped.
        let parents = nodes.filter { $0.state == .loaded }
        let parent = parents.isEmpty || Bool.random(using: &maker.random) ? nil : parents[Int.random(in: 0..<parents.count, using: &maker.random)]
        let count = (parent?.children ?? shadow.roots).count
        let index = Int.random(in: -1...count + 1, using: &maker.random)
        let (id, node, new) = twice(among: nodes, into: maker.items(Int.random(in: 1...3, using: &maker.random), depth: 3))
        let above = parent.map { shadow.place(of: $0) }
        let given = places(
            new, path: above?.path ?? [], parentIDs: parent.map { (above?.parentIDs ?? []) + [$0.id] } ?? [],
            start: min(max(0, index), count))
        guard let error = expected(id, inTree: node, given: given) else {
            Issue.record("no duplicate \(context)")
            return
        }
        #expect(throws: error, "\(context), insert") { try attempt.insert(new, at: index, underID: parent?.id) }
    default:
        // New children of a node: the ids beneath it may come back, not the others.
        guard !nodes.isEmpty else { return }
        let parent = nodes[Int.random(in: 0..<nodes.count, using: &maker.random)]
        let outside = nodes.filter { $0 === parent || !parent.contains($0) }
        let (id, node, new) = twice(among: outside, into: maker.items(Int.random(in: 0...3, using: &maker.random), depth: 3))
        let above = shadow.place(of: parent)
        guard let error = expected(id, inTree: node, given: places(new, path: above.path, parentIDs: above.parentIDs + [parent.id])) else {
            Issue.record("no duplicate \(context)")
            return
        }
        #expect(throws: error, "\(context), new children") { try attempt.setChildren(new, ofID: parent.id) }
    }
    #expect(attempt == tree, "\(context): the tree changed")
}
