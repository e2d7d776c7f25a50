import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

private struct Folder: Sendable {
    let name: String
    var messages: [String]
    var unread = 0
}

/// The expandable list handed snapshots of the app's parents, edited by id and told of a
/// display-only change, on a display: the open parents, the focus and the search stay with
/// their parents, the rows on screen show what the data is now, and a snapshot with an id
/// twice is refused and changes nothing.
@Suite(.serialized)
@MainActor
struct ExpandableSnapshotControllerTests {
    /// How the rows look (a setting the test changes), and what each row view last showed.
    private final class Look {
        var counts = false
        var texts: [ObjectIdentifier: String] = [:]
    }

    /// What a lazy list's loader was asked, and what it gives.
    private final class Loads {
        var asked: [String] = []
        var messages: [String: [String]] = [:]
    }

    private func settle() {
        for _ in 0..<30 { MainLoop.drain() }
    }

    private func folders(_ count: Int) -> [Folder] {
        (0..<count).map { folder in Folder(name: "f\(folder)", messages: (0..<folder % 4).map { "f\(folder)m\($0)" }) }
    }

    private func makeController(
        _ look: Look, _ parents: [Folder], expanded: Set<String> = [],
        children: ExpandableChildSource<Folder, String> = .immediate(\.messages)
    )
        -> (ExpandableRowsController<Folder, String, String>, Window)
    {
        let parent = ExpandableRowContent<Folder>(
            make: { Label() },
            bind: { label, folder, row in
                label.text = look.counts ? "\(folder.name) (\(folder.unread))" : folder.name
                look.texts[ObjectIdentifier(row)] = label.text
            })
        let child = ExpandableRowContent<String>(
            make: { Label() },
            bind: { label, message, row in
                label.text = message
                look.texts[ObjectIdentifier(row)] = message
            })
        let controller = ExpandableRowsController(
            parents: parents, id: { $0.name }, children: children, name: "Folders",
            expanded: expanded, parentContent: parent, childContent: child)
        controller.searchableParentText = { $0.name }
        controller.searchableChildText = { $0 }
        return (controller, testWindow(showing: controller.widget, settle: settle))
    }

    /// The rows as text: "v name" an open parent, "> name" a closed one, "  message" a child.
    private func rows(_ controller: ExpandableRowsController<Folder, String, String>) -> [String] {
        controller.tree.visibleRows.map { row in
            switch row {
            case let .parent(index):
                (controller.tree.isExpanded(index) ? "v " : "> ") + (controller.state.shownParent(index)?.name ?? "?")
            case let .child(parent, index): "  " + (controller.state.shownChild(index, of: parent) ?? "?")
            case .status: "  …"
            }
        }
    }

    /// What each bound row view shows, with what its row is now (they must be the same).
    private func shown(_ controller: ExpandableRowsController<Folder, String, String>, _ look: Look) -> [(shown: String, wanted: String)] {
        let wanted = rows(controller)
        return controller.viewport.views.compactMap { view in
            guard let index = view.index, index < wanted.count, let text = look.texts[ObjectIdentifier(view.row)] else { return nil }
            let row = wanted[index].dropFirst(2)
            return (
                text,
                look.counts && !wanted[index].hasPrefix("  ")
                    ? "\(row) (\(controller.state.shownParent(controller.tree.row(at: index)?.parent ?? 0)?.unread ?? 0))" : String(row)
            )
        }
    }

    private func focused(_ controller: ExpandableRowsController<Folder, String, String>) -> String? {
        controller.tree.focusedRow.map { rows(controller)[$0] }
    }

