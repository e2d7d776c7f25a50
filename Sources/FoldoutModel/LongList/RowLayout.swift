/// Where the rows of a long list are: every row has the same height, and the few rows whose
/// action bar is shown (the open one, one folding) are taller by the part of the bar shown.
///
/// Pure arithmetic on `Double`, so a list of a million 40 px rows (40,000,000 px, beyond what
/// X11 windows and cairo can hold) is laid out without any widget as tall as the list: the view
/// asks which rows meet its viewport and places only those.
public struct RowLayout: Sendable, Equatable {
    /// Number of rows.
    public var count: Int
    /// Height of a folded row.
    public var rowHeight: Double
    /// Height of a fully shown action bar.
    public var barHeight: Double
    /// Space above the first row and below the last.
    public var padding: Double
    /// A row showing part of its bar.
    public struct Bar: Sendable, Equatable {
        /// The row.
        public let index: Int
        /// The part of the bar shown (0...1).
        public let fraction: Double
    }

    /// Rows showing part of their bar, sorted by index.
    public private(set) var bars: [Bar]

    /// Makes a layout; `bars` maps row indices to the fraction of their bar shown (indices out of
    /// range and fractions of 0 are dropped, fractions are clamped to 0...1).
    public init(count: Int, rowHeight: Double, barHeight: Double, padding: Double = 0, bars: [Int: Double] = [:]) {
        self.count = max(0, count)
        self.rowHeight = max(1, rowHeight)
        self.barHeight = max(0, barHeight)
        self.padding = max(0, padding)
        self.bars = bars
            .filter { $0.key >= 0 && $0.key < count && $0.value > 0 }
            .map { Bar(index: $0.key, fraction: min(1, $0.value)) }
            .sorted { $0.index < $1.index }
    }

    /// The whole height: padding, rows and the bars' shown parts.
    public var totalHeight: Double {
        2 * padding + Double(count) * rowHeight + bars.reduce(0) { $0 + $1.fraction * barHeight }
    }

    /// Height of row `index`, with its bar's shown part.
    public func height(ofRow index: Int) -> Double {
        rowHeight + (bars.first { $0.index == index }?.fraction ?? 0) * barHeight
    }

    /// Top of row `index` (`count` gives the bottom of the last row).
    public func offset(ofRow index: Int) -> Double {
        let index = min(max(0, index), count)
        var top = padding + Double(index) * rowHeight
        for bar in bars where bar.index < index { top += bar.fraction * barHeight }
        return top
    }

    /// The row at vertical position `offset` (clamped to the first and last rows), or nil for an
    /// empty list.
    public func row(atOffset offset: Double) -> Int? {
        guard count > 0 else { return nil }
        var shift = padding
        for bar in bars {
            let top = Double(bar.index) * rowHeight + shift
            if offset < top { break }
            if offset < top + rowHeight + bar.fraction * barHeight { return bar.index }
            shift += bar.fraction * barHeight
        }
        let row = ((offset - shift) / rowHeight).rounded(.down)
        guard row.isFinite else { return 0 }
        return Int(min(max(0, row), Double(count - 1)))
    }

    /// The rows that meet `offset..<offset + viewport`.
    public func visibleRows(offset: Double, viewport: Double) -> Range<Int> {
        guard let first = row(atOffset: offset), let last = row(atOffset: offset + max(0, viewport) - 0.5) else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The largest scroll offset for a viewport of this height.
    public func maxOffset(viewport: Double) -> Double { max(0, totalHeight - viewport) }

    /// The scroll offset nearest to `current` that shows all of row `index` (its top when it is
    /// taller than the viewport), within 0...``maxOffset(viewport:)``.
    public func offset(showing index: Int, current: Double, viewport: Double) -> Double {
        let top = offset(ofRow: index), bottom = top + height(ofRow: index)
        var value = current
        if bottom > value + viewport { value = bottom - viewport }
        if top < value { value = top }
        return min(max(0, value), maxOffset(viewport: viewport))
    }
}
