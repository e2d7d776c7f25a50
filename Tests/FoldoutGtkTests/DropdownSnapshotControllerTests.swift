import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

/// The dropdown controller handed snapshots of the app's data and told of a display-only
/// change, on a display: the rows on screen show the items where the model has them, the open
/// row, the focus and the search stay, a snapshot with an id twice is refused and changes
/// nothing, and re-binding the rows in view shows what the row content shows now.
@Suite(.serialized)
@MainActor
struct DropdownSnapshotControllerTests {
    /// The row content's look, changed by the test (a "Show descriptions" setting), and what
    /// its bind function last showed for each item.
    private final class Look {
        var descriptions = false
        var binds = 0
        var texts: [String: String] = [:]
    }

    private func item(_ number: Int, _ title: String? = nil) -> TitledItem {
        TitledItem(id: "m\(number)", title: title ?? "Message \(number)")
    }

    private func settle() {
        for _ in 0..<30 { MainLoop.drain() }
    }

    /// What the bound row views show (their item's text as the content last showed it), by
    /// the row each shows, top to bottom.
    private func shown(_ controller: DropdownRowsController<TitledItem>, _ look: Look) -> [(index: Int, text: String)] {
        controller.viewport.views.compactMap { view -> (Int, String)? in
            guard let index = view.index, let item = (view as? DropdownRowView<TitledItem>)?.item,
                item == controller.state.item(at: index), let text = look.texts[item.id]
            else { return nil }
            return (index, text)
        }.sorted { $0.0 < $1.0 }
    }

    private func makeController(_ look: Look, count: Int) -> (DropdownRowsController<TitledItem>, Window) {
        let content = DropdownRowContent<TitledItem>(
            make: { Label() },
            bind: { label, item in
                look.binds += 1
                label.text = look.descriptions ? "\(item.title) — a description" : item.title
                look.texts[item.id] = label.text
            })
        let controller = DropdownRowsController(
            list: DropdownList(items: (0..<count).map { item($0) }), name: "Inbox",
            actions: [
                DropdownAction(
                    title: "_Archive", iconName: "mail-archive-symbolic",
                    removesRow: true
                ) { _, _ in }
            ],
            content: content)
        return (controller, testWindow(showing: controller.widget, settle: settle))
    }

    @Test func aSnapshotKeepsTheOpenRowAndTheFocusAndRefusesAnIdTwice() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        let (controller, window) = makeController(look, count: 400)
        controller.focus(at: 201)
        controller.activate(at: 201)
        settle()
        // Every other message kept, a new one on top, message 201 renamed.
        var data = stride(from: 1, to: 400, by: 2).map { item($0) }
        data.insert(item(1_000), at: 0)
        data[101] = item(201, "Message 201, edited")
        try controller.replaceAll(with: data)
        settle()
        #expect(controller.state.list.items == data)
        #expect(controller.state.list.openID == "m201" && controller.state.list.openIndex == 101)
        #expect(controller.state.focusIndex == 101, "the focus stays on its item")
        let rows = shown(controller, look)
        #expect(rows.contains { $0.index == 101 && $0.text == "Message 201, edited" }, "the open row in view, its new title shown: \(rows)")
        for row in rows {
            #expect(row.text == data[row.index].title, "row \(row.index) shows its item")
        }

        // An id twice: refused, named, and nothing changes.
        let before = controller.state
        #expect(throws: DuplicateIDError(id: "m3", firstIndex: 2, secondIndex: 5)) {
            try controller.replaceAll(with: [item(1_000), item(1), item(3), item(5), item(7), item(3)])
        }
        #expect(controller.state == before)

        // Back to all of them: the open row and the focus still on message 201.
        try controller.replaceAll(with: (0..<400).map { item($0) })
        settle()
        #expect(controller.state.list.openIndex == 201 && controller.state.focusIndex == 201)
        for row in shown(controller, look) {
            #expect(row.text == "Message \(row.index)")
        }
        window.destroy()
        MainLoop.drain()
    }

    @Test func reconfiguringRebindsTheRowsInViewAndKeepsTheSearchAndTheOpenRow() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let look = Look()
        let (controller, window) = makeController(look, count: 300)
        controller.search("Message 2")
        settle()
        controller.focus(at: 3)
        controller.activate(at: 3)
        settle()
        let results = controller.state.count
        let open = controller.state.openIndex
        let focus = controller.state.focusIndex
        #expect(shown(controller, look).allSatisfy { !$0.text.contains("description") })

        look.descriptions = true
        let binds = look.binds
        controller.reconfigureRows()
        settle()
        let rows = shown(controller, look)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.text.hasSuffix("— a description") }, "\(rows)")
        #expect(look.binds > binds)
        #expect(controller.isSearching && controller.state.count == results, "the search stays")
        #expect(controller.state.openIndex == open && controller.state.focusIndex == focus, "the open row and the focus stay")

        // Some items only: the others keep what they showed.
        look.descriptions = false
        let first = try #require(controller.state.item(at: 0)?.id)
        controller.reconfigure(ids: [first])
        settle()
        let again = shown(controller, look)
        #expect(again.first { $0.index == 0 }?.text.hasSuffix("description") == false)
        #expect(again.filter { $0.index != 0 }.allSatisfy { $0.text.hasSuffix("— a description") })
        #expect(controller.isSearching && controller.state.openIndex == open)
        window.destroy()
        MainLoop.drain()
    }
}
