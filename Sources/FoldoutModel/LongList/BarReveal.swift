/// How much of each row's action bar is shown while bars unfold and fold: the open row's bar
/// goes to 1, a folding one to 0, each over ``duration`` seconds with GtkRevealer's ease-out
/// cubic (the bars are revealers: the widgets and this model move alike), and a bar activated
/// mid-way turns back from where it is.
///
/// Kept by row index (shifted as rows are removed and inserted), so a row scrolled away and back
/// mid-animation comes back as far unfolded as it is, whichever widget shows it then.
public struct BarReveal: Sendable, Equatable {
    /// Seconds for a whole unfold or fold (the article's 0.3 s).
    public var duration: Double
    private struct Bar: Sendable, Equatable {
        var progress: Double
        var opening: Bool
    }

    /// Linear progress (0...1) of each bar that is not fully folded, and where it is heading.
    private var bars: [Int: Bar] = [:]

    /// Makes an empty reveal (every bar folded).
    public init(duration: Double = 0.3) {
        self.duration = duration
    }

    /// The shown fraction of row `index`'s bar, eased (0 folded, 1 open).
    public func fraction(of index: Int) -> Double {
        guard let bar = bars[index] else { return 0 }
        return Self.eased(bar.progress)
    }

    /// GtkRevealer's curve (GTK 3's `ease_out_cubic`) at linear progress `t` (0...1).
    public static func eased(_ t: Double) -> Double {
        let p = min(max(0, t), 1) - 1
        return p * p * p + 1
    }

    /// Whether row `index`'s bar is heading for open (or is open).
    public func isOpening(_ index: Int) -> Bool { bars[index]?.opening ?? false }

    /// Every row with part of its bar shown, with the eased fraction.
    public var fractions: [Int: Double] {
        var result: [Int: Double] = [:]
        for index in bars.keys { result[index] = fraction(of: index) }
        return result
    }

    /// Whether any bar is still moving.
    public var isMoving: Bool {
        bars.values.contains { $0.opening ? $0.progress < 1 : $0.progress > 0 }
    }

    /// Sends row `index`'s bar towards open or folded; without `animated` it gets there at once.
    public mutating func set(_ index: Int, open: Bool, animated: Bool) {
        let progress = animated ? (bars[index]?.progress ?? 0) : (open ? 1 : 0)
        if !open && progress <= 0 {
            bars[index] = nil
        } else {
            bars[index] = Bar(progress: progress, opening: open)
        }
    }

    /// Moves every bar on by `seconds`; bars that finish folding are dropped. Returns the rows
    /// whose bar finished opening in this step.
    @discardableResult
    public mutating func advance(by seconds: Double) -> [Int] {
        let step = duration > 0 ? max(0, seconds) / duration : 1
        var finishedOpening: [Int] = []
        for (index, bar) in bars {
            if bar.opening {
                guard bar.progress < 1 else { continue }
                let progress = min(1, bar.progress + step)
                bars[index] = Bar(progress: progress, opening: true)
                if progress >= 1 { finishedOpening.append(index) }
            } else {
                let progress = bar.progress - step
                bars[index] = progress > 0 ? Bar(progress: progress, opening: false) : nil
            }
        }
        return finishedOpening.sorted()
    }

    /// Row `index` was removed: its bar goes, the rows below move up one.
    public mutating func rowRemoved(at index: Int) {
        var moved: [Int: Bar] = [:]
        for (row, bar) in bars where row != index { moved[row > index ? row - 1 : row] = bar }
        bars = moved
    }

    /// A row was inserted at `index`: the rows from there move down one.
    public mutating func rowInserted(at index: Int) {
        var moved: [Int: Bar] = [:]
        for (row, bar) in bars { moved[row >= index ? row + 1 : row] = bar }
        bars = moved
    }
}
