/// How a change moves a list's rows: the one shape every pattern's changes come down to
/// (``DropdownChange``, ``ExpandableTreeChange``, ``OutlineChange``), and the only one what
/// follows rows reads — the viewport's views and anchor, the focus (``RowTracker``), the
/// heights (``RowHeights/apply(_:)``) and the search keys. Each edit of a batch counts in the
/// rows as they are after the edits before it.
///
///     let edits = RowEdit.edits(of: changes)          // a pattern's changes, as edits
///     heights.apply(edits)
///     focus = RowTracker.handOver(focus, through: edits, count: heights.count)
package enum RowEdit: Sendable, Equatable {
    /// Rows came in at `range` (the rows from its start on moved down).
    case inserted(Range<Int>)
    /// The rows of `range` went (the rows below moved up).
    case removed(Range<Int>)
    /// A row moved from `from` to `to` (counted in the rows before and after the move).
    case moved(from: Int, to: Int)
    /// The rows of `range` show something else, or their bar came or went: they stay where
    /// they are, their heights are measured again.
    case updated(Range<Int>)
    /// Rows came in at `runs` (ascending and apart, where they end up) at once: a stretch of
    /// insertions made top down (a snapshot's). `through[i]` is how many rows the first i + 1
    /// runs hold. Made by ``insertion(of:)``.
    case insertedRuns([Range<Int>], through: [Int])
    /// The rows of `runs` (ascending and apart, counted before any of them went) went at once:
    /// a stretch of removals made bottom up (a snapshot's). `above[i]` is how many rows the runs
    /// before run i hold. Made by ``removal(of:)``.
    case removedRuns([Range<Int>], above: [Int])

    /// Rows coming in at `runs` (ascending and apart, where they end up), as one edit.
    package static func insertion(of runs: [Range<Int>]) -> RowEdit {
        if runs.count == 1 { return .inserted(runs[0]) }
        var through: [Int] = []
        through.reserveCapacity(runs.count)
        var sum = 0
        for run in runs {
            sum += run.count
            through.append(sum)
        }
        return .insertedRuns(runs, through: through)
    }

    /// The rows of `runs` (ascending and apart) going, as one edit.
    package static func removal(of runs: [Range<Int>]) -> RowEdit {
        if runs.count == 1 { return .removed(runs[0]) }
        var above: [Int] = []
        above.reserveCapacity(runs.count)
        var sum = 0
        for run in runs {
            above.append(sum)
            sum += run.count
        }
        return .removedRuns(runs, above: above)
    }

    /// How many rows the edit adds (negative: removes).
    package var countChange: Int {
        switch self {
        case let .inserted(range): range.count
        case let .removed(range): -range.count
        case .moved, .updated: 0
        case let .insertedRuns(_, through): through.last ?? 0
        case let .removedRuns(runs, above): -((above.last ?? 0) + (runs.last?.count ?? 0))
        }
    }

    /// Where row `index` is after the edit; nil when it went.
    package func follow(_ index: Int) -> Int? {
        let after = place(of: index, empty: false)
        return after.empty ? nil : after.index
    }

    /// Where `index` is after the edit, and whether it is an empty place there. A row (`empty`
    /// false) moves down as rows come in at or above it, and leaves an empty place where it was
    /// when it goes. An empty place (a row that went: the row taking it is the row now there)
    /// is taken by rows coming in exactly there, rather than pushed down.
    func place(of index: Int, empty: Bool) -> (index: Int, empty: Bool) {
        switch self {
        case let .inserted(range):
            if empty, index == range.lowerBound { return (index, false) }
            return (index >= range.lowerBound ? index + range.count : index, empty)
        case let .removed(range):
            if range.contains(index) { return (range.lowerBound, true) }
            return (index >= range.upperBound ? index - range.count : index, empty)
        case let .moved(from, to):
            if index == from { return (to, empty) }
            let after = index > from ? index - 1 : index
            return (after >= to ? after + 1 : after, empty)
        case .updated:
            return (index, empty)
        case let .insertedRuns(runs, through):
            // The runs that start above a place push it down; one starting at it takes it.
            let before = Self.runsStarting(atOrBefore: index, runs, through, strictly: empty)
            let moved = before > 0 ? index + through[before - 1] : index
            let taken = empty && before < runs.count && runs[before].lowerBound == moved
            return (moved, empty && !taken)
        case let .removedRuns(runs, above):
            // The runs that start at or before `index`: the rows they take above it are the
            // rows it moves up by.
            let before = Self.runsStarting(atOrBefore: index, runs)
            guard before > 0 else { return (index, empty) }
            if runs[before - 1].contains(index) { return (runs[before - 1].lowerBound - above[before - 1], true) }
            return (index - above[before - 1] - runs[before - 1].count, empty)
        }
    }

    /// How many of `runs` (removed, counted before any went) start at or before `index`,
    /// found by halving.
    private static func runsStarting(atOrBefore index: Int, _ runs: [Range<Int>]) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How many of `runs` (inserted, where they end up) start, in the rows as they were
    /// before any came, at or before `index` (`strictly`: before it), found by halving.
    private static func runsStarting(atOrBefore index: Int, _ runs: [Range<Int>], _ through: [Int], strictly: Bool) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            let start = runs[middle].lowerBound - (middle > 0 ? through[middle - 1] : 0)
            if start < index || (!strictly && start == index) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension RowEdit {
    /// `edits` with each stretch of removals made bottom up (each above the one before) and
    /// each stretch of insertions made top down (each below the one before) as one edit, so
    /// what follows rows takes a snapshot's thousands of removals at once, not one by one.
    package static func coalescing(_ edits: [RowEdit]) -> [RowEdit] {
        var result: [RowEdit] = []
        var index = 0
        while index < edits.count {
            var runs: [Range<Int>] = []
            var next = index
            if case .removed = edits[index] {
                while next < edits.count, case let .removed(range) = edits[next], runs.last.map({ range.upperBound <= $0.lowerBound }) ?? true {
                    runs.append(range)
                    next += 1
                }
                result.append(runs.count > 1 ? removal(of: runs.reversed()) : edits[index])
            } else if case .inserted = edits[index] {
                while next < edits.count, case let .inserted(range) = edits[next], runs.last.map({ range.lowerBound >= $0.upperBound }) ?? true {
                    runs.append(range)
                    next += 1
                }
                result.append(runs.count > 1 ? insertion(of: runs) : edits[index])
            } else {
                result.append(edits[index])
                next += 1
            }
            index = next
        }
        return result
    }

    /// The edits of `changes`, in order, stretches of removals and insertions taken at once
    /// (``coalescing(_:)``).
    package static func edits<Change: RowEditing>(of changes: some Sequence<Change>) -> [RowEdit] {
        var edits: [RowEdit] = []
        for change in changes { change.appendEdits(to: &edits) }
        return coalescing(edits)
    }
}