    @Test func aSnapshotKeepsOpenParentsAndTheFocusAndMovesRemovesAndInsertsByID() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        look.counts = true
        var data = folders(40)
        let (controller, window) = makeController(look, data, expanded: ["f3", "f6", "f7"])
        var open: Set<String> = []
        controller.onOpenParentsChange = { open = $0 }
        controller.move(to: try #require(rows(controller).firstIndex(of: "  f7m2")))
        settle()
        // f0 and f1 gone, a new folder at the top, f6 moved to the end, f7 changed, f3 with
        // one message fewer.
        data.removeFirst(2)
        data.insert(Folder(name: "new", messages: ["hello"]), at: 0)
        let moved = data.remove(at: 5)
        data.append(moved)
        data[5].unread = 9
        data[2].messages.removeLast()
        try controller.replaceAll(parents: data)
        settle()
        #expect(controller.parents.map(\.name) == data.map(\.name))
        #expect(controller.tree.expandedIDs.isEmpty, "the list's tree goes by place; its ids are the controller's")
        #expect(Set(controller.tree.expanded.map { data[$0].name }) == ["f3", "f6", "f7"], "the open parents stay open")
        #expect(Array(rows(controller).prefix(9)) == ["> new", "> f2", "v f3", "  f3m0", "  f3m1", "> f4", "> f5", "v f7", "  f7m0"])
        #expect(focused(controller) == "  f7m2", "the focus stays on its child")
        #expect(controller.children(of: 2) == ["f3m0", "f3m1"])
        let views = shown(controller, look)
        #expect(!views.isEmpty)
        for view in views { #expect(view.shown == view.wanted, "a row view shows its row: \(views)") }
        #expect(views.contains { $0.shown == "f7 (9)" }, "the parent that changed shows its new value")
        #expect(open == ["f3", "f6", "f7"], "the app hears of the open parents (at other places now)")

        // The focused parent goes: the row taking its place has the focus.
        controller.move(to: try #require(rows(controller).firstIndex(of: "> f5")))
        data.removeAll { $0.name == "f5" || $0.name == "f3" }
        try controller.replaceAll(parents: data)
        settle()
        #expect(focused(controller) == "v f7")
        #expect(open == ["f6", "f7"], "f3 went: the app hears of the open parents left")
        _ = window
    }

    @Test func theScrollPositionStaysOnTheRowsThatRemain() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        var data = folders(300)
        let (controller, window) = makeController(look, data, expanded: ["f3", "f150", "f151"])
        controller.viewport.show(160, animated: false)
        settle()
        let first = controller.viewport.firstRow
        let top = rows(controller)[first]
        #expect(first > 100 && top.hasPrefix("> f"), "scrolled down to \(top)")
        // Rows above go and come, and f3 (open, above the rows in view) shows no children now.
        data.removeSubrange(10..<60)
        data.insert(contentsOf: (0..<20).map { Folder(name: "new\($0)", messages: []) }, at: 70)
        data[3].messages = []
        try controller.replaceAll(parents: data)
        settle()
        #expect(rows(controller)[controller.viewport.firstRow] == top, "the first row in view is still \(top)")
        _ = window
    }

    @Test func aSnapshotWithAnIDTwiceIsRefusedAndChangesNothing() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        let data = folders(12)
        let (controller, window) = makeController(look, data, expanded: ["f2"])
        controller.move(to: 3)
        settle()
        let tree = controller.tree
        let before = rows(controller)
        var twice = data
        twice[7] = Folder(name: "f2", messages: [])
        twice.insert(Folder(name: "new", messages: []), at: 0)
        #expect(throws: DuplicateIDError(id: "f2", firstIndex: 3, secondIndex: 8)) { try controller.replaceAll(parents: twice) }
        #expect(controller.tree == tree && rows(controller) == before)
        #expect(controller.parents.map(\.name) == data.map(\.name))
        // The message names the id and both places (caught by hand: Swift 6.0's #require(throws:)
        // returns no error).
        var message = ""
        do {
            try controller.replaceAll(parents: twice)
            Issue.record("a snapshot holding f2 twice was taken")
        } catch {
            message = error.description
        }
        #expect(message.contains("f2") && message.contains("3") && message.contains("8"), "\(message)")
        _ = window
    }

