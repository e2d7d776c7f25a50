import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

private struct Chore: DropdownItem {
    let id: String
    let title: String
    let urgent: Bool
}

/// A row's content that shows a badge for some values only.
@MainActor
private final class ChoreLine {
    let widget = Box(vertical: false, spacing: 6)
    let title = Label()
    let badge = Label("Urgent")

    init() {
        widget.packStart(title, expand: true)
        widget.packStart(badge)
    }

    func show(_ chore: Chore) {
        title.text = chore.title
        badge.isVisible = chore.urgent
    }
}

/// What row content hides as it shows a value stays hidden when the app shows its window
/// (`showAll()`, as every app does after putting a list in it): GTK's show-all used to show it
/// again.
@Suite(.serialized)
@MainActor
struct RowContentVisibilityTests {
    private let chores = [
        Chore(id: "a", title: "Water the plants", urgent: false),
        Chore(id: "b", title: "Pay the rent", urgent: true),
        Chore(id: "c", title: "Read", urgent: false),
    ]

    /// The badge shown for each chore in view, by title, after the window was shown and settled.
    private func badges(in window: Window, lines: [ChoreLine]) -> [String: Bool] {
        window.showAll()
        for _ in 0..<20 { MainLoop.drain() }
        window.showAll() // again: an app may show its window whenever it adds to it
        MainLoop.drain()
        var shown: [String: Bool] = [:]
        for line in lines where line.title.text != "" { shown[line.title.text] = line.badge.isVisible }
        return shown
    }

    @Test func aDropdownRowKeepsHiddenWhatItsContentHid() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        var lines: [ChoreLine] = []
        let content = DropdownRowContent<Chore>(views: {
            let line = ChoreLine()
            lines.append(line)
            return (line.widget, line.show)
        })
        let list = DropdownRowsController(list: DropdownList(items: chores), name: "Tasks", actions: [], content: content)
        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        defer { window.destroy() }
        gtk_window_set_default_size(foldout_window(window.raw), 400, 300)
        window.add(list.widget)
        #expect(badges(in: window, lines: lines) == ["Water the plants": false, "Pay the rent": true, "Read": false])
    }

    @Test func anExpandableRowKeepsHiddenWhatItsContentHid() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        var lines: [ChoreLine] = []
        let content = ExpandableRowContent<Chore>(views: {
            let line = ChoreLine()
            lines.append(line)
            return (line.widget, { chore, _ in line.show(chore) })
        })
        let list = ExpandableRowsController<Chore, Chore, String>(
            parents: chores, children: .immediate { _ in [] }, name: "Tasks",
            parentContent: content, childContent: content)
        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        defer { window.destroy() }
        gtk_window_set_default_size(foldout_window(window.raw), 400, 300)
        window.add(list.widget)
        #expect(badges(in: window, lines: lines) == ["Water the plants": false, "Pay the rent": true, "Read": false])
    }
}
