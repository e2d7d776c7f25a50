import CFoldoutGtk
import Testing

@testable import FoldoutGtk

@Suite(.serialized)
@MainActor
struct ListBoxSortTests {
    @Test func rowsFollowTheirSortKeysOnInsertAndWhenTheyChange() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let list = ListBox()
        list.sortByRowKeys()
        let rows = (0..<4).map { _ in ListBoxRow() }
        #expect(rows[0].sortKey == 0, "a row's key is 0 until set")
        for (row, key) in zip(rows, [30, 10, 40, 1_000_000]) { row.sortKey = key }
        #expect(rows.map(\.sortKey) == [30, 10, 40, 1_000_000])
        for row in rows { list.insert(row, at: -1) }
        let order = { (0..<4).compactMap { list.rawRow(at: $0) } }
        #expect(order() == [rows[1].raw, rows[0].raw, rows[2].raw, rows[3].raw], "inserted in order, not at the end")
        // The keys change (a row takes another item): the list sorts again only when told.
        rows[2].sortKey = -5
        rows[3].sortKey = 20
        #expect(order() == [rows[1].raw, rows[0].raw, rows[2].raw, rows[3].raw])
        list.invalidateSort()
        #expect(order() == [rows[2].raw, rows[1].raw, rows[3].raw, rows[0].raw])
        #expect(rows.allSatisfy { $0.index >= 0 }, "no row left the list")
        list.destroy()
    }
}
