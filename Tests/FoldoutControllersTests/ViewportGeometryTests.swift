import FoldoutModel
import Testing

@testable import FoldoutControllers

/// The recycling viewport's geometry with no display: a list of a thousand rows laid out as
/// the viewport lays it out, each row measured by a fake measure (one to three lines), while
/// heights change, rows come and go, and the view scrolls to a row.
@Suite struct ViewportGeometryTests {
    /// The fake measure: row `index` of the list as first made is 30, 50 or 70 px tall.
    static func measure(_ row: Int) -> Int { 30 + (row % 3) * 20 }

    /// A layout as the viewport makes it, until nothing bound changes height: the offset that
    /// keeps the kept row still, the rows bound there, each measured (`measure` by index),
    /// and the kept row remembered before the new heights count. Returns the offset, the
    /// rows bound and how many passes it took.
    static func layOut(
        _ geometry: inout ViewportGeometry, _ heights: inout RowHeights, current: Double, focus: Int? = nil,
        measure: (Int) -> Int = measure
    ) -> (offset: Double, rows: ClosedRange<Int>?, passes: Int) {
        var offset = current
        for pass in 1...20 {
            if geometry.anchor != nil { offset = geometry.offset(heights, current: offset) }
            offset = min(offset, geometry.maxOffset(heights))
            guard let rows = geometry.rows(heights, at: offset) else {
                geometry.keepStill(heights, focus: focus, shown: 0...0, offset: offset)
                return (offset, nil, pass)
            }
            let changed = rows.filter { !heights.isMeasured($0) || Int(heights.height(of: $0)) != measure($0) }
            geometry.keepStill(heights, focus: focus, shown: rows, offset: offset)
            if changed.isEmpty { return (offset, rows, pass) }
            for row in changed { heights.setHeight(measure(row), at: row) }
        }
        Issue.record("the layout did not settle")
        return (offset, nil, 20)
    }

    /// Where row `index`'s top is in the view at `offset`.
    static func top(_ index: Int, _ heights: RowHeights, _ geometry: ViewportGeometry, at offset: Double) -> Double {
        heights.offset(of: index) + geometry.padding - offset
    }

    func list(rows: Int = 1000) -> (ViewportGeometry, RowHeights) {
        var geometry = ViewportGeometry(padding: 18)
        geometry.height = 400
        return (geometry, RowHeights(count: rows, defaultEstimate: 40))
    }

    @Test func rowsMeasuredAsTheyAreBoundKeepTheFirstRowInViewStill() {
        var (geometry, heights) = list()
        // Scrolled to 4,000 px of estimated rows: row 99 is first in view, 22 px above its top.
        let start = 4000.0
        let first = heights.row(atOffset: start - 18) ?? -1
        let before = Self.top(first, heights, geometry, at: start)
        let laid = Self.layOut(&geometry, &heights, current: start)
        #expect(laid.passes <= 3, "settles in a few passes, not a capped loop")
        #expect(Self.top(first, heights, geometry, at: laid.offset) == before, "the first row stays where it was")
        let rows = try! #require(laid.rows)
        #expect(rows.lowerBound == first)
        // Everything bound is measured, and it reaches below the view.
        #expect(rows.allSatisfy(heights.isMeasured))
        #expect(heights.offset(of: rows.upperBound + 1) + 18 >= laid.offset + geometry.height)
    }

    @Test func rowsGrowingAboveTheViewLeaveTheFocusedRowWhereItIs() {
        var (geometry, heights) = list()
        var laid = Self.layOut(&geometry, &heights, current: 2000)
        let focus = try! #require(laid.rows).lowerBound + 3
        laid = Self.layOut(&geometry, &heights, current: laid.offset, focus: focus)
        let before = Self.top(focus, heights, geometry, at: laid.offset)
        // Rows far above are measured (a jump there and back): 40 px taller each.
        for row in 0..<10 { heights.setHeight(Self.measure(row) + 40, at: row) }
        laid = Self.layOut(&geometry, &heights, current: laid.offset, focus: focus) { $0 < 10 ? Self.measure($0) + 40 : Self.measure($0) }
        #expect(Self.top(focus, heights, geometry, at: laid.offset) == before)
        #expect(geometry.anchor?.index == focus)
    }

