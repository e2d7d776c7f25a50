import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

/// The outline (a tree of any depth) on a display: rows at every level bound with their
/// level's look, what screen readers are told of each row (level, place among its siblings),
/// expand all and collapse all, a snapshot keeping the open nodes and the focus, moves among
/// siblings and their undo, and children loaded later with a status row.
@Suite(.serialized)
@MainActor
struct OutlineRowsControllerTests {
    /// A node: a name, and its children (made up to three levels).
    private struct Entry {
        let name: String
        let children: [Entry]
    }

    private static func entries(_ names: [String], depth: Int) -> [Entry] {
        names.map { name in
            Entry(name: name, children: depth > 1 ? entries([name + ".0", name + ".1"], depth: depth - 1) : [])
        }
    }

    /// Runs the main loop for a few frames (layout happens on the frame clock).
    private func settle() {
        for _ in 0..<10 {
            MainLoop.drain()
            g_usleep(10_000)
        }
        MainLoop.drain()
    }

    private func show(_ widget: Widget) -> Window { testWindow(showing: widget, height: 600, settle: settle) }

    private func makeController(_ roots: [Entry]) throws -> OutlineRowsController<Entry, String> {
        let look = { (level: String) in
            ExpandableRowContent<Entry>(
                make: { Label() },
                bind: { label, entry, row in
                    label.text = level + " " + entry.name
                    row.setAccessibleName(entry.name)
                })
        }
        return try OutlineRowsController(
            roots: roots, id: { $0.name },
            children: .onOpen(hasChildren: { !$0.children.isEmpty }, children: { $0.children }),
            name: "Files", contents: [look("top"), look("inner")])
    }

    /// The names of the visible rows, top to bottom.
    private func names(_ controller: OutlineRowsController<Entry, String>) -> [String] {
        (0..<controller.tree.rowCount).map { controller.value(atRow: $0)?.name ?? "-" }
    }

