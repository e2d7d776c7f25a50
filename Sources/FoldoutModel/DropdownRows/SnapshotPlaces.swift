/// Where the rows are while a snapshot's moves and insertions are made top down, after its
/// removals: the rows that stay split the list into gaps (gap g after the g-th row that
/// stays, gap 0 before the first); in each, the items already put there (in the new
/// order), then the rows still to move (in the old order). A row's position is a sum over
/// the gaps before it and over the rows still to move, each O(log n).
struct SnapshotPlaces {
    /// How many rows each gap holds (its row that stays included).
    private var gaps: CountTree
    /// The rows still to move, by their place in the old order (after the removals).
    private var waiting: CountTree
    /// How many items were put in each gap.
    private var put: [Int]
    /// Where gap g starts in the old order (its row that stays; 0 for gap 0).
    private var gapStart: [Int]
    /// For each wanted item that moves: its gap and its place in the old order.
    private var gapOf: [Int: Int] = [:]
    private var placeOf: [Int: Int] = [:]

    init(target: [Int], kinds: [SnapshotRowKind]) {
        var counts = [0]
        var starts = [0]
        var marks: [Int] = []
        var place = 0
        for goes in target where goes >= 0 {
            if kinds[goes] == .stays {
                counts.append(1)
                starts.append(place)
                marks.append(0)
            } else {
                counts[counts.count - 1] += 1
                gapOf[goes] = counts.count - 1
                placeOf[goes] = place
                marks.append(1)
            }
            place += 1
        }
        gaps = CountTree(counts)
        waiting = CountTree(marks)
        put = Array(repeating: 0, count: counts.count)
        gapStart = starts
    }

    /// The position where an item put into gap `gap` goes: after its row that stays and the
    /// items put there before it.
    private func slot(_ gap: Int) -> Int {
        gaps.sum(before: gap) + (gap > 0 ? 1 : 0) + put[gap]
    }

    /// Moves wanted item `index` (a row still to move) after the items put in gap `gap`;
    /// returns where it was and where it is (each counted as a `.moved` change counts).
    mutating func move(_ index: Int, after gap: Int) -> (from: Int, to: Int) {
        guard let home = gapOf[index], let place = placeOf[index] else { return (0, 0) }
        let from = slot(home) + waiting.sum(before: place) - waiting.sum(before: gapStart[home])
        gaps.add(-1, at: home)
        waiting.add(-1, at: place)
        let to = slot(gap)
        gaps.add(1, at: gap)
        put[gap] += 1
        return (from, to)
    }

    /// Puts `count` new items in gap `gap`; returns the position of the first.
    mutating func insert(_ count: Int, after gap: Int) -> Int {
        let at = slot(gap)
        gaps.add(count, at: gap)
        put[gap] += count
        return at
    }
}