    @Test func aFocusedRowThatGrowsStaysWhollyInView() {
        var (geometry, heights) = list()
        var laid = Self.layOut(&geometry, &heights, current: 0)
        // The focus on the last row wholly in view.
        let rows = try! #require(laid.rows)
        let focus = try! #require(rows.last { heights.offset(of: $0 + 1) + 18 <= geometry.height })
        laid = Self.layOut(&geometry, &heights, current: laid.offset, focus: focus)
        #expect(geometry.anchor == .init(index: focus, top: Self.top(focus, heights, geometry, at: laid.offset), whole: true))
        // It unfolds a bar of 150 px: the view scrolls so that all of it shows.
        laid = Self.layOut(&geometry, &heights, current: laid.offset, focus: focus) { $0 == focus ? Self.measure($0) + 150 : Self.measure($0) }
        #expect(Self.top(focus, heights, geometry, at: laid.offset) >= 0)
        #expect(heights.offset(of: focus + 1) + 18 <= laid.offset + geometry.height + 0.5)
    }

    @Test func rowsGoingAboveKeepTheRowStillAndAKeptRowThatGoesHandsOver() {
        var (geometry, heights) = list()
        var laid = Self.layOut(&geometry, &heights, current: 3000)
        let kept = try! #require(geometry.anchor)
        // Ten rows above the view go, then the kept row itself.
        var edits: [RowEdit] = [.removed(10..<20)]
        heights.apply(edits)
        geometry.follow(edits, count: heights.count)
        #expect(geometry.anchor?.index == kept.index - 10)
        laid = Self.layOut(&geometry, &heights, current: laid.offset) { $0 >= 10 ? Self.measure($0 + 10) : Self.measure($0) }
        #expect(Self.top(kept.index - 10, heights, geometry, at: laid.offset) == kept.top)
        let row = kept.index - 10
        edits = [.removed(row..<row + 1)]
        heights.apply(edits)
        geometry.follow(edits, count: heights.count)
        #expect(geometry.anchor?.index == row, "the row that took its place")
        // Every row gone: nothing kept, nothing bound.
        edits = [.removed(0..<heights.count)]
        heights.apply(edits)
        geometry.follow(edits, count: 0)
        laid = Self.layOut(&geometry, &heights, current: laid.offset)
        #expect(laid.rows == nil && geometry.anchor == nil && laid.offset == 0)
    }

    @Test func theOffsetStaysWithinTheList() {
        var (geometry, heights) = list()
        // Scrolled to the end of the estimated list: the rows measured there keep the first in
        // view still (so the end moves below), and the last row is bound.
        var laid = Self.layOut(&geometry, &heights, current: .infinity)
        #expect(laid.offset <= geometry.maxOffset(heights))
        #expect(try! #require(laid.rows).upperBound == 999)
        // The last rows shrink: the offset follows the list's new end.
        for row in 900..<1000 { heights.setHeight(10, at: row) }
        laid = Self.layOut(&geometry, &heights, current: laid.offset) { $0 >= 900 ? 10 : Self.measure($0) }
        #expect(laid.offset == geometry.maxOffset(heights))
        // A list shorter than the view: no scrolling.
        var short = list(rows: 3)
        laid = Self.layOut(&short.0, &short.1, current: 500)
        #expect(laid.offset == 0 && laid.rows == 0...2)
    }

    @Test func showingARowScrollsJustEnough() {
        var (geometry, heights) = list()
        for row in 0..<1000 { heights.setHeight(Self.measure(row), at: row) }
        let offset = 5000.0
        // A row below the view: its bottom at the view's bottom.
        let below = try! #require(heights.row(atOffset: offset + 600))
        let down = geometry.offset(showing: below, heights, current: offset)
        #expect(heights.offset(of: below + 1) + 18 == down + geometry.height)
        // A row above: its top at the view's top.
        let above = try! #require(heights.row(atOffset: offset - 300))
        #expect(geometry.offset(showing: above, heights, current: offset) == heights.offset(of: above) + 18)
        // Rows taller together than the view: the first wins.
        let range = above...(above + 20)
        #expect(geometry.offset(showing: range, heights, current: offset) == heights.offset(of: above) + 18)
        // A row in view: no scroll.
        let inView = try! #require(heights.row(atOffset: offset + 100))
        #expect(geometry.offset(showing: inView, heights, current: offset) == offset)
        #expect(geometry.rowsPerPage(heights) == Int(400 / heights.estimate) - 1)
    }
}