    @Test func rowsAtEveryLevelTellTheirLevelAndPlace() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = try makeController(Self.entries(["a", "b"], depth: 3))
        let window = show(controller.widget)
        defer { window.destroy() }
        controller.expand(try #require(controller.node(id: "a")))
        controller.expand(try #require(controller.node(id: "a.1")))
        settle()
        #expect(names(controller) == ["a", "a.0", "a.1", "a.1.0", "a.1.1", "b"])
        let facts = (0..<6).compactMap { controller.facts(ofRow: $0) }
        #expect(facts.map(\.level) == [1, 2, 2, 3, 3, 1])
        #expect(facts.map(\.position) == [1, 1, 2, 1, 2, 2])
        #expect(facts.map(\.setSize) == [2, 2, 2, 2, 2, 2])
        #expect(facts.map(\.expanded) == [true, false, true, nil, nil, false])
        // The rows shown beneath each (a.1's among a's): screen readers find child nodes by level.
        #expect(facts.map(\.childRows) == [4, 0, 2, 0, 0, 0])
        #expect(facts.map(\.parentRow) == [nil, 0, 0, 2, 2, nil], "each row's parent node's row, told")
        // Each row in view is bound with its level's look: the first level's, or the last's beneath.
        #expect(controller.viewport.views.filter { $0.index != nil }.count == 6)
        for view in controller.viewport.views {
            guard let index = view.index, let value = controller.value(atRow: index) else { continue }
            #expect(view.kind == (value.name.contains(".") ? 1 : 0), "row \(index)")
        }
    }

    @Test func expandAllCollapseAllASnapshotAndMovesKeepTheFocus() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = try makeController(Self.entries(["a", "b"], depth: 3))
        let window = show(controller.widget)
        defer { window.destroy() }
        controller.expandAll()
        settle()
        #expect(controller.tree.rowCount == 14)
        controller.move(to: 11) // b.1
        #expect(controller.tree.focused.flatMap { controller.value(of: $0.node)?.name } == "b.1")
        controller.collapseAll()
        settle()
        #expect(names(controller) == ["a", "b"])
        #expect(controller.tree.focusedRow == 1, "the focus goes to b, the nearest row still shown")
        // A snapshot without a: b stays open at every level it was, the focus on it.
        controller.expandSubtree(try #require(controller.node(id: "b")))
        controller.move(to: 4) // b.0.1... b, b.0, b.0.0, b.0.1, b.1
        let focusedName = controller.tree.focused.flatMap { controller.value(of: $0.node)?.name }
        try controller.replaceAll(roots: Self.entries(["b", "c"], depth: 3))
        settle()
        #expect(names(controller) == ["b", "b.0", "b.0.0", "b.0.1", "b.1", "b.1.0", "b.1.1", "c"])
        #expect(controller.tree.focused.flatMap { controller.value(of: $0.node)?.name } == focusedName)
        // Moves among siblings at level 2, the focus with the node; Ctrl+Z's undo puts it back.
        var moved: [(String, String?, Int)] = []
        controller.onMoved = { node, parent, index in moved.append((node.name, parent?.name, index)) }
        controller.allowsReordering = true
        let first = try #require(controller.node(id: "b.0"))
        controller.moveAmongSiblings(first, by: 1)
        settle()
        #expect(names(controller) == ["b", "b.1", "b.1.0", "b.1.1", "b.0", "b.0.0", "b.0.1", "c"])
        #expect(controller.tree.focusedRow == 4)
        controller.undoMove()
        settle()
        #expect(names(controller) == ["b", "b.0", "b.0.0", "b.0.1", "b.1", "b.1.0", "b.1.1", "c"])
        #expect(moved.map(\.0) == ["b.0", "b.0"] && moved.map(\.1) == ["b", "b"] && moved.map(\.2) == [1, 0])
        // The app's removal forgets the moves before it (their handles may name other nodes).
        controller.moveAmongSiblings(try #require(controller.node(id: "b.0")), by: 1)
        controller.remove(id: "c")
        controller.undoMove()
        settle()
        #expect(names(controller) == ["b", "b.1", "b.1.0", "b.1.1", "b.0", "b.0.0", "b.0.1"])
    }

    /// A snapshot, an insert and new children holding an id twice are refused with both places
    /// named by their parents; the tree, the rows on screen and the values they show stay.
    /// With the app's counts, expand all makes only the nodes of the rows the view shows; the
    /// rows read are the true ones; a count that was wrong is put right once the view has read
    /// the node's rows (the list then shows what it holds).
    @Test func expandAllWithCountsMakesOnlyTheRowsInView() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let roots = Self.entries((0..<40).map { "r\($0)" }, depth: 4)
        let controller = try makeController(roots)
        func beneath(_ entry: Entry) -> Int { entry.children.reduce(0) { $0 + 1 + beneath($1) } }
        controller.descendantCount = { entry in beneath(entry) + (entry.name == "r39" ? 5 : 0) }
        let window = show(controller.widget)
        defer { window.destroy() }
        controller.expandAll()
        settle()
        #expect(controller.tree.rowCount == 40 * 15 + 5, "r39 counted 5 nodes too many")
        #expect(controller.tree.nodeCount < 100, "only the nodes of the rows in view are made: \(controller.tree.nodeCount)")
        #expect((0..<8).map { controller.value(atRow: $0)?.name ?? "-" } == ["r0", "r0.0", "r0.0.0", "r0.0.0.0", "r0.0.0.1", "r0.0.1", "r0.0.1.0", "r0.0.1.1"])
        let bound = controller.viewport.views.compactMap { view in view.index.flatMap { controller.value(atRow: $0)?.name } }
        #expect(bound.contains("r0.0.0.0"), "the rows in view show the nodes made for them: \(bound)")
        // End reads the last rows: r39's children are made, and its 5 rows too many go.
        controller.focus()
        controller.move(to: controller.tree.rowCount - 1)
        settle()
        #expect(controller.tree.rowCount == 40 * 15)
        #expect(controller.tree.focused.flatMap { controller.value(of: $0.node)?.name } == "r39.1.1.1")
        #expect(controller.tree.invariantViolation() == nil)
        controller.collapseAll()
        settle()
        #expect(names(controller).count == 40)
        #expect(controller.tree.focused.flatMap { controller.value(of: $0.node)?.name } == "r39")
    }

    /// A display-only change: the rows in view show the new look at once; the open nodes, the
    /// focus and the rows stay.
    @Test func reconfiguringShowsTheNewLookKeepingTheOpenNodesAndTheFocus() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        final class Style {
            var loud = false
            var labels: [Label] = []
        }
        let style = Style()
        let look = ExpandableRowContent<Entry>(
            make: { () -> Label in
                let label = Label()
                style.labels.append(label)
                return label
            }, bind: { label, entry, _ in label.text = style.loud ? entry.name.uppercased() + "!" : entry.name })
        let controller = try OutlineRowsController(
            roots: Self.entries(["a", "b"], depth: 3), id: { $0.name },
            children: .onOpen(hasChildren: { !$0.children.isEmpty }, children: { $0.children }),
            name: "Files", contents: [look])
        let window = show(controller.widget)
        defer { window.destroy() }
        controller.expandAll()
        controller.move(to: 4)
        settle()
        let open = controller.tree.expandedIDs
        let rows = names(controller)
        #expect(!style.labels.contains { $0.text.hasSuffix("!") })
        style.loud = true
        controller.reconfigureRows(heightsChanged: true)
        settle()
        let bound = controller.viewport.views.filter { $0.index != nil }.count
        #expect(bound == rows.count)
        #expect(style.labels.filter { $0.text.hasSuffix("!") }.count == bound, "every row in view shows the new look")
        #expect(controller.tree.expandedIDs == open && names(controller) == rows && controller.tree.focusedRow == 4)
    }

