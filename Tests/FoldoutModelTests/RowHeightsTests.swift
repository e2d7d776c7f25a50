import FoldoutModel
import Testing

/// Layout maths of the long list: offsets, rows at offsets, rows of their own height among
/// estimated ones, in lists of a million rows.
@Suite struct RowHeightsTests {
    let plain = RowHeights(count: 1_000_000, defaultEstimate: 40)

    /// A million rows estimated at 41: rows `measured` measured at 40, except those of `tall`.
    private func million(measured: Range<Int>, tall: [Int: Int]) -> RowHeights {
        var heights = RowHeights(count: 1_000_000, defaultEstimate: 40)
        for row in measured { heights.setHeight(tall[row] ?? 40, at: row) }
        return heights
    }

    @Test func offsetsOfEvenRows() {
        #expect(plain.offset(of: 0) == 0)
        #expect(plain.offset(of: 999_999) == 39_999_960)
        #expect(plain.totalHeight == 40_000_000)
        #expect(plain.offset(of: 1_000_000) == 40_000_000)
        #expect(plain.offset(of: 2_000_000) == 40_000_000, "past the end clamps to the bottom")
        #expect(plain.offset(of: -3) == 0)
        #expect(plain.height(of: 999_999) == 40 && plain.height(of: 1_000_000) == 0 && plain.height(of: -1) == 0)
    }

    @Test func rowAtOffsetOfEvenRows() {
        #expect(plain.row(atOffset: 0) == 0)
        #expect(plain.row(atOffset: 39.9) == 0)
        #expect(plain.row(atOffset: 40) == 1)
        #expect(plain.row(atOffset: 20_000_000) == 500_000)
        #expect(plain.row(atOffset: -5) == 0)
        #expect(plain.row(atOffset: 50_000_000) == 999_999)
        #expect(RowHeights(count: 0, defaultEstimate: 40).row(atOffset: 0) == nil)
    }

    @Test func theEstimateIsTheDefaultThenTheAverageMeasured() {
        var heights = RowHeights(count: 10, defaultEstimate: 41)
        #expect(heights.estimate == 41 && heights.totalHeight == 410 && !heights.isMeasured(0))
        heights.setHeight(58, at: 0)
        #expect(heights.estimate == 58 && heights.offset(of: 2) == 116, "the documentation's example")
        heights.setHeight(40, at: 1)
        #expect(heights.estimate == 49 && heights.isMeasured(1) && heights.height(of: 5) == 49)
        #expect(heights.offset(of: 3) == 58 + 40 + 49)
        heights.setHeight(nil, at: 0)
        #expect(!heights.isMeasured(0) && heights.estimate == 40 && heights.totalHeight == 400)
        heights.setHeight(50, at: 10)
        heights.setHeight(50, at: -1)
        #expect(heights.totalHeight == 400, "rows out of range are not measured")
        #expect(RowHeights(count: 2, defaultEstimate: 0).estimate == 1, "an estimate is at least 1")
        var flat = RowHeights(count: 2)
        flat.setHeight(0, at: 0)
        #expect(flat.estimate == 1 && flat.totalHeight == 1)
    }

    @Test func aTallerRowShiftsTheRowsBelowIt() {
        // 24 rows measured around row 500,000: 23 at 40 and it at 64, an average of 41.
        let heights = million(measured: 499_988..<500_012, tall: [500_000: 64])
        #expect(heights.estimate == 41)
        #expect(heights.height(of: 500_000) == 64 && heights.height(of: 0) == 41)
        let top = Double(499_988 * 41 + 12 * 40)
        #expect(heights.offset(of: 500_000) == top)
        #expect(heights.offset(of: 500_001) == top + 64)
        #expect(heights.row(atOffset: top + 63) == 500_000, "all its height belongs to it")
        #expect(heights.row(atOffset: top + 64) == 500_001)
        #expect(heights.row(atOffset: top - 1) == 499_999)
        #expect(heights.totalHeight == Double(999_976 * 41 + 23 * 40 + 64))
    }

    @Test func everyRowRoundTripsAmongMixedHeights() {
        var heights = RowHeights(count: 12, defaultEstimate: 40)
        for row in 0..<12 { heights.setHeight(40, at: row) }
        heights.setHeight(88, at: 2)
        heights.setHeight(52, at: 7)
        #expect(heights.offset(of: 3) == 120 + 48)
        #expect(heights.offset(of: 8) == 320 + 48 + 12)
        for row in 0..<12 {
            let top = heights.offset(of: row)
            #expect(heights.row(atOffset: top) == row)
            #expect(heights.row(atOffset: top + heights.height(of: row) - 0.01) == row)
        }
        #expect(heights.totalHeight == 480 + 48 + 12)
    }

