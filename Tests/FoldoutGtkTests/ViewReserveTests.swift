import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

/// The list engine's views made ahead, out of the list: a tree's child rows are bound, not
/// made, when its first parent opens; screen readers see only the rows the list shows.
@Suite(.serialized)
@MainActor
struct ViewReserveTests {
    private struct Folder: Sendable {
        let name: String
        let messages: [String]
    }

    private func children(of list: ListBox) -> Int {
        let all = gtk_container_get_children(foldout_container(list.raw))
        defer { g_list_free(all) }
        return Int(g_list_length(all))
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
        let listed = children(of: controller.viewport.listBox)
        #expect(!controller.viewport.views.contains { $0.kind == TreeRowKind.child }, "made ahead, not in the list")

        controller.expand(0)
        settle()
        #expect(made.count(where: { $0 == TreeRowKind.child }) == ahead, "the six children bound views made ahead")

        controller.collapse(0)
        settle()
        #expect(children(of: controller.viewport.listBox) == listed, "the spare child views left the list")
        #expect(!controller.viewport.views.contains { $0.kind == TreeRowKind.child })
        window.destroy()
        MainLoop.drain()
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