    @Test func duplicateIDsAreRefusedAndTheTreeStays() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        // Roots given twice: no outline is made.
        #expect(
            throws: DuplicateIDError(
                id: "b", first: DuplicateIDPlace(path: [1], parentIDs: []),
                second: DuplicateIDPlace(path: [2], parentIDs: []))
        ) {
            try makeController(Self.entries(["a", "b", "b"], depth: 2))
        }
        let controller = try makeController(Self.entries(["a", "b"], depth: 3))
        let window = show(controller.widget)
        defer { window.destroy() }
        controller.expandAll()
        controller.move(to: 5) // a, a.0, a.0.0, a.0.1, a.1, a.1.0
        settle()
        let tree = controller.tree
        let shown = names(controller)
        let boundRows = { controller.viewport.views.compactMap { $0.index }.sorted() }
        let bound = boundRows()
        func place(_ path: [Int], _ parents: [String?]) -> DuplicateIDPlace { DuplicateIDPlace(path: path, parentIDs: parents) }
        func unchanged(_ context: String) {
            settle()
            #expect(controller.tree == tree, "\(context)")
            #expect(names(controller) == shown, "\(context)")
            #expect(boundRows() == bound, "\(context)")
        }
        #expect(throws: DuplicateIDError(id: "b", first: place([1], []), second: place([2], []))) {
            try controller.replaceAll(roots: Self.entries(["a", "b", "b"], depth: 3))
        }
        unchanged("snapshot")
        #expect(throws: DuplicateIDError(id: "a.1.0", first: place([0, 1, 0], ["a", "a.1"]), second: place([1, 0, 1], ["b", "b.0"]))) {
            try controller.insert(Self.entries(["x", "a.1.0"], depth: 1), at: 0, underID: "b.0")
        }
        unchanged("insert")
        #expect(throws: DuplicateIDError(id: "b", first: place([1], []), second: place([0, 0, 0], ["a", "a.0"]))) {
            try controller.setChildren(Self.entries(["b"], depth: 1), ofID: "a.0")
        }
        unchanged("new children")
        // The children they replace may come back: a.0's own children are a.0's again.
        try controller.setChildren(Self.entries(["a.0.1", "a.0.0"], depth: 1), ofID: "a.0")
        settle()
        #expect(names(controller).prefix(4) == ["a", "a.0", "a.0.1", "a.0.0"])
    }

    /// Children at hand that hold an id the tree has elsewhere are not shown as the node opens
    /// (alone, or with expand all): its status row says which id and where, Retry asks again,
    /// and the rest of the tree opens as before.
    @Test func childrenHoldingAnIDTheTreeHasShowWhyTheyCannotOpen() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let roots = [
            Entry(name: "a", children: [Entry(name: "a.0", children: []), Entry(name: "b", children: [])]),
            Entry(name: "b", children: [Entry(name: "b.0", children: [])]),
        ]
        let controller = try makeController(roots)
        let window = show(controller.widget)
        defer { window.destroy() }
        let a = try #require(controller.node(id: "a"))
        let problem = DuplicateIDError(
            id: "b", first: DuplicateIDPlace(path: [1], parentIDs: []),
            second: DuplicateIDPlace(path: [0, 1], parentIDs: ["a"])
        ).description
        controller.expand(a)
        settle()
        #expect(controller.tree.childState(of: a) == .failed(problem))
        // (Required apart: Swift 6.0's #expect takes no `try` inside.)
        let b = try #require(controller.node(id: "b"))
        #expect(controller.tree.visibleRows == [.node(a), .status(a), .node(b)])
        #expect(controller.tree.invariantViolation() == nil)
        controller.reloadChildren(ofID: "a")
        settle()
        #expect(controller.tree.childState(of: a) == .failed(problem), "Retry asks again: the same answer")
        controller.expandAll()
        settle()
        #expect(names(controller) == ["a", "-", "b", "b.0"])
        #expect(controller.tree.node(id: "b").flatMap { controller.tree.parent(of: $0) } == nil, "b stays a root")
    }

    @Test func childrenLoadedLaterShowAStatusRowThenTheChildren() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        var pending: [@MainActor (Result<[Entry], ExpandableLoadError>) -> Void] = []
        let content = ExpandableRowContent<Entry>(make: { Label() }, bind: { label, entry, _ in label.text = entry.name })
        let controller = try OutlineRowsController(
            roots: Self.entries(["a"], depth: 3), id: { $0.name },
            children: .lazy(hasChildren: { !$0.children.isEmpty }, load: { _, done in pending.append(done) }),
            name: "Files", contents: [content])
        let window = show(controller.widget)
        defer { window.destroy() }
        let a = try #require(controller.node(id: "a"))
        controller.expand(a)
        settle()
        #expect(controller.tree.row(at: 1) == .status(a) && pending.count == 1)
        #expect(
            controller.viewport.views.contains { $0.index == 1 && $0 is StatusRowView },
            "\(controller.viewport.views.map { ($0.index ?? -1, String(describing: type(of: $0))) })")
        pending.removeFirst()(.failure(ExpandableLoadError("offline")))
        #expect(controller.tree.childState(of: a) == .failed("offline"))
        controller.reloadChildren(ofID: "a")
        #expect(controller.tree.childState(of: a) == .loading && pending.count == 1)
        pending.removeFirst()(.success(Self.entries(["a.0", "a.1"], depth: 2)))
        settle()
        #expect(names(controller) == ["a", "a.0", "a.1"])
        #expect(controller.facts(ofRow: 2)?.level == 2)
    }
}
