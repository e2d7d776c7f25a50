/// Where the rows of a long list are, each row as tall as its content: the heights the view
/// measured as it showed rows, and an estimate for the rows it has not shown yet (the
/// average of those it measured, or ``defaultEstimate`` before any). Every question — the top
/// of a row, the row at an offset, the whole height — costs O(log n), so a list of a million
/// rows of one to three lines is laid out without a widget as tall as the list: the view asks
/// which rows meet its viewport and places only those, and corrects the estimate as it goes.
///
///     var heights = RowHeights(count: 1_000_000, defaultEstimate: 41)
///     heights.setHeight(58, at: 0)               // the first row wraps to two lines
///     let third = heights.offset(of: 2)          // 58 + 58 (the estimate is now the average)
///     let second = heights.row(atOffset: 100)    // 1
package struct RowHeights: Sendable, Equatable {
    private struct Slot: Sendable, Equatable {}
    private var rows: RowStore<Slot, Never, NoSummary<Slot>>
    /// The height of a row before any row was measured.
    package var defaultEstimate: Double

    /// `count` rows, none measured.
    package init(count: Int = 0, defaultEstimate: Double = 40) {
        rows = RowStore()
        self.defaultEstimate = max(1, defaultEstimate)
        insert(count: count, at: 0)
    }

    /// The number of rows.
    package var count: Int { rows.count }

    /// What is wrong with the heights' store, or nil (``RowStore/invariantViolation()``).
    package func invariantViolation() -> String? { rows.invariantViolation() }

    /// The height an unmeasured row counts for: the average measured height, or the default.
    package var estimate: Double {
        rows.knownCount > 0 ? max(1, Double(rows.knownTotal) / Double(rows.knownCount)) : defaultEstimate
    }

    /// The sum of every row's height.
    package var totalHeight: Double { rows.total(estimate: estimate) }

    /// Row `index`'s height: measured, or the estimate.
    package func height(of index: Int) -> Double {
        guard rows.count > index, index >= 0 else { return 0 }
        return rows.weight(at: index).map(Double.init) ?? estimate
    }

    /// Whether row `index` has been measured.
    package func isMeasured(_ index: Int) -> Bool {
        index >= 0 && index < rows.count && rows.weight(at: index) != nil
    }

    /// The top of row `index` (`count` gives the bottom of the last row).
    package func offset(of index: Int) -> Double { rows.offset(of: index, estimate: estimate) }

    /// The row at vertical position `offset`, clamped to the first and last rows; nil for none.
    package func row(atOffset offset: Double) -> Int? { rows.position(atOffset: offset, estimate: estimate) }

    /// Records row `index`'s measured height (nil forgets it: the row is estimated again).
    package mutating func setHeight(_ height: Int?, at index: Int) {
        guard index >= 0, index < rows.count else { return }
        rows.setWeight(height, at: index)
    }

    /// Inserts `count` unmeasured rows at `index`.
    package mutating func insert(count: Int, at index: Int) {
        guard count > 0 else { return }
        rows.insert(contentsOf: Array(repeating: Slot(), count: count), at: index)
    }

    /// Removes the rows of `range`.
    package mutating func remove(_ range: Range<Int>) {
        rows.remove(range)
    }

    /// Removes the rows of `runs` (ascending and apart) at once, O(n) at most.
    mutating func remove(runs: [Range<Int>]) {
        rows.remove(runs: runs)
    }

    /// Inserts unmeasured rows at `runs` (ascending and apart, where they end up) at once, O(n).
    mutating func insert(runs: [Range<Int>]) {
        rows.insert(Slot(), runs: runs)
    }

    /// Follows `edits` in order: rows that come are unmeasured, rows that go take their
    /// heights with them, updated rows are measured again. A stretch of removals or insertions
    /// taken at once (``RowEdit/removedRuns(_:above:)``) costs O(n) at most.
    package mutating func apply(_ edits: [RowEdit]) {
        for edit in edits {
            switch edit {
            case let .inserted(range): insert(count: range.count, at: range.lowerBound)
            case let .removed(range): remove(range)
            case let .moved(from, to): move(from: from, to: to)
            case let .updated(range): for index in range { setHeight(nil, at: index) }
            case let .insertedRuns(runs, _): insert(runs: runs)
            case let .removedRuns(runs, _): remove(runs: runs)
            }
        }
    }

    /// Moves row `from` to `to`, with its height.
    package mutating func move(from: Int, to: Int) {
        rows.move(from: from, to: to)
    }

    /// Forgets every measurement (the font, the text scale or the width changed): every row is
    /// estimated again, from `estimate` if given.
    package mutating func forgetHeights(estimate: Double? = nil) {
        let count = rows.count
        rows = RowStore()
        if let estimate { defaultEstimate = max(1, estimate) }
        insert(count: count, at: 0)
    }

    /// The rows that meet `offset..<offset + viewport`.
    package func visibleRows(offset: Double, viewport: Double) -> Range<Int> {
        guard let first = row(atOffset: offset), let last = row(atOffset: offset + max(0, viewport) - 0.5) else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The scroll offset nearest to `current` that shows all of row `index` (its top when it is
    /// taller than the viewport), within 0...max(0, totalHeight - viewport); `padding` is
    /// space above the first row counted in offsets but not in the heights.
    package func offset(showing index: Int, current: Double, viewport: Double, padding: Double = 0) -> Double {
        let top = offset(of: index) + padding
        let bottom = top + height(of: index)
        var value = current
        if bottom > value + viewport { value = bottom - viewport }
        if top < value { value = top }
        return min(max(0, value), max(0, totalHeight + 2 * padding - viewport))
    }
}