    @Test func visibleRowsMeetTheViewport() {
        #expect(plain.visibleRows(offset: 0, viewport: 400) == 0..<10)
        #expect(plain.visibleRows(offset: 20, viewport: 400) == 0..<11)
        #expect(plain.visibleRows(offset: 39_999_600, viewport: 400) == 999_990..<1_000_000)
        #expect(plain.visibleRows(offset: 39_999_900, viewport: 400) == 999_997..<1_000_000, "clamped to the last row")
        #expect(RowHeights().visibleRows(offset: 0, viewport: 400) == 0..<0)
    }

    @Test func offsetShowingARowMovesAsLittleAsPossible() {
        // The last 24 rows measured, 999,998 at 88 (with its bar): an average of 42.
        let open = million(measured: 999_976..<1_000_000, tall: [999_998: 88])
        #expect(open.estimate == 42)
        let top = Double(999_976 * 42 + 22 * 40)
        #expect(open.offset(of: 999_998) == top)
        // Below the view: scroll just so its bottom (with the bar) meets the viewport's bottom.
        #expect(open.offset(showing: 999_998, current: 0, viewport: 400) == top + 88 - 400)
        // Already visible: no move.
        #expect(plain.offset(showing: 5, current: 0, viewport: 400) == 0)
        // Above the view: its top.
        #expect(plain.offset(showing: 5, current: 1000, viewport: 400) == 200)
        // Taller than the viewport: its top wins.
        #expect(open.offset(showing: 999_998, current: 0, viewport: 60) == top)
        // Never past the bottom.
        #expect(plain.offset(showing: 999_999, current: 0, viewport: 400) == plain.totalHeight - 400)
        #expect(plain.offset(showing: 999_999, current: 50_000_000, viewport: 400) == plain.totalHeight - 400)
        // Padding above the first row (and below the last) counts in offsets.
        #expect(plain.offset(showing: 0, current: 100, viewport: 400, padding: 18) == 18)
        #expect(plain.offset(showing: 999_999, current: 0, viewport: 400, padding: 18) == plain.totalHeight + 18 - 400)
        #expect(plain.offset(showing: 999_999, current: 50_000_000, viewport: 400, padding: 18) == plain.totalHeight + 36 - 400)
        #expect(RowHeights(count: 3).offset(showing: 2, current: 0, viewport: 400) == 0, "shorter than the viewport")
    }

    @Test func heightsFollowTheirRowsAsRowsComeGoAndMove() {
        var heights = RowHeights(count: 6, defaultEstimate: 40)
        for row in 0..<6 { heights.setHeight(10 * (row + 1), at: row) } // 10 20 30 40 50 60
        heights.insert(count: 2, at: 1) // 10 ? ? 20 30 40 50 60
        #expect(heights.count == 8 && !heights.isMeasured(1) && !heights.isMeasured(2))
        #expect(heights.height(of: 3) == 20 && heights.estimate == 35 && heights.height(of: 1) == 35)
        heights.remove(4..<6) // 10 ? ? 20 50 60
        #expect(heights.count == 6 && heights.height(of: 4) == 50 && heights.offset(of: 4) == 10 + 35 * 2 + 20)
        heights.move(from: 5, to: 0) // 60 10 ? ? 20 50
        #expect(heights.height(of: 0) == 60 && heights.height(of: 1) == 10 && heights.height(of: 5) == 50)
        heights.move(from: 2, to: 5) // 60 10 ? 20 50 ?
        #expect(!heights.isMeasured(5) && heights.height(of: 3) == 20)
        heights.insert(count: 0, at: 0)
        heights.remove(9..<12)
        #expect(heights.count == 6 && heights.totalHeight == 140 + 2 * 35)
    }

    @Test func forgettingEveryHeightEstimatesEveryRowAgain() {
        var heights = RowHeights(count: 1_000_000, defaultEstimate: 40)
        for row in stride(from: 0, to: 1_000_000, by: 1_000) { heights.setHeight(80, at: row) }
        #expect(heights.estimate == 80 && heights.totalHeight == 80_000_000)
        heights.forgetHeights()
        #expect(heights.count == 1_000_000 && !heights.isMeasured(0) && heights.totalHeight == 40_000_000)
        heights.forgetHeights(estimate: 50)
        #expect(heights.defaultEstimate == 50 && heights.totalHeight == 50_000_000)
        #expect(heights == RowHeights(count: 1_000_000, defaultEstimate: 50))
    }
}
