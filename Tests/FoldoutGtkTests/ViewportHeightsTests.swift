import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

/// The rows' heights are the viewport's, on a display: it measures the rows it shows and keeps
/// their heights itself, following the app's edits; measuring a row, or a bar sliding open,
/// changes nothing in the controller's state; a change of how rows look forgets them.
@Suite(.serialized)
@MainActor
struct ViewportHeightsTests {
    private func item(_ number: Int) -> TitledItem {
        TitledItem(id: "m\(number)", title: "Message \(number)")
    }

    private func settle() {
        for _ in 0..<30 { MainLoop.drain() }
    }

    private func makeController(count: Int) -> (DropdownRowsController<TitledItem>, Window) {
        let content = DropdownRowContent<TitledItem>(make: { Label() }, bind: { label, item in label.text = item.title })
        let controller = DropdownRowsController(
            list: DropdownList(items: (0..<count).map { item($0) }), name: "Inbox",
            actions: [DropdownAction(title: "_Archive", iconName: "mail-archive-symbolic", removesRow: true) { _, _ in }],
            content: content)
        return (controller, testWindow(showing: controller.widget, settle: settle))
    }

    /// Shows row `row` (focused, scrolled to), then the top of the list again: the rows around
    /// `row` were measured and are out of view. Returns whether `row` was measured in view.
    @discardableResult
    private func visit(_ row: Int, of controller: DropdownRowsController<TitledItem>) -> Bool {
        controller.focus(at: row)
        settle()
        let measured = controller.viewport.measuredHeight(ofRow: row) != nil
        controller.focus(at: 0)
        settle()
        return measured
    }

    /// The rows bound to views, top to bottom.
    private func bound(_ controller: DropdownRowsController<TitledItem>) -> [Int] {
        controller.viewport.views.compactMap(\.index).sorted()
    }

    @Test func theViewportMeasuresItsRowsAndTheStateHoldsNoHeight() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (controller, window) = makeController(count: 200)
        defer {
            window.destroy()
            MainLoop.drain()
        }
        let viewport = controller.viewport
        let shown = bound(controller)
        #expect(!shown.isEmpty && shown.allSatisfy { viewport.measuredHeight(ofRow: $0) != nil }, "every row shown is measured: \(shown)")
        #expect(viewport.measuredHeight(ofRow: 150) == nil, "a row never shown is estimated")
        let plain = try #require(viewport.measuredHeight(ofRow: 1))

        // A row opens: its bar slides in, measured frame by frame by the viewport alone.
        controller.focus(at: 2)
        controller.activate(at: 2)
        let opened = controller.state
        // Until the slide has ended (a quarter of a second), and a little longer.
        let start = MainLoop.monotonicTime
        var passes = 0
        while MainLoop.monotonicTime - start < 600_000 {
            MainLoop.drain()
            passes += 1
            if controller.state != opened {
                Issue.record("pass \(passes): the slide wrote into the state")
                break
            }
        }
        #expect(controller.state == opened)
        let open = try #require(viewport.measuredHeight(ofRow: 2))
        #expect(open > plain, "the open row is measured with its bar: \(open) against \(plain)")
    }

    @Test func theHeightsFollowTheAppsEditsOutOfView() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (controller, window) = makeController(count: 300)
        defer {
            window.destroy()
            MainLoop.drain()
        }
        let viewport = controller.viewport
        visit(120, of: controller)
        let measured = Set((60..<300).filter { viewport.measuredHeight(ofRow: $0) != nil })
        #expect(measured.contains(120) && !measured.contains(250), "\(measured.sorted())")

        // The app removes two rows at the top and adds one further down: the heights measured
        // out of view stay on their rows.
        controller.apply([.remove(id: "m0"), .remove(id: "m1"), .insert(item(1_000), at: 99)])
        settle()
        #expect(viewport.count == 299)
        let now = Set((60..<299).filter { viewport.measuredHeight(ofRow: $0) != nil })
        let expected = Set(measured.map { $0 - 2 < 99 ? $0 - 2 : $0 - 1 })
        #expect(now == expected, "moved with their rows: \(now.sorted()) against \(expected.sorted())")
    }

    @Test func aChangeOfHowRowsLookForgetsTheHeightsOutOfView() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (controller, window) = makeController(count: 200)
        defer {
            window.destroy()
            MainLoop.drain()
        }
        let viewport = controller.viewport
        #expect(visit(120, of: controller), "measured in view")
        #expect(!bound(controller).contains(120) && viewport.measuredHeight(ofRow: 120) != nil, "measured once, kept out of view")

        controller.reconfigureRows(heightsChanged: true)
        settle()
        #expect(viewport.measuredHeight(ofRow: 120) == nil, "out of view: estimated until shown again")
        let shown = bound(controller)
        #expect(!shown.isEmpty && shown.allSatisfy { viewport.measuredHeight(ofRow: $0) != nil }, "the rows in view measured again")
    }
}
