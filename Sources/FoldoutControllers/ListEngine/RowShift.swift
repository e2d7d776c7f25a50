import FoldoutGtk
import FoldoutModel

/// How a change of a list's rows moves the rows below it (for what follows its item).
enum RowShift {
    /// Rows came in at `range`.
    case inserted(Range<Int>)
    /// The rows of `range` went.
    case removed(Range<Int>)
    /// A row moved from `from` to `to`.
    case moved(from: Int, to: Int)
    /// The rows of `runs` (ascending and apart, counted before any of them went) went;
    /// `above[i]` is how many rows the runs before run i held.
    case removedRuns([Range<Int>], above: [Int])

    /// Rows came in at `starts` (each counted in the rows as they were before any came, a row
    /// at the place moving down; ascending), `through[i]` of them at the first i + 1 places.
    case insertedRuns(starts: [Int], through: [Int])

    /// `shifts` with each stretch of insertions made top down (each below the one before, as a
    /// snapshot makes them) as one shift: what follows a row then looks its place up once,
    /// not once per insertion.
    static func coalescingInsertions(_ shifts: [RowShift]) -> [RowShift] {
        var result: [RowShift] = []
        var index = 0
        while index < shifts.count {
            guard case let .inserted(first) = shifts[index] else {
                result.append(shifts[index])
                index += 1
                continue
            }
            var starts = [first.lowerBound]
            var through = [first.count]
            var last = first
            var next = index + 1
            while next < shifts.count, case let .inserted(range) = shifts[next], range.lowerBound >= last.upperBound {
                starts.append(range.lowerBound - through[through.count - 1])
                through.append(through[through.count - 1] + range.count)
                last = range
                next += 1
            }
            result.append(next - index > 1 ? .insertedRuns(starts: starts, through: through) : shifts[index])
            index = next
        }
        return result
    }

    /// The rows of `runs` (ascending and apart) went.
    static func removal(of runs: [Range<Int>]) -> RowShift {
        var above: [Int] = []
        above.reserveCapacity(runs.count)
        var sum = 0
        for run in runs {
            above.append(sum)
            sum += run.count
        }
        return .removedRuns(runs, above: above)
    }

    /// Where row `index` is after the change; nil when it went.
    func follow(_ index: Int) -> Int? {
        switch self {
        case let .inserted(range):
            return index >= range.lowerBound ? index + range.count : index
        case let .removed(range):
            if range.contains(index) { return nil }
            return index >= range.upperBound ? index - range.count : index
        case let .moved(from, to):
            if index == from { return to }
            let after = index > from ? index - 1 : index
            return after >= to ? after + 1 : after
        case let .insertedRuns(starts, through):
            // The places at or above `index`, found by halving.
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= index { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? index + through[low - 1] : index
        case let .removedRuns(runs, above):
            // The runs that start at or before `index`, found by halving; the rows they take
            // above it are the rows it moves up by.
            var low = 0
            var high = runs.count
            while low < high {
                let middle = (low + high) / 2
                if runs[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return index }
            if runs[low - 1].contains(index) { return nil }
            return index - above[low - 1] - runs[low - 1].count
        }
    }
}
