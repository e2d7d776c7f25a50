import Testing

@testable import mailbox

/// The first screenful goes in a few rows per frame, in arrival order; past it, all at once.
@Suite struct RowPacingTests {
    @Test func anEmptyListGetsAFewRowsPerFrameUntilItHoldsAScreenful() {
        var pacing = RowPacing<Int>(rowsPerFrame: 4, pacedRows: 12)
        var shown: [Int] = []
        shown += pacing.arrive(Array(0..<64), shown: shown.count)
        #expect(shown == [0, 1, 2, 3])
        #expect(pacing.isHolding)
        var steps = [shown.count]
        while pacing.isHolding {
            shown += pacing.next(shown: shown.count)
            steps.append(shown.count)
        }
        #expect(steps == [4, 8, 12, 64], "4 a frame up to 12, then the rest at once")
        #expect(shown == Array(0..<64), "in arrival order")
    }

    @Test func aBatchArrivingWhileRowsAreHeldWaitsItsTurn() {
        var pacing = RowPacing<Int>(rowsPerFrame: 4, pacedRows: 12)
        var shown = pacing.arrive(Array(0..<6), shown: 0)
        #expect(pacing.arrive(Array(6..<20), shown: shown.count).isEmpty, "behind the held rows")
        shown += pacing.next(shown: shown.count)
        #expect(shown == Array(0..<8))
        // A change on disk: every held row goes in at once.
        shown += pacing.drain()
        #expect(shown == Array(0..<20))
        #expect(!pacing.isHolding)
        #expect(pacing.next(shown: shown.count).isEmpty)
    }

    @Test func aListPastAScreenfulGetsEachBatchWhole() {
        var pacing = RowPacing<Int>(rowsPerFrame: 4, pacedRows: 12)
        #expect(pacing.arrive(Array(0..<512), shown: 12) == Array(0..<512))
        #expect(!pacing.isHolding)
        #expect(pacing.arrive([], shown: 0).isEmpty)
        #expect(!pacing.isHolding)
    }
}
