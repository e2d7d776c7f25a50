import CFoldoutGtk
import FoldoutModel
import Testing

@testable import FoldoutControllers
@testable import FoldoutGtk

/// What the accessibles told, in order (ATK's signals are emitted on the main thread).
nonisolated(unsafe) private var toldInOrder: [String] = []

private let rowSetAdded: @convention(c) (OpaquePointer?, guint, gpointer?, gpointer?) -> Void = { _, _, _, _ in
    toldInOrder.append("row set added")
}

private let rowSetRemoved: @convention(c) (OpaquePointer?, guint, gpointer?, gpointer?) -> Void = { _, _, _, _ in
    toldInOrder.append("row set removed")
}

private let descriptionChanged: @convention(c) (UnsafeMutablePointer<AtkObject>?, UnsafeMutablePointer<AtkPropertyValues>?, gpointer?) -> Void = {
    object, _, _ in
    toldInOrder.append("description: " + (atk_object_get_description(object).map { String(cString: $0) } ?? ""))
}

private struct Page: DropdownItem {
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
        for _ in 0..<10 { MainLoop.drain() }
        var found: [String: String] = [:]
        for case let view as DropdownRowView<Page> in list.viewport.views where view.index != nil {
            if let item = view.item { found[item.title] = view.row.accessibleDescription }
        }
        return found
    }

    /// A list of `pages` allowing selection, shown in a window of its own.
    private func shownList(_ pages: [Page], content: DropdownRowContent<Page>) -> (DropdownRowsController<Page>, Window) {
        let list = DropdownRowsController(list: DropdownList(items: pages), name: "Pages", actions: [], content: content)
        list.allowsSelection = true
        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        gtk_window_set_default_size(foldout_window(window.raw), 400, 300)
        window.add(list.widget)
        window.showAll()
        return (list, window)
    }

    @Test func theContentDescribesItsRowAndTheSelectionCountGivesItBack() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let pages = [Page(id: "a", title: "Preface", words: 300), Page(id: "b", title: "Chapter 1", words: 4_200)]
        let content = DropdownRowContent<Page>(
            make: { Label() },
            bind: { label, page, row in
                label.text = page.title
                row.setAccessibleDescription("\(page.words) words")
            })
        let (list, window) = shownList(pages, content: content)
        defer { window.destroy() }
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

    /// Entering and leaving selection mode gives the rows a new accessible parent (a row set
    /// with or without a selection); the words are told on the focused row after that. Told
    /// before, Orca handles them once the old set has gone and drops them, the row having no
    /// app any more: "Selection mode off" went unheard in two runs of three.
    @Test func theModeIsToldAfterTheRowsHaveTheirNewParent() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let pages = (0..<6).map { Page(id: "p\($0)", title: "Page \($0)", words: $0) }
        let content = DropdownRowContent<Page>(make: { Label() }, bind: { label, page in label.text = page.title })
        let (list, window) = shownList(pages, content: content)
        defer { window.destroy() }
        list.focus(at: 1)
        _ = descriptions(list)
        let accessible = gtk_widget_get_accessible(list.viewport.listBox.widget)
        var handlers = [
            g_signal_connect_data(accessible, "children-changed::add", unsafeBitCast(rowSetAdded, to: GCallback.self), nil, nil, GConnectFlags(0)),
            g_signal_connect_data(accessible, "children-changed::remove", unsafeBitCast(rowSetRemoved, to: GCallback.self), nil, nil, GConnectFlags(0)),
        ]
        for case let view as DropdownRowView<Page> in list.viewport.views where view.index == 1 {
            let row = gtk_widget_get_accessible(view.row.widget)
            handlers.append(
                g_signal_connect_data(
                    row, "property-change::accessible-description",
                    unsafeBitCast(descriptionChanged, to: GCallback.self), nil, nil, GConnectFlags(0)))
        }
        #expect(handlers.count == 3, "the focused row is in view")
        defer { toldInOrder = [] }

        toldInOrder = []
        list.selectAll()
        #expect(toldInOrder == ["row set removed", "row set added", "description: Selection mode on. 6 selected"])
        toldInOrder = []
        list.toggleSelection(at: 1)
        #expect(toldInOrder == ["description: 5 selected"], "a count alone: no new set")
        toldInOrder = []
        list.isSelecting = false
        #expect(toldInOrder == ["row set removed", "row set added", "description: Selection mode off"])
    }
}
