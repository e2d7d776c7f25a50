import Testing

@testable import FoldoutControllers

/// The outline controller's store of the app's values (chunks of 4,096 allocated by hand):
/// values read back by tag across chunks, replaced, forgotten (destroyed at once, a full
/// chunk let go), and everything destroyed with the store. Class values count their lives
/// (one count for the suite: its tests run one after the other).
@Suite(.serialized) struct OutlineValuesTests {
    /// A value that counts how many of its kind are alive.
    final class Counted {
        nonisolated(unsafe) static var alive = 0
        let number: Int
        init(_ number: Int) {
            self.number = number
            Self.alive += 1
        }
        deinit { Self.alive -= 1 }
    }

    @Test func valuesAcrossChunksAreKeptReplacedForgottenAndDestroyed() {
        let before = Counted.alive
        do {
            let values: OutlineValues<Counted> = []
            let count = 4096 * 2 + 10
            let tags = (0..<count).map { values.append(Counted($0)) }
            #expect(tags == Array(0..<count))
            #expect(Counted.alive - before == count)
            #expect([0, 4095, 4096, 8191, 8192, count - 1].allSatisfy { values[$0]?.number == $0 })
            #expect(values[count] == nil && values[-1] == nil)

            values.replace(4097, with: Counted(-4097))
            #expect(values[4097]?.number == -4097)
            #expect(Counted.alive - before == count)

            // Forgetting the whole first chunk lets it go; the others stay readable.
            for tag in 0..<4096 { values.forget(tag) }
            values.forget(0) // twice: nothing more
            #expect(Counted.alive - before == count - 4096)
            #expect(values[0] == nil && values[4095] == nil && !values.contains(17))
            #expect(values[4096]?.number == 4096 && values[count - 1]?.number == count - 1)

            // The last chunk, emptied while it has room, still takes new values.
            for tag in 8192..<count { values.forget(tag) }
            let next = values.append(Counted(99))
            #expect(next == count && values[next]?.number == 99)
            #expect(Counted.alive - before == 4096 + 1)
        }
        #expect(Counted.alive == before)
    }

    /// Children the tree refused are taken back: destroyed, their tags the next ones again,
    /// even in a chunk that had been let go.
    @Test func theLastValuesAreTakenBackAcrossChunks() {
        let before = Counted.alive
        do {
            let values: OutlineValues<Counted> = []
            for number in 0..<4096 * 2 + 5 { _ = values.append(Counted(number)) }
            for tag in 4096..<8192 { values.forget(tag) } // the second chunk let go
            values.removeLast(4096 + 5 + 100) // into the first chunk
            #expect(values.count == 3996 && Counted.alive - before == 3996)
            #expect(values[3995]?.number == 3995 && values[3996] == nil)
            let tags = (0..<4200).map { values.append(Counted(-$0)) }
            #expect(tags.first == 3996 && tags.last == 3996 + 4199)
            #expect(values[4096]?.number == -100 && values[3996 + 4199]?.number == -4199)
            values.removeLast(0)
            values.removeLast(1_000_000)
            #expect(values.count == 0 && Counted.alive == before)
            #expect(values.append(Counted(7)) == 0 && values[0]?.number == 7)
        }
        #expect(Counted.alive == before)
    }
}
