import FoldoutModel
import Testing

@testable import FoldoutControllers

/// What follows a row through a batch of insertions made top down (a snapshot's) lands where
/// following them one by one lands, when they are taken as one shift.
@Suite struct RowShiftTests {
    @Test func insertionsTakenAtOnceFollowRowsAsOneByOne() {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<200 {
            // Insertions top down: each at or below the end of the one before (counted after it).
            var shifts: [RowShift] = []
            var at = next(4)
            for _ in 0..<1 + next(12) {
                let count = 1 + next(3)
                shifts.append(.inserted(at..<at + count))
                at += count + next(5)
            }
            if next(3) == 0 { shifts.append(.removed(0..<1)) }
            let coalesced = RowShift.coalescingInsertions(shifts)
            #expect(coalesced.count <= shifts.count)
            for row in 0..<60 {
                let oneByOne = shifts.reduce(Optional(row)) { index, shift in index.flatMap(shift.follow) }
                let atOnce = coalesced.reduce(Optional(row)) { index, shift in index.flatMap(shift.follow) }
                #expect(oneByOne == atOnce, "round \(round), row \(row)")
            }
        }
    }

    /// A tree's changes (a snapshot's: removals bottom up, then insertions top down) taken as
    /// few shifts follow every row as the changes one by one do.
    @MainActor
    @Test func aTreesChangesTakenAsFewShiftsFollowRowsAsOneByOne() {
        var seed: UInt64 = 11
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<200 {
            var changes: [ExpandableTreeChange] = []
            var bottom = 60
            for _ in 0..<next(8) {
                let end = bottom - next(6)
                let count = 1 + next(3)
                guard end - count >= 0 else { break }
                changes.append(.removed(end - count..<end))
                bottom = end - count
            }
            var at = next(4)
            for _ in 0..<next(8) {
                let count = 1 + next(3)
                changes.append(.inserted(at..<at + count))
                at += count + next(5)
            }
            if next(3) == 0 { changes.append(.updated(0..<1)) }
            let shifts = ExpandableRowsController<Int, Int, Never>.shifts(of: changes)
            let removals = changes.filter { if case .removed = $0 { true } else { false } }.count
            if removals > 1 { #expect(shifts.count < changes.count, "round \(round): \(changes)") }
            for row in 0..<60 {
                let oneByOne = changes.reduce(Optional(row)) { index, change in
                    index.flatMap { index -> Int? in
                        switch change {
                        case let .inserted(range): return index >= range.lowerBound ? index + range.count : index
                        case let .removed(range):
                            if range.contains(index) { return nil }
                            return index >= range.upperBound ? index - range.count : index
                        case .updated: return index
                        }
                    }
                }
                let atOnce = shifts.reduce(Optional(row)) { index, shift in index.flatMap(shift.follow) }
                #expect(oneByOne == atOnce, "round \(round), row \(row): \(changes)")
            }
        }
    }
}
