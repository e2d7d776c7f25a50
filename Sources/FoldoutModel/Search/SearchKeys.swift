/// The folded text of each row of a list, made once as rows are first searched and kept with
/// the rows as they come, go, change and move: each row's in 16 bytes (``SearchKey``), texts
/// longer than 15 folded bytes kept aside, so that a search reads the rows straight through.
struct SearchKeys: Sendable, Equatable {
    private var keys: [SearchKey] = []
    /// The folded bytes of the texts too long to keep in place, where their keys say.
    private var long: [[UInt8]] = []
    /// How many keys are folded (all of them: nothing to look for).
    private var folded = 0
    /// Where ``foldAhead(_:first:texts:)`` goes on.
    private var aheadFrom = 0

    /// Makes room for a list of `count` rows (nothing folded yet) unless there is.
    mutating func prepare(count: Int) {
        if keys.count != count {
            keys = Array(repeating: .unfolded, count: count)
            long = []
            folded = 0
            aheadFrom = 0
        }
    }

    /// Whether room was made for the rows' keys (a search, or folding ahead of one, did).
    var isMade: Bool { !keys.isEmpty }

    /// Folds the rows not folded yet among the next `budget` from where the last call stopped
    /// (`first`: from the first row), ahead of a search: the person opened the search bar and
    /// has not typed yet, or the rows changed since the last search. Returns whether rows remain
    /// to fold; after one pass over the list it stops.
    mutating func foldAhead(_ budget: Int, first: Bool, texts: (Range<Int>, (String) -> Void) -> Void) -> Bool {
        if first { aheadFrom = 0 }
        guard folded < keys.count, aheadFrom < keys.count else { return false }
        let end = min(keys.count, aheadFrom + max(1, budget))
        fold(aheadFrom..<end, texts: texts)
        aheadFrom = end
        return folded < keys.count && aheadFrom < keys.count
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
            fold(start..<end, texts: texts)
        }
    }

    /// Folds the rows of `run` that are not folded yet, handing `texts` each stretch of them
    /// that is missing and a function taking their texts in order (no array of them made).
    mutating func fold(_ run: Range<Int>, texts: (Range<Int>, (String) -> Void) -> Void) {
        guard folded < keys.count else { return }
        var start = max(0, run.lowerBound)
        let end = min(run.upperBound, keys.count)
        var cache = SearchText.FoldCache()
        var bytes: [UInt8] = []
        while start < end {
            while start < end, keys[start].isFolded { start += 1 }
            var stop = start
            while stop < end, !keys[stop].isFolded { stop += 1 }
            guard start < stop else { break }
            var at = start
            var long = self.long
            self.long = []
            keys.withUnsafeMutableBufferPointer { keys in
                texts(start..<stop) { text in
                    guard at < stop else { return }
                    if let key = SearchKey(ascii: text) {
                        keys[at] = key
                        at += 1
                        return
                    }
                    bytes.removeAll(keepingCapacity: true)
                    SearchText.appendFolded(text, to: &bytes, cache: &cache)
                    keys[at] =
                        bytes.withUnsafeBufferPointer { SearchKey(inline: $0) }
                        ?? {
                            long.append(bytes)
                            return SearchKey(longAt: long.count - 1)
                        }()
                    at += 1
                }
            }
            self.long = long
            folded += at - start
            start = stop
        }
    }

    /// Appends to `matches` the rows of `run` (folded) that hold `pattern`, ascending: the
    /// keys read straight through, with no call per row.
    func appendMatches(of pattern: TextPattern, in run: Range<Int>, to matches: inout [Int]) {
        pattern.withBytes { bytes in
            keys.withUnsafeBufferPointer { keys in
                let end = min(run.upperBound, keys.count)
                var position = max(0, run.lowerBound)
                while position < end {
                    if holds(keys[position], pattern, bytes) { matches.append(position) }
                    position += 1
                }
            }
        }
    }

    /// Appends to `matches` the rows of `positions` (folded, ascending) that hold `pattern`,
    /// in order: the keys read in one loop, with no call per row (a query typed on testing the
    /// last one's results).
    func appendMatches(of pattern: TextPattern, among positions: ArraySlice<Int>, to matches: inout [Int]) {
        // Rows one after another (a query typed on from one every row matched): read as a run.
        if let first = positions.first, let last = positions.last, last - first + 1 == positions.count {
            appendMatches(of: pattern, in: first..<last + 1, to: &matches)
            return
        }
        pattern.withBytes { bytes in
            keys.withUnsafeBufferPointer { keys in
                for position in positions where position < keys.count && holds(keys[position], pattern, bytes) {
                    matches.append(position)
                }
            }
        }
    }

    /// Whether the text of `key` (in place, or kept aside) holds `pattern` (its bytes at
    /// `bytes`); a key not folded does not.
    @inline(__always)
    private func holds(_ key: SearchKey, _ pattern: TextPattern, _ bytes: UnsafePointer<UInt8>) -> Bool {
        guard let index = key.longIndex else { return key.holds(pattern, bytes) }
        return long[index].withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return pattern.isEmpty }
            return pattern.occurs(in: base, count: text.count, pattern: bytes)
        }
    }

    /// Follows the edits of the list's rows, in order (nothing to do until the keys are
    /// made): rows that come and rows updated are folded again when searched; a stretch of
    /// removals or insertions taken at once costs O(n) for them all, not for each.
    mutating func apply(_ edits: [RowEdit]) {
        guard !keys.isEmpty else { return }
        for edit in edits {
            switch edit {
            case let .inserted(range):
                // One move of the keys after the rows, not one per row (a million rows undone at once).
                keys.insert(contentsOf: repeatElement(.unfolded, count: range.count), at: min(range.lowerBound, keys.count))
            case let .removed(range):
                let range = range.clamped(to: 0..<keys.count)
                folded -= keys[range].lazy.filter(\.isFolded).count
                keys.removeSubrange(range)
            case let .updated(range):
                for index in range.clamped(to: 0..<keys.count) where keys[index].isFolded {
                    keys[index] = .unfolded
                    folded -= 1
                }
            case let .moved(from, to):
                guard from < keys.count else { continue }
                let key = keys.remove(at: from)
                keys.insert(key, at: min(to, keys.count))
            case let .insertedRuns(runs, _):
                insertUnfolded(runs: runs)
            case let .removedRuns(runs, _):
                remove(runs: runs)
            }
        }
    }

    /// Makes room, unfolded, for the rows of `runs` (ascending and apart, where they end up).
    private mutating func insertUnfolded(runs: [Range<Int>]) {
        var made: [SearchKey] = []
        made.reserveCapacity(keys.count + runs.reduce(0) { $0 + $1.count })
        var old = 0
        for run in runs {
            let take = min(max(0, run.lowerBound - made.count), keys.count - old)
            made += keys[old..<old + take]
            old += take
            made += repeatElement(.unfolded, count: run.count)
        }
        made += keys[old...]
        keys = made
    }

    /// Removes the keys of the rows of `runs` (ascending and apart).
    private mutating func remove(runs: [Range<Int>]) {
        var kept: [SearchKey] = []
        kept.reserveCapacity(keys.count)
        var start = 0
        for run in runs {
            let run = run.clamped(to: start..<keys.count)
            kept += keys[start..<run.lowerBound]
            folded -= keys[run].lazy.filter(\.isFolded).count
            start = run.upperBound
        }
        kept += keys[start...]
        keys = kept
    }
}
