import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

/// The list engine's views made ahead, out of the list, and those fewer rows left spare,
/// hidden in it: a tree's child rows are bound, not made, when its first parent opens; a
/// search that narrows, then widens, shows its views again instead of making new ones; screen
/// readers see only the rows the list shows.
@Suite(.serialized)
@MainActor
struct ViewReserveTests {
    private struct Folder: Sendable {
        let name: String
        let messages: [String]
    }

    /// A row widget of the list box: whether it shows, and the true index it tells screen
    /// readers (-1: none).
    private struct ListedRow {
        let visible: Bool
        let index: Int32
    }

    private func children(of list: ListBox) -> [ListedRow] {
        let all = gtk_container_get_children(foldout_container(list.raw))
        defer { g_list_free(all) }
        var rows: [ListedRow] = []
        var link = all
        while let node = link {
            if let widget = node.pointee.data?.assumingMemoryBound(to: GtkWidget.self) {
                rows.append(ListedRow(visible: gtk_widget_get_visible(widget) != 0, index: foldout_row_get_true_index(widget)))
            }
            link = node.pointee.next
        }
        return rows
    }

    /// A list of 200 messages, "Message 0" to "Message 199".
    private func inbox() -> DropdownRowsController<TitledItem> {
        let content = DropdownRowContent<TitledItem>(make: { Label() }, bind: { label, item in label.text = item.title })
        return DropdownRowsController(
            list: DropdownList(items: (0..<200).map { TitledItem(id: "m\($0)", title: "Message \($0)") }), name: "Inbox",
            actions: [], content: content)
    }

    private func settle() {
        for _ in 0..<30 { MainLoop.drain() }
    }

    /// The children of the accessible holding the list's rows, as screen readers count them.
    private func rowsTold(by list: ListBox) throws -> Int {
        let accessible = try #require(gtk_widget_get_accessible(list.widget))
        let set = try #require(atk_object_ref_accessible_child(accessible, 0))
        defer { g_object_unref(set) }
        return Int(atk_object_get_n_accessible_children(set))
    }

    @Test func aTreeMakesItsChildViewsAheadOutOfTheList() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let folders = (0..<30).map { Folder(name: "Folder \($0)", messages: ($0 == 0 ? 0..<6 : 0..<1).map { "Message \($0)" }) }
        let content = ExpandableRowContent<Folder>(make: { Label() }, bind: { label, folder, _ in label.text = folder.name })
        let child = ExpandableRowContent<String>(make: { Label() }, bind: { label, text, _ in label.text = text })
        let controller = ExpandableRowsController(
            parents: folders, id: { $0.name }, children: .immediate(\.messages),
            name: "Folders", parentContent: content, childContent: child)
        let counting = CountingViews(controller)
        controller.viewport.source = counting
        var made: [Int] { counting.made }
        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        gtk_window_set_default_size(foldout_window(window.raw), 400, 300)
        window.add(controller.widget)
        window.showAll()
        func settle(while busy: () -> Bool = { false }) {
            let deadline = MainLoop.monotonicTime + 3_000_000
            repeat { MainLoop.drain() } while busy() && MainLoop.monotonicTime < deadline
            for _ in 0..<20 { MainLoop.drain() }
        }
        settle { !made.contains(TreeRowKind.child) }
        let ahead = made.count(where: { $0 == TreeRowKind.child })
        #expect(ahead > 0, "child views made once the tree was shown, before any parent opened")
        let listed = children(of: controller.viewport.listBox).count
        #expect(!controller.viewport.views.contains { $0.kind == TreeRowKind.child }, "made ahead, not in the list")

        controller.expand(0)
        settle()
        #expect(made.count(where: { $0 == TreeRowKind.child }) == ahead, "the six children bound views made ahead")

        controller.collapse(0)
        settle()
        let rows = children(of: controller.viewport.listBox)
        #expect(rows.count(where: \.visible) == listed, "only the parents in view show")
        #expect(rows.filter { !$0.visible }.allSatisfy { $0.index == -1 }, "the hidden views tell screen readers no row")
        #expect(!controller.viewport.views.contains { $0.kind == TreeRowKind.child })
        #expect(try rowsTold(by: controller.viewport.listBox) == 30, "screen readers count the 30 parents")

