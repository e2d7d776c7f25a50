import Testing
@testable import FoldoutModel

/// Layout maths of the long list: offsets, rows at offsets, an open row of partial height.
struct RowLayoutTests {
    let plain = RowLayout(count: 1_000_000, rowHeight: 40, barHeight: 48)

    @Test func offsetsOfEvenRows() {
        #expect(plain.offset(ofRow: 0) == 0)
        #expect(plain.offset(ofRow: 999_999) == 39_999_960)
        #expect(plain.totalHeight == 40_000_000)
        #expect(plain.offset(ofRow: 2_000_000) == 40_000_000, "past the end clamps to the bottom")
    }

    @Test func rowAtOffsetOfEvenRows() {
        #expect(plain.row(atOffset: 0) == 0)
        #expect(plain.row(atOffset: 39.9) == 0)
        #expect(plain.row(atOffset: 40) == 1)
        #expect(plain.row(atOffset: 20_000_000) == 500_000)
        #expect(plain.row(atOffset: -5) == 0)
        #expect(plain.row(atOffset: 50_000_000) == 999_999)
        #expect(RowLayout(count: 0, rowHeight: 40, barHeight: 48).row(atOffset: 0) == nil)
    }

    @Test func anOpenRowOfPartialHeightShiftsTheRowsBelowIt() {
        let layout = RowLayout(count: 1_000_000, rowHeight: 40, barHeight: 48, bars: [500_000: 0.5])
        #expect(layout.height(ofRow: 500_000) == 64)
        #expect(layout.offset(ofRow: 500_000) == 20_000_000)
        #expect(layout.offset(ofRow: 500_001) == 20_000_064)
        #expect(layout.row(atOffset: 20_000_063) == 500_000, "the bar's part belongs to its row")
        #expect(layout.row(atOffset: 20_000_064) == 500_001)
        #expect(layout.row(atOffset: 19_999_999) == 499_999)
        #expect(layout.totalHeight == 40_000_024)
    }

    @Test func anOpeningAndAFoldingRowTogether() {
        let layout = RowLayout(count: 12, rowHeight: 40, barHeight: 48, padding: 18, bars: [2: 1, 7: 0.25])
        let row3: Double = 18 + 120 + 48, row8: Double = 18 + 320 + 48 + 12
        #expect(layout.offset(ofRow: 0) == 18)
        #expect(layout.offset(ofRow: 3) == row3)
        #expect(layout.offset(ofRow: 8) == row8)
        for row in 0..<12 {
            let top = layout.offset(ofRow: row)
            #expect(layout.row(atOffset: top) == row)
            #expect(layout.row(atOffset: top + layout.height(ofRow: row) - 0.01) == row)
        }
        let total: Double = 36 + 480 + 48 + 12
        #expect(layout.totalHeight == total)
    }

    @Test func visibleRowsMeetTheViewport() {
        #expect(plain.visibleRows(offset: 0, viewport: 400) == 0..<10)
        #expect(plain.visibleRows(offset: 20, viewport: 400) == 0..<11)
        #expect(plain.visibleRows(offset: 39_999_600, viewport: 400) == 999_990..<1_000_000)
    }

    @Test func offsetShowingARowMovesAsLittleAsPossible() {
        let open = RowLayout(count: 1_000_000, rowHeight: 40, barHeight: 48, bars: [999_998: 1])
        // Below the view: scroll just so its bottom (with the bar) meets the viewport's bottom.
        let bottomAligned: Double = 999_998 * 40 + 88 - 400
        #expect(open.offset(showing: 999_998, current: 0, viewport: 400) == bottomAligned)
        // Already visible: no move.
        #expect(plain.offset(showing: 5, current: 0, viewport: 400) == 0)
        // Above the view: its top.
        #expect(plain.offset(showing: 5, current: 1000, viewport: 400) == 200)
        // Taller than the viewport: its top wins.
        let top: Double = 999_998 * 40
        #expect(open.offset(showing: 999_998, current: 0, viewport: 60) == top)
        #expect(plain.offset(showing: 999_999, current: 0, viewport: 400) == plain.maxOffset(viewport: 400))
    }
}

/// The bars' unfolding and folding over time.
struct BarRevealTests {
    @Test func opensOverTheDurationAndReportsWhenOpen() {
        var reveal = BarReveal(duration: 0.3)
        reveal.set(4, open: true, animated: true)
        #expect(reveal.fraction(of: 4) == 0)
        #expect(reveal.advance(by: 0.15).isEmpty)
        #expect(reveal.fraction(of: 4) == 0.875, "GtkRevealer's ease-out cubic at half the time")
        #expect(reveal.advance(by: 0.15) == [4])
        #expect(reveal.fraction(of: 4) == 1)
        #expect(!reveal.isMoving)
    }

    @Test func foldingMidWayTurnsBackFromWhereItIs() {
        var reveal = BarReveal(duration: 0.3)
        reveal.set(4, open: true, animated: true)
        reveal.advance(by: 0.1)
        let partway = reveal.fraction(of: 4)
        reveal.set(4, open: false, animated: true)
        #expect(reveal.fraction(of: 4) == partway, "no jump")
        reveal.advance(by: 0.05)
        #expect(reveal.fraction(of: 4) < partway)
        reveal.advance(by: 1)
        #expect(reveal.fractions.isEmpty, "a folded bar is forgotten")
    }

    @Test func withoutAnimationItGetsThereAtOnce() {
        var reveal = BarReveal()
        reveal.set(1, open: true, animated: false)
        #expect(reveal.fraction(of: 1) == 1 && !reveal.isMoving)
        reveal.set(1, open: false, animated: false)
        #expect(reveal.fractions.isEmpty)
    }

    @Test func barsFollowTheirRowsAsRowsComeAndGo() {
        var reveal = BarReveal()
        reveal.set(10, open: true, animated: false)
        reveal.set(3, open: true, animated: true)
        reveal.advance(by: 0.15)
        reveal.rowRemoved(at: 5)
        #expect(reveal.fraction(of: 9) == 1 && reveal.fraction(of: 10) == 0)
        #expect(reveal.fraction(of: 3) == 0.875, "rows above the removal keep their place")
        reveal.rowInserted(at: 0)
        #expect(reveal.fraction(of: 10) == 1 && reveal.fraction(of: 4) == 0.875)
        reveal.rowRemoved(at: 10)
        #expect(reveal.fraction(of: 10) == 0 && reveal.fractions.count == 1, "a removed row's bar goes with it")
    }
}

/// The open row's index follows it as other rows are removed and restored, in long lists too.
struct LongDropdownListTests {
    @Test func openIndexShiftsWithRemovalsAndUndo() {
        var list = DropdownList(items: numberedItems(count: 1_000_000))
        _ = list.open(at: 999_998)
        _ = list.remove(at: 10)
        #expect(list.openIndex == 999_997 && list.openID == "item-999999")
        _ = list.undo()
        #expect(list.openIndex == 999_998 && list.openID == "item-999999")
        #expect(list.remove(at: 999_998) == [.removed(index: 999_998, item: DropdownItem(id: "item-999999", title: "Item 999999"))])
        #expect(list.count == 999_999 && list.openIndex == nil)
        _ = list.undo()
        #expect(list.count == 1_000_000 && list.openIndex == 999_998)
    }
}
