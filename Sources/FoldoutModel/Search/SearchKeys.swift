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
    /// For each chunk of ``chunkSize`` rows, the folded bytes all its rows' texts start with
    /// (up to 15), kept as a key (``SearchKey/unfolded`` while not known; chunks past the end
    /// are not known either): a query those bytes hold is held by every row of the chunk, found
    /// without reading them. Rows sorted by name share long beginnings ("Item 10…", "lib…").
    private var prefixes: [SearchKey] = []

    /// The rows a beginning is kept for (``prefixes``).
    static let chunkSize = 4096

    /// Makes room for a list of `count` rows (nothing folded yet) unless there is.
    mutating func prepare(count: Int) {
        if keys.count != count {
            keys = Array(repeating: .unfolded, count: count)
            long = []
            prefixes = []
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
        defer { keepPrefixes(of: run) }
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
    /// keys read straight through, with no call per row. A long run (``parallelRun`` rows or
    /// more) is read in parts at once, one per processor (``ProcessorParts``), each part's
    /// matches appended in order after.
    func appendMatches(of pattern: TextPattern, in run: Range<Int>, to matches: inout [Int]) {
        let run = run.clamped(to: 0..<keys.count)
        guard run.count >= Self.parallelRun else {
            for found in matchingRuns(of: pattern, in: run) { matches.append(contentsOf: found) }
            return
        }
        for part in ProcessorParts.map(run, { matchingRuns(of: pattern, in: $0) }) {
            for rows in part { matches.append(contentsOf: rows) }
        }
    }

    /// Runs this long or longer are read by several threads at once (below it, starting them
    /// costs more than it saves).
    static let parallelRun = 32_768

    /// The rows of `run` (within the keys) that hold `pattern`, as runs of rows one after
    /// another, ascending: a query most rows hold is a few runs, not a million positions. A
    /// whole chunk whose rows all begin with bytes that hold the query is taken without
    /// reading its rows.
    private func matchingRuns(of pattern: TextPattern, in run: Range<Int>) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        pattern.withBytes { bytes in
            keys.withUnsafeBufferPointer { keys in
                var position = run.lowerBound
                var matching = position
                while position < run.upperBound {
                    let chunk = position / Self.chunkSize
                    let chunkEnd = min(keys.count, (chunk + 1) * Self.chunkSize)
                    if position == chunk * Self.chunkSize, chunkEnd <= run.upperBound, chunk < prefixes.count,
                        prefixes[chunk].holds(pattern, bytes)
                    {
                        position = chunkEnd
                        continue
                    }
                    let end = min(chunkEnd, run.upperBound)
                    while position < end {
                        if !holds(keys[position], pattern, bytes) {
                            if matching < position { runs.append(matching..<position) }
                            matching = position + 1
                        }
                        position += 1
                    }
                }
                if matching < run.upperBound { runs.append(matching..<run.upperBound) }
            }
        }
        return runs
    }

    /// Finds the beginning shared by the rows of each chunk `run` holds whole (the list's last
    /// chunk may be short) and that is not known yet, when all its rows are folded.
    private mutating func keepPrefixes(of run: Range<Int>) {
        let run = run.clamped(to: 0..<keys.count)
        let first = (run.lowerBound + Self.chunkSize - 1) / Self.chunkSize
        let end = run.upperBound == keys.count ? (keys.count + Self.chunkSize - 1) / Self.chunkSize : run.upperBound / Self.chunkSize
        guard first < end else { return }
        if prefixes.count < end { prefixes += repeatElement(.unfolded, count: end - prefixes.count) }
        for chunk in first..<end where !prefixes[chunk].isFolded {
            if let prefix = commonPrefix(of: chunk * Self.chunkSize..<min(keys.count, (chunk + 1) * Self.chunkSize)) {
                prefixes[chunk] = prefix
            }
        }
    }

    /// The bytes all the rows of `rows` begin with (up to 15); nil when one is not folded.
    private func commonPrefix(of rows: Range<Int>) -> SearchKey? {
        var shared: (text: UInt128, count: Int)?
        for row in rows {
            let key = keys[row]
            guard key.isFolded else { return nil }
            let start = key.longIndex.map { SearchKey.start(of: long[$0]) } ?? key.start
            guard let known = shared else {
                shared = start
                continue
            }
            let differ = known.text ^ start.text
            let same = differ == 0 ? SearchKey.capacity : differ.trailingZeroBitCount / 8
            shared = (known.text, min(known.count, start.count, same))
            if shared?.count == 0 { break }
        }
        return shared.map { SearchKey(start: $0.text, count: $0.count) }
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
        forgetPrefixes(for: edits)
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

    /// Forgets the beginnings of the chunks whose rows `edits` change: those of the rows
    /// updated, and every chunk from the first row that comes, goes or moves on (the rows after
    /// it shift to other chunks).
    private mutating func forgetPrefixes(for edits: [RowEdit]) {
        for edit in edits {
            let changed: Range<Int>
            var shifts = true
            switch edit {
            case let .inserted(range), let .removed(range): changed = range
            case let .updated(range):
                changed = range
                shifts = false
            case let .moved(from, to): changed = min(from, to)..<max(from, to) + 1
            case let .insertedRuns(runs, _), let .removedRuns(runs, _):
                guard let first = runs.first else { continue }
                changed = first
            }
            let first = max(0, changed.lowerBound) / Self.chunkSize
            guard first < prefixes.count else { continue }
            if shifts {
                prefixes.removeSubrange(first...)
            } else {
                let last = min(prefixes.count, (changed.upperBound + Self.chunkSize - 1) / Self.chunkSize)
                for chunk in first..<max(first, last) { prefixes[chunk] = .unfolded }
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
