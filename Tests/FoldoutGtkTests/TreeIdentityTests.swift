import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

/// A folder identified by a number, as an app's database row is.
private struct Shelf: Identifiable, Sendable {
    let id: Int
    let name: String
    var books: [String]
}

/// An app's own identity type: a path, neither a string nor a number.
private struct Path: Hashable, Sendable, CustomStringConvertible {
    let parts: [String]
    var description: String { parts.joined(separator: "/") }
}

/// A file or folder identified by its path.
private struct File: Identifiable, Sendable {
    let id: Path
    let children: [File]

    init(_ parts: [String], _ children: [File] = []) {
        id = Path(parts: parts)
        self.children = children
    }
}

/// The two trees with the app's own ids: numbers and paths rather than strings, taken from the
/// app's `Identifiable` values or from an `id` function; the open parents, the edits by id and
/// the refusal of an id given twice all go by them. An outline of nodes by place has none.
@Suite(.serialized)
@MainActor
struct TreeIdentityTests {
    private func settle() {
        for _ in 0..<10 {
            MainLoop.drain()
            g_usleep(5_000)
        }
        MainLoop.drain()
    }

    /// The error `body` refused with (an issue when it did not).
    private func refusal(_ body: () throws(DuplicateIDError) -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> DuplicateIDError? {
        do {
            try body()
        } catch {
            return error
        }
        Issue.record("no DuplicateIDError", sourceLocation: sourceLocation)
        return nil
    }

    private func shelves() -> [Shelf] {
        [
            Shelf(id: 10, name: "Fiction", books: ["Dune", "Emma"]), Shelf(id: 20, name: "Poetry", books: ["Odes"]),
            Shelf(id: 30, name: "Science", books: ["Optics"]),
        ]
    }

    /// The rows as text: "v name" an open parent, "> name" a closed one, "  book" a child.
    private func rows(_ list: ExpandableRowsController<Shelf, String, Int>) -> [String] {
        list.tree.visibleRows.map { row in
            switch row {
            case let .parent(index): (list.tree.isExpanded(index) ? "v " : "> ") + (list.state.shownParent(index)?.name ?? "?")
            case let .child(parent, index): "  " + (list.state.shownChild(index, of: parent) ?? "?")
            case .status: "  …"
            }
        }
    }

    private func shelfList(_ shelves: [Shelf], expanded: Set<Int> = []) -> ExpandableRowsController<Shelf, String, Int> {
        ExpandableRowsController(
            parents: shelves, children: .immediate(\.books), name: "Shelves", expanded: expanded,
            parentContent: .built { shelf, _ in Label(shelf.name) }, childContent: .built { book, _ in Label(book) })
    }

    @Test func anExpandableListGoesByTheAppsNumbers() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let list = shelfList(shelves(), expanded: [20])
        let window = testWindow(showing: list.widget, settle: settle)
        defer { window.destroy() }
        #expect(rows(list) == ["> Fiction", "v Poetry", "  Odes", "> Science"])
        var open: Set<Int> = []
        list.onOpenParentsChange = { open = $0 }
        list.expand(try #require(list.index(ofParent: 10)))
        #expect(open == [10, 20])
        #expect(list.index(ofParent: 30) == 2 && list.index(ofParent: 40) == nil)

        // Edits by number follow the parents wherever they are.
        list.insertParents([Shelf(id: 5, name: "Atlases", books: ["World"])], at: 0)
        list.setChildren(["Dune", "Emma", "Ivanhoe"], ofParentID: 10)
        list.removeParent(id: 20)
        settle()
        #expect(rows(list) == ["> Atlases", "v Fiction", "  Dune", "  Emma", "  Ivanhoe", "> Science"])
        list.collapse(try #require(list.index(ofParent: 10)))
        #expect(open == [], "the removed parent left the open ones with it")

        // A snapshot by number: moved, kept open, and one holding a number twice refused with it named.
        list.expand(try #require(list.index(ofParent: 30)))
        try list.replaceAll(parents: [Shelf(id: 30, name: "Science", books: ["Optics"]), Shelf(id: 5, name: "Atlases", books: [])])
        settle()
        #expect(rows(list) == ["v Science", "  Optics", "> Atlases"])
        let twice = [Shelf(id: 7, name: "A", books: []), Shelf(id: 7, name: "B", books: [])]
        let error = refusal { () throws(DuplicateIDError) in try list.replaceAll(parents: twice) }
        #expect(error?.id == "7" && error?.firstIndex == 0 && error?.secondIndex == 1)
        #expect(rows(list) == ["v Science", "  Optics", "> Atlases"], "the refused snapshot changed nothing")
    }

    @Test func anExpandableListSearchesAndKeepsOpenParentsByNumber() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let list = shelfList(shelves())
        list.searchableParentText = { $0.name }
        list.searchableChildText = { $0 }
        let window = testWindow(showing: list.widget, settle: settle)
        defer { window.destroy() }
        var open: Set<Int> = []
        list.onOpenParentsChange = { open = $0 }
        list.expand(2)
        list.search("emma")
        for _ in 0..<20 where !(list.state.search?.isComplete ?? true) { settle() }
        settle()
        #expect(rows(list) == ["v Fiction", "  Emma"])
        list.endSearch()
        settle()
        #expect(rows(list) == ["> Fiction", "> Poetry", "v Science", "  Optics"])
        #expect(open == [30])
    }

    private func files() -> [File] {
        [File(["home"], [File(["home", "ada"], [File(["home", "ada", "notes"])]), File(["home", "bob"])]), File(["tmp"])]
    }

    /// The names of the visible rows, top to bottom.
    private func names(_ outline: OutlineRowsController<File, Path>) -> [String] {
        (0..<outline.tree.rowCount).map { outline.value(atRow: $0)?.id.description ?? "-" }
    }

    @Test func anOutlineGoesByTheAppsOwnIDType() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let home = Path(parts: ["home"])
        let ada = Path(parts: ["home", "ada"])
        let outline = try OutlineRowsController(
            roots: files(), children: .onOpen(hasChildren: { !$0.children.isEmpty }, children: { $0.children }),
            name: "Files", expanded: [home, ada], contents: [.built { file, _ in Label(file.id.description) }])
        let window = testWindow(showing: outline.widget, settle: settle)
        defer { window.destroy() }
        settle()
        #expect(names(outline) == ["home", "home/ada", "home/ada/notes", "home/bob", "tmp"])
        var open: Set<Path> = []
        outline.onOpenNodesChange = { open = $0 }
        outline.collapse(try #require(outline.node(id: ada)))
        #expect(open == [home])

        // Edits by path: a node moves under another, a new one comes, one goes.
        outline.move(id: Path(parts: ["home", "bob"]), toParentID: nil, at: 0)
        try outline.insert([File(["home", "cy"])], at: 1, underID: home)
        outline.remove(id: Path(parts: ["tmp"]))
        settle()
        #expect(names(outline) == ["home/bob", "home", "home/ada", "home/cy"])
        let error = refusal { () throws(DuplicateIDError) in try outline.insert([File(["home", "ada"])], at: 0, underID: nil) }
        #expect(error?.id == "home/ada", "the path named as text")
        #expect(names(outline) == ["home/bob", "home", "home/ada", "home/cy"], "the refused insert changed nothing")
    }

    @Test func anOutlineOfNodesByPlaceShowsAndOpensThem() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let outline = OutlineRowsController(
            unidentified: files(), children: .onOpen(hasChildren: { !$0.children.isEmpty }, children: { $0.children }),
            name: "Files", contents: [.built { file, _ in Label(file.id.description) }])
        let window = testWindow(showing: outline.widget, settle: settle)
        defer { window.destroy() }
        outline.expandAll()
        settle()
        #expect(
            (0..<outline.tree.rowCount).map { outline.value(atRow: $0)?.id.description } == [
                "home", "home/ada", "home/ada/notes", "home/bob", "tmp",
            ])
        #expect(outline.tree.rootNodes.allSatisfy { outline.tree.id(of: $0) == nil }, "no node has an identity")
    }
}