        controller.expand(0)
        settle()
        #expect(made.count(where: { $0 == TreeRowKind.child }) == ahead, "opened again, the hidden child views show")
        let shown = children(of: controller.viewport.listBox).filter(\.visible).map { Int($0.index) }
        #expect(shown.sorted() == Array(0..<shown.count), "the rows from the top show, each once: \(shown)")
        #expect(controller.viewport.views.count(where: { $0.kind == TreeRowKind.child && $0.index != nil }) == 6)
        #expect(try rowsTold(by: controller.viewport.listBox) == 36)
        window.destroy()
        MainLoop.drain()
    }

    @Test func aSearchThatNarrowsThenWidensShowsItsViewsAgain() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = inbox()
        let counting = CountingViews(controller)
        controller.viewport.source = counting
        let window = testWindow(showing: controller.widget, settle: settle)
        defer {
            window.destroy()
            MainLoop.drain()
        }
        let screenful = controller.viewport.views.count
        let madeFirst = counting.made.count
        #expect(screenful > 5, "a screenful of rows: \(screenful)")

        controller.search("Message 42")
        settle()
        var rows = children(of: controller.viewport.listBox)
        #expect(rows.filter(\.visible).map(\.index) == [0], "the one result shows")
        #expect(rows.count(where: { !$0.visible }) == screenful - 1, "the views left spare are hidden")
        #expect(rows.filter { !$0.visible }.allSatisfy { $0.index == -1 }, "the hidden views tell screen readers no row")
        #expect(try rowsTold(by: controller.viewport.listBox) == 1, "screen readers count the one result")

        controller.search("Message 1") // 1, 10 to 19, 100 to 199
        settle()
        rows = children(of: controller.viewport.listBox)
        #expect(counting.made.count == madeFirst, "no view made: the hidden ones show again")
        #expect(rows.count(where: \.visible) == screenful)
        #expect(try rowsTold(by: controller.viewport.listBox) == 111)
        let titles = controller.viewport.views.compactMap { view in view.index.map { ($0, view.row.accessibleName) } }
        #expect(titles.sorted { $0.0 < $1.0 }.first?.1 == "Message 1", "the first result is bound and named")
    }

    @Test func aViewUnderAPressIsDestroyedNotHidden() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let controller = inbox()
        let window = testWindow(showing: controller.widget, settle: settle)
        defer {
            window.destroy()
            MainLoop.drain()
        }
        let screenful = controller.viewport.views.count
        let pressed = try #require(controller.viewport.view(at: 3)?.row)
        // What GtkListBox does as a press on a row begins (until the release).
        gtk_widget_set_state_flags(pressed.widget, GTK_STATE_FLAG_ACTIVE, 0)

        controller.search("Message 42")
        settle()
        let rows = children(of: controller.viewport.listBox)
        #expect(rows.count == screenful - 1, "the pressed view is gone from the list, the others hidden in it")
        #expect(rows.count(where: { !$0.visible }) == screenful - 2)
        #expect(gtk_widget_get_parent(pressed.widget) == nil, "the list box forgot the pressed row")
    }
}

/// The controller's answers to its viewport, counting the views made.
@MainActor
private final class CountingViews: RecyclingViewportSource {
    let inner: any RecyclingViewportSource
    private(set) var made: [Int] = []

    init(_ inner: any RecyclingViewportSource) { self.inner = inner }

    func makeView(ofKind kind: Int) -> RecycledRow {
        made.append(kind)
        return inner.makeView(ofKind: kind)
    }

    func viewKind(ofRow index: Int) -> Int { inner.viewKind(ofRow: index) }
    func bind(_ view: RecycledRow, toRow index: Int) { inner.bind(view, toRow: index) }
    func update(_ view: RecycledRow, showingRow index: Int) { inner.update(view, showingRow: index) }
    func pinnedRow(whileFirst index: Int) -> Int? { inner.pinnedRow(whileFirst: index) }
    func facts(ofRow index: Int) -> AccessibleRowFacts? { inner.facts(ofRow: index) }
    func rowActivated(_ index: Int) { inner.rowActivated(index) }
    func rowFocused(_ index: Int) { inner.rowFocused(index) }
    func contextMenuRequested(atRow index: Int) -> Bool { inner.contextMenuRequested(atRow: index) }
    func movePressed(_ move: KeyPress.Navigation) { inner.movePressed(move) }
    func keyPressed(_ key: KeyPress) -> Bool { inner.keyPressed(key) }
    func tabbedIn() -> Bool { inner.tabbedIn() }
    func firstShown() { inner.firstShown() }
}
