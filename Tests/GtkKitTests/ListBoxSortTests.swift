import CGtk
import Testing
@testable import GtkKit

/// Sort keys the test changes after handing them to the list.
@MainActor
private final class SortKeys {
    var value: [UnsafeMutableRawPointer: Int] = [:]
}

@Suite(.serialized)
@MainActor
struct ListBoxSortTests {
    @Test func rowsFollowTheSortOrderOnInsertAndWhenItChanges() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let list = ListBox()
        let rows = (0..<4).map { _ in ListBoxRow() }
        let key = SortKeys()
        for (row, value) in zip(rows, [30, 10, 40, 20]) { key.value[row.raw] = value }
        list.setSortOrder { a, b in
            let (x, y) = (key.value[a] ?? 0, key.value[b] ?? 0)
            return x < y ? -1 : x > y ? 1 : 0
        }
        for row in rows { list.insert(row, at: -1) }
        let order = { (0..<4).compactMap { list.rawRow(at: $0) } }
        #expect(order() == [rows[1].raw, rows[3].raw, rows[0].raw, rows[2].raw], "inserted in order, not at the end")
        // The keys change (a row takes another item): the list sorts again only when told.
        key.value[rows[2].raw] = 0
        #expect(order() == [rows[1].raw, rows[3].raw, rows[0].raw, rows[2].raw])
        list.invalidateSort()
        #expect(order() == [rows[2].raw, rows[1].raw, rows[3].raw, rows[0].raw])
        #expect(rows.allSatisfy { $0.index >= 0 }, "no row left the list")
        list.destroy()
    }
}
