import FoldoutModel
import Testing

/// The one change shape (``RowEdit``) and the one rule that follows rows through it
/// (``RowTracker``): what every list and tree, the viewport and the heights read. Checked
/// against a shadow list of numbered rows, the edits one by one against the same edits taken
/// at once.
@Suite struct RowTrackerTests {
    /// A seeded generator (the same rounds every run).
    struct Seeded {
        var seed: UInt64
        mutating func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
    }

    /// A shadow list: rows as numbers (the old rows 0..<count, new rows from 1000), edited as
    /// `edit` says.
    static func applied(_ edits: [RowEdit], to rows: [Int]) -> [Int] {
        var rows = rows
        var fresh = 1000
        func newRows(_ count: Int) -> [Int] {
            defer { fresh += count }
            return Array(fresh..<fresh + count)
        }
        for edit in edits {
            switch edit {
            case let .inserted(range): rows.insert(contentsOf: newRows(range.count), at: range.lowerBound)
            case let .removed(range): rows.removeSubrange(range)
            case let .moved(from, to): rows.insert(rows.remove(at: from), at: to)
            case .updated: break
            case let .insertedRuns(runs, _):
                for run in runs { rows.insert(contentsOf: newRows(run.count), at: run.lowerBound) }
            case let .removedRuns(runs, _):
                for run in runs.reversed() { rows.removeSubrange(run) }
            }
        }
        return rows
    }

    /// A snapshot's batch: removals bottom up, then insertions top down, over `count` rows.
    static func snapshotBatch(_ random: inout Seeded, count: Int) -> [RowEdit] {
        var edits: [RowEdit] = []
        var bottom = count
        var left = count
        for _ in 0..<random.next(8) {
            let end = bottom - random.next(6)
            let size = 1 + random.next(3)
            guard end - size >= 0 else { break }
            edits.append(.removed(end - size..<end))
            bottom = end - size
            left -= size
        }
        var at = random.next(4)
        for _ in 0..<random.next(8) {
            guard at <= left else { break }
            let size = 1 + random.next(3)
            edits.append(.inserted(at..<at + size))
            left += size
            at += size + random.next(5)
        }
        if random.next(3) == 0, left > 0 { edits.append(.updated(0..<1)) }
        return edits
    }

    @Test func aSnapshotsEditsTakenAtOnceMoveTheRowsAsOneByOne() {
        var random = Seeded(seed: 11)
        for round in 0..<300 {
            let edits = Self.snapshotBatch(&random, count: 40)
            let atOnce = RowEdit.coalescing(edits)
            let removals = edits.filter { if case .removed = $0 { true } else { false } }.count
            let insertions = edits.filter { if case .inserted = $0 { true } else { false } }.count
            if removals > 1 || insertions > 1 { #expect(atOnce.count < edits.count, "round \(round): \(edits)") }
            let rows = Array(0..<40)
            let after = Self.applied(edits, to: rows)
            #expect(Self.applied(atOnce, to: rows) == after, "round \(round): \(edits)")
            #expect(atOnce.reduce(0) { $0 + $1.countChange } == after.count - 40)
            for row in 0..<40 {
                // Followed: where the shadow has it, or nil when it went.
                let expected = after.firstIndex(of: row)
                #expect(RowTracker.follow(row, through: edits) == expected, "round \(round), row \(row): \(edits)")
                #expect(RowTracker.follow(row, through: atOnce) == expected, "round \(round), row \(row): \(edits)")
                // Handed over: the same row when it stays; the same place, one by one or at once.
                let handed = RowTracker.handOver(row, through: edits, count: after.count)
                #expect(RowTracker.handOver(row, through: atOnce, count: after.count) == handed, "round \(round), row \(row): \(edits)")
                if let expected { #expect(handed == expected) }
                #expect(handed.map { after.indices.contains($0) } ?? after.isEmpty, "never a row that is not there")
            }
        }
    }

    @Test func aRowThatGoesHandsOverToTheRowTakingItsPlace() {
        // The row after it.
        #expect(RowTracker.handOver(5, through: [.removed(4..<6)], count: 8) == 4)
        // A row that came in at its place in the same batch.
        #expect(RowTracker.handOver(5, through: [.removed(5..<6), .inserted(5..<7)], count: 11) == 5)
        // Runs: a snapshot replacing rows 3...5 by two new ones.
        let snapshot = [RowEdit.removal(of: [3..<6]), .insertion(of: [3..<5])]
        #expect(RowTracker.handOver(4, through: snapshot, count: 9) == 3)
        // Rows coming in above its place push the place down.
        #expect(RowTracker.handOver(5, through: [.removed(5..<6), .inserted(0..<2)], count: 11) == 7)
        // At the end: the new last row at once, not a row that comes in after.
        #expect(RowTracker.handOver(9, through: [.removed(9..<10), .inserted(9..<11)], count: 11) == 8)
        // Nothing left: no row; rows coming in after everything went: the first of them.
        #expect(RowTracker.handOver(2, through: [.removed(0..<10)], count: 0) == nil)
        #expect(RowTracker.handOver(2, through: [.removed(0..<10), .inserted(0..<3)], count: 3) == 0)
        // Moves carry the row; updates leave it.
        #expect(RowTracker.handOver(2, through: [.moved(from: 2, to: 7), .updated(0..<9)], count: 10) == 7)
        #expect(RowTracker.handOver(nil, through: [.removed(0..<1)], count: 9) == nil)
    }

    @Test func heightsFollowEditsTakenAtOnceAsOneByOne() {
        var random = Seeded(seed: 5)
        for round in 0..<100 {
            let edits = Self.snapshotBatch(&random, count: 40) + [.moved(from: random.next(3), to: random.next(3))]
            var oneByOne = RowHeights(count: 40, defaultEstimate: 10)
            for row in 0..<40 { oneByOne.setHeight(20 + row, at: row) }
            var atOnce = oneByOne
            for edit in edits { oneByOne.apply([edit]) }
            atOnce.apply(RowEdit.coalescing(edits))
            let after = Self.applied(edits, to: Array(0..<40))
            #expect(atOnce.count == after.count && oneByOne.count == after.count, "round \(round)")
            #expect(atOnce.invariantViolation() == nil)
            for (index, row) in after.enumerated() {
                // Rows kept their measured heights, one by one or at once; new rows are estimated.
                #expect(atOnce.isMeasured(index) == oneByOne.isMeasured(index), "round \(round), row \(index)")
                if row >= 1000 { #expect(!atOnce.isMeasured(index)) }
                if atOnce.isMeasured(index) { #expect(atOnce.height(of: index) == Double(20 + row), "round \(round), row \(index)") }
            }
        }
    }

    @Test func everyPatternsChangesComeDownToEdits() {
        // A tree's: removals bottom up and insertions top down, each stretch one edit.
        let tree: [ExpandableTreeChange] = [.removed(8..<9), .removed(2..<4), .inserted(1..<2), .inserted(5..<7), .updated(0..<1)]
        #expect(RowEdit.edits(of: tree) == [.removal(of: [2..<4, 8..<9]), .insertion(of: [1..<2, 5..<7]), .updated(0..<1)])
        // An outline's: a subtree opened at several levels replaces its rows.
        #expect(RowEdit.edits(of: [OutlineChange.replaced(3..<5, count: 4)]) == [.removed(3..<5), .inserted(3..<7)])
    }
}
