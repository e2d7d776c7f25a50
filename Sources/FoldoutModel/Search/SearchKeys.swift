/// The folded text of each row of a list (``SearchText``), made once as rows are first
/// searched and kept with the rows as they come, go, change and move.
struct SearchKeys: Sendable, Equatable {
    private var keys: [SearchText?] = []
    /// How many keys are folded (all of them: nothing to look for).
    private var folded = 0

    /// Makes room for a list of `count` rows (nothing folded yet) unless there is.
    mutating func prepare(count: Int) {
        if keys.count != count {
            keys = Array(repeating: nil, count: count)
            folded = 0
        }
    }

    /// Folds the rows of `positions` (ascending) that are not folded yet, a run of consecutive
    /// rows at a time (as the range form below does it).
    mutating func fold(_ positions: ArraySlice<Int>, texts: (Range<Int>, (String) -> Void) -> Void) {
        guard folded < keys.count else { return }
        var index = positions.startIndex
        while index < positions.endIndex {
            let start = positions[index]
            var end = start + 1
            index += 1
            while index < positions.endIndex, positions[index] == end {
                end += 1
                index += 1
            }
            fold(start ..< end, texts: texts)
        }
    }

    /// Folds the rows of `run` that are not folded yet, handing `texts` each stretch of them
    /// that is missing and a function taking their texts in order (no array of them made).
    mutating func fold(_ run: Range<Int>, texts: (Range<Int>, (String) -> Void) -> Void) {
        guard folded < keys.count else { return }
        var start = max(0, run.lowerBound)
        let end = min(run.upperBound, keys.count)
        var cache = SearchText.FoldCache()
        while start < end {
            while start < end, keys[start] != nil { start += 1 }
            var stop = start
            while stop < end, keys[stop] == nil { stop += 1 }
            guard start < stop else { break }
            var at = start
            keys.withUnsafeMutableBufferPointer { keys in
                texts(start ..< stop) { text in
                    guard at < stop else { return }
                    keys[at] = SearchText(text, cache: &cache)
                    at += 1
                }
            }
            folded += at - start
            start = stop
        }
    }

    /// Whether row `position` (folded) holds `query`; a row not folded does not.
    func row(_ position: Int, holds query: SearchText) -> Bool {
        guard position < keys.count, let key = keys[position] else { return false }
        return query.occurs(in: key)
    }

    /// Row `position`'s folded text, folding `text()` the first time.
    mutating func key(at position: Int, text: () -> String) -> SearchText {
        if position < keys.count, let key = keys[position] { return key }
        let key = SearchText(text())
        if position < keys.count {
            keys[position] = key
            folded += 1
        }
        return key
    }

    /// Follows the changes of the list, in order; removals made bottom up at once (O(n) for
    /// them all, not for each).
    mutating func follow<Item>(_ changes: [DropdownChange<Item>], removals: LeadingRemovals? = nil) {
        guard !keys.isEmpty else { return }
        var index = 0
        // The batch's own runs when given (not read again from its changes, which may leave
        // them out).
        var given = removals.flatMap { $0.runs.isEmpty ? nil : ($0.runs, $0.changes) }
        while index < changes.count || given != nil {
            let segment = given ?? DropdownChange.bottomUpRemovals(in: changes, from: index)
            given = nil
            if segment == nil, let (runs, end) = DropdownChange.topDownInsertions(in: changes, from: index) {
                insertUnfolded(runs: runs)
                index = end
            } else if let (runs, end) = segment {
                remove(runs: runs)
                index = end
            } else {
                follow(changes[index])
                index += 1
            }
        }
    }

    /// Makes room, unfolded, for the rows of `runs` (ascending and apart, where they end up).
    private mutating func insertUnfolded(runs: [Range<Int>]) {
        var made: [SearchText?] = []
        made.reserveCapacity(keys.count + runs.reduce(0) { $0 + $1.count })
        var old = 0
        for run in runs {
            let take = min(max(0, run.lowerBound - made.count), keys.count - old)
            made += keys[old ..< old + take]
            old += take
            made += repeatElement(nil, count: run.count)
        }
        made += keys[old...]
        keys = made
    }

    /// Removes the keys of the rows of `runs` (ascending and apart).
    private mutating func remove(runs: [Range<Int>]) {
        var kept: [SearchText?] = []
        kept.reserveCapacity(keys.count)
        var start = 0
        for run in runs {
            let run = run.clamped(to: start ..< keys.count)
            kept += keys[start ..< run.lowerBound]
            folded -= keys[run].lazy.filter { $0 != nil }.count
            start = run.upperBound
        }
        kept += keys[start...]
        keys = kept
    }

    /// Follows a change of the list (nothing to do until the keys are made).
    mutating func follow<Item>(_ change: DropdownChange<Item>) {
        guard !keys.isEmpty else { return }
        switch change {
        case let .inserted(index, _):
            keys.insert(nil, at: min(index, keys.count))
        case let .removed(index, _):
            if index < keys.count, keys.remove(at: index) != nil { folded -= 1 }
        case let .updated(index, _):
            if index < keys.count, keys[index] != nil {
                keys[index] = nil
                folded -= 1
            }
        case let .insertedRun(index, items):
            // One move of the keys after the run, not one per row (a million rows undone at once).
            keys.insert(contentsOf: repeatElement(nil, count: items.count), at: min(index, keys.count))
        case let .removedRun(index, items):
            let range = min(index, keys.count) ..< min(index + items.count, keys.count)
            folded -= keys[range].lazy.filter { $0 != nil }.count
            keys.removeSubrange(range)
        case let .moved(from, to, _):
            guard from < keys.count else { return }
            let key = keys.remove(at: from)
            keys.insert(key, at: min(to, keys.count))
        case .opened, .closed, .selecting, .selected:
            break
        }
    }
}
