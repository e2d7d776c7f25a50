import FoldoutModel

/// The recycling viewport's geometry, apart from its widgets: where to scroll so that a row
/// stays still on screen while heights change and rows come and go, which rows to bind at an
/// offset, and the offsets that show a row. ``RecyclingViewport`` holds one and asks it on
/// every layout; it knows nothing of GTK, so `ViewportGeometryTests` lay a list out with a
/// fake measure and no display.
///
///     var geometry = ViewportGeometry(padding: 18)
///     geometry.height = 400
///     let offset = geometry.offset(heights, current: 0)
///     if let rows = geometry.rows(heights, at: offset) { … bind them, measure them … }
///     geometry.keepStill(heights, focus: focus, shown: rows, offset: offset)
struct ViewportGeometry: Equatable {
    /// The row kept still on screen: its index, its top's distance from the top of the view,
    /// and whether it is wholly in view with the focus (kept wholly in view as it grows).
    struct Anchor: Equatable {
        var index: Int
        var top: Double
        var whole: Bool
    }

    /// Pixels bound beyond the bottom of the view.
    private static let overscan = 48.0

    /// Space above the first row and below the last.
    let padding: Double
    /// The view's height (before the first allocation, a guess that fills most windows).
    var height = 600.0
    /// The row kept still as heights change; nil once the person scrolls (the offset is theirs).
    var anchor: Anchor?

    init(padding: Double) {
        self.padding = padding
    }

    /// The largest scroll offset: the last row's bottom (and the padding) at the view's bottom.
    func maxOffset(_ heights: RowHeights) -> Double {
        max(0, heights.totalHeight + 2 * padding - height)
    }

    /// The scroll offset that puts the kept row back where it was on screen (wholly in view
    /// when it was, as it grows), within the list; `current` without one.
    func offset(_ heights: RowHeights, current: Double) -> Double {
        guard let anchor, anchor.index < heights.count else { return min(current, maxOffset(heights)) }
        var value = heights.offset(of: anchor.index) + padding - anchor.top
        if anchor.whole { value = heights.offset(showing: anchor.index, current: value, viewport: height, padding: padding) }
        return min(max(0, value), maxOffset(heights))
    }

    /// The rows to bind at scroll offset `offset`: those that meet the view and a few more below
    /// (a row's and a bar's height, and two rows: what a row sliding open or the next key press
    /// needs), at least as many as the view holds at the estimated height and two more. Nil
    /// without rows.
    func rows(_ heights: RowHeights, at offset: Double) -> ClosedRange<Int>? {
        let count = heights.count
        guard count > 0 else { return nil }
        let first = heights.row(atOffset: offset - padding) ?? 0
        var last = first
        var bottom = heights.offset(of: first) + padding
        let reach = offset + height + heights.estimate + Self.overscan
        while last < count - 1, bottom + heights.height(of: last) < reach {
            bottom += heights.height(of: last)
            last += 1
        }
        let least = first + rowsHeld(heights) + 1
        return first...min(max(last + 2, least), count - 1)
    }

    /// How many rows of the estimated height the view holds, with a row and the overscan
    /// beyond its bottom: the fewest rows bound, and how many views of a kind are made ahead.
    func rowsHeld(_ heights: RowHeights) -> Int {
        Int((height + heights.defaultEstimate + Self.overscan) / max(1, heights.defaultEstimate))
    }

    /// How far the first bound row's top is above the view at `offset` (the list box is
    /// shifted by it), with `above` pixels of a pinned row bound above it.
    func hidden(_ heights: RowHeights, first: Int, at offset: Double, above: Double = 0) -> Double {
        max(0, offset - (heights.offset(of: first) + padding) + padding + above)
    }

    /// Remembers the focused row (when among `shown`) or else the first shown, and where its
    /// top is in the view at `offset`, to keep it there.
    mutating func keepStill(_ heights: RowHeights, focus: Int?, shown: ClosedRange<Int>, offset: Double) {
        guard heights.count > 0 else {
            anchor = nil
            return
        }
        let index = focus.flatMap { shown.contains($0) ? $0 : nil } ?? shown.lowerBound
        let top = heights.offset(of: index) + padding - offset
        anchor = Anchor(index: index, top: top, whole: top >= 0 && top + heights.height(of: index) <= height + 0.5 && index == focus)
    }

    /// Keeps row `index` still where it is at `offset` unless a row is kept already (the
    /// width, the font or the theme changed: every height is measured anew).
    mutating func keepStillIfFree(_ heights: RowHeights, index: Int, offset: Double) {
        guard anchor == nil, heights.count > 0 else { return }
        anchor = Anchor(index: index, top: heights.offset(of: index) + padding - offset, whole: false)
    }

    /// The kept row follows `edits`, which leave `count` rows (``RowTracker``: when it went,
    /// the row that took its place is kept there).
    mutating func follow(_ edits: [RowEdit], count: Int) {
        guard var anchor else { return }
        anchor.index = RowTracker.handOver(anchor.index, through: edits, count: count) ?? 0
        self.anchor = anchor
    }

    /// The scroll offset nearest `current` that shows all of row `index`.
    func offset(showing index: Int, _ heights: RowHeights, current: Double) -> Double {
        heights.offset(showing: index, current: current, viewport: height, padding: padding)
    }

    /// The scroll offset nearest `current` that shows rows `range` (the first wins when they do
    /// not all fit).
    func offset(showing range: ClosedRange<Int>, _ heights: RowHeights, current: Double) -> Double {
        let top = heights.offset(of: range.lowerBound) + padding
        let bottom = heights.offset(of: range.upperBound + 1) + padding
        var goal = current
        if bottom > goal + height { goal = bottom - height }
        if top < goal { goal = top }
        return min(max(0, goal), maxOffset(heights))
    }

    /// Rows in a page, for Page Up and Page Down.
    func rowsPerPage(_ heights: RowHeights) -> Int { max(1, Int(height / heights.estimate) - 1) }
}