    @Test func aSnapshotDuringASearchKeepsSearchingTheNewData() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        var data = [
            Folder(name: "Inbox", messages: ["Tea on Thursday"]), Folder(name: "Projects", messages: ["Loom cards"]),
            Folder(name: "Archive", messages: ["Old receipts"]),
        ]
        let (controller, window) = makeController(look, data, expanded: ["Projects"])
        controller.search("tea")
        settle()
        #expect(rows(controller) == ["v Inbox", "  Tea on Thursday"])
        data[1].messages.append("Tea cards")
        data.append(Folder(name: "Teapots", messages: []))
        data.remove(at: 0)
        try controller.replaceAll(parents: data)
        settle()
        #expect(controller.isSearching && controller.listSearch.query == "tea", "the search goes on")
        #expect(rows(controller) == ["v Projects", "  Tea cards", "> Teapots"], "over the new data")
        // The duplicate is refused while searching too, and the results stay.
        #expect(throws: DuplicateIDError.self) { try controller.replaceAll(parents: data + data) }
        #expect(rows(controller) == ["v Projects", "  Tea cards", "> Teapots"])
        controller.endSearch()
        #expect(
            rows(controller) == ["v Projects", "  Loom cards", "  Tea cards", "> Archive", "> Teapots"],
            "the whole tree is the snapshot, Projects still open")
        _ = window
    }

    @Test func openParentsThatLoadTheirChildrenLoadThemAgain() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        var data = folders(6)
        let loads = Loads()
        loads.messages = ["f2": ["a", "b"], "f3": ["c"]]
        let (controller, window) = makeController(
            look, data,
            children: .lazy(
                hasChildren: { _ in true },
                load: { folder, done in
                    loads.asked.append(folder.name)
                    done(.success(loads.messages[folder.name] ?? []))
                }))
        controller.expand(2)
        controller.expand(3)
        controller.collapse(3)
        loads.asked = []
        loads.messages["f2"] = ["a", "b", "new"]
        data.swapAt(0, 1)
        try controller.replaceAll(parents: data)
        settle()
        #expect(loads.asked == ["f2"], "the open parent is asked again; the closed one waits until it opens")
        #expect(rows(controller) == ["> f1", "> f0", "v f2", "  a", "  b", "  new", "> f3", "> f4", "> f5"])
        controller.expand(3)
        #expect(loads.asked == ["f2", "f3"])
        _ = window
    }

    @Test func editsByIDChangeTheirParentAndItsChildren() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        let data = folders(8)
        let (controller, window) = makeController(look, data, expanded: ["f3"])
        controller.move(to: 6) // f3's last message
        controller.updateParent(Folder(name: "f3", messages: ["ignored"], unread: 2), id: "f3")
        #expect(
            controller.parent(at: 3)?.unread == 2 && controller.children(of: 3) == ["f3m0", "f3m1", "f3m2"],
            "the children stay as they were")
        controller.setChildren(["x"], ofParentID: "f3")
        #expect(Array(rows(controller)[3...5]) == ["v f3", "  x", "> f4"])
        #expect(focused(controller) == "  x", "the focus clamped to the child that is left")
        controller.insertChildren(["y"], at: 1, ofParentID: "f3")
        controller.updateChild("z", at: 0, ofParentID: "f3")
        controller.removeChildren(1..<2, ofParentID: "f3")
        #expect(controller.children(of: 3) == ["z"])
        controller.setChildren([], ofParentID: "f3")
        #expect(rows(controller)[3...4] == ["> f3", "> f4"], "with no children it shows none, and no expander")
        #expect(controller.tree.isOpen(3), "it stays open for the children to come")
        controller.insertChildren(["w"], at: 0, ofParentID: "f3")
        #expect(rows(controller)[3...5] == ["v f3", "  w", "> f4"], "the child that comes shows beneath it")
        controller.removeParent(id: "f1")
        controller.removeParent(id: "nowhere")
        #expect(controller.parents.map(\.name) == ["f0", "f2", "f3", "f4", "f5", "f6", "f7"])
        settle()
        for view in shown(controller, look) { #expect(view.shown == view.wanted) }
        _ = window
    }

    @Test func reconfiguringShowsTheNewLookKeepingTheSearchAndTheFocus() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        let (controller, window) = makeController(look, folders(30), expanded: ["f1", "f2"])
        controller.search("f2m")
        settle()
        controller.move(to: 1)
        look.counts = true
        controller.reconfigureRows(heightsChanged: true)
        settle()
        #expect(controller.isSearching && focused(controller) == "  f2m0")
        let views = shown(controller, look)
        #expect(views.contains { $0.shown == "f2 (0)" })
        for view in views { #expect(view.shown == view.wanted, "\(views)") }
        controller.endSearch()
        settle()
        #expect(look.texts.values.contains("f0 (0)"), "rows coming into view show the new look")
        _ = window
    }

    @Test func aListMadeWithBuildersGoesByPlace() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = ExpandableRowsController<Folder, String, Never>(
            parents: folders(5), children: \.messages, name: "Folders",
            expanded: [2], parentRow: { folder, _ in Label(folder.name) },
            childRow: { message, _ in Label(message) })
        try controller.replaceAll(parents: [
            Folder(name: "a", messages: []), Folder(name: "b", messages: []),
            Folder(name: "c", messages: ["c1"]), Folder(name: "c", messages: []),
        ])
        #expect(controller.tree.expanded == [2] && controller.tree.rowCount == 5, "parent 2 stays open, at its place")
        #expect(controller.children(of: 2) == ["c1"])
    }
}
