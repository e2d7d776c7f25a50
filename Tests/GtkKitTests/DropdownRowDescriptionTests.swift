import CGtk
@testable import FoldoutControllers
import FoldoutModel
import Testing
@testable import GtkKit

private struct Page: DropdownListItem {
    let id: String
    let title: String
    let words: Int
}

/// A dropdown row's content gets its row and gives it an accessible description (what screen
/// readers say after the title); the selection's count takes the focused row's description
/// while it is told, and the row's own comes back after.
@Suite(.serialized)
@MainActor
struct DropdownRowDescriptionTests {
    /// Each row in view's description, by title.
    private func descriptions(_ list: DropdownRowsController<Page>) -> [String: String] {
        for _ in 0 ..< 10 { MainLoop.drain() }
        var found: [String: String] = [:]
        for case let view as DropdownRowView<Page> in list.viewport.views where view.index != nil {
            if let item = view.item { found[item.title] = view.row.accessibleDescription }
        }
        return found
    }

    @Test func theContentDescribesItsRowAndTheSelectionCountGivesItBack() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let pages = [Page(id: "a", title: "Preface", words: 300), Page(id: "b", title: "Chapter 1", words: 4_200)]
        let content = DropdownRowContent<Page>(make: { Label() }, bind: { label, page, row in
            label.text = page.title
            row.setAccessibleDescription("\(page.words) words")
        })
        let list = DropdownRowsController(list: DropdownList(items: pages), name: "Pages", actions: [], content: content)
        list.allowsSelection = true
        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        defer { window.destroy() }
        gtk_window_set_default_size(foldout_window(window.raw), 400, 300)
        window.add(list.widget)
        window.showAll()
        list.focus(at: 0)
        #expect(descriptions(list) == ["Preface": "300 words", "Chapter 1": "4200 words"])

        list.isSelecting = true
        list.toggleSelection(at: 0)
        #expect(descriptions(list) == ["Preface": list.selectionTitle, "Chapter 1": "4200 words"], "the count, told on the focused row")
        list.apply([.update(Page(id: "a", title: "Preface", words: 310))])
        #expect(descriptions(list)["Preface"] == list.selectionTitle, "an update while the count is told keeps it")
        list.isSelecting = false
        // Leaving the mode is told on the focused row, once, until the focus leaves it.
        #expect(descriptions(list) == ["Preface": "Selection mode off", "Chapter 1": "4200 words"], "leaving is told on the focused row")
        list.focus(at: 1)
        list.focus(at: 0)
        #expect(descriptions(list) == ["Preface": "310 words", "Chapter 1": "4200 words"], "the row's own description is back")
    }
}
