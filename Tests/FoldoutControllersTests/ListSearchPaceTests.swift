import Testing

@testable import FoldoutControllers

/// When a key's search shows its first results before it ends: a long search shows its first
/// screenful in the key's frame and goes on after it; a short one ends in that frame.
@Suite struct ListSearchPaceTests {
    private static let screenful = 20

    @Test func aLongSearchWithAScreenfulShowsItNow() {
        // 100,000 of a million rows tested in 1.2 ms, a screenful found: the rest would take
        // about 11 ms, past the key's frame.
        #expect(ListSearch.showsFirstResultsNow(found: 4_096, screenful: Self.screenful, tested: 100_000, left: 900_000, spent: .microseconds(1_200)))
    }

    @Test func aSearchThatEndsWithinTheKeysFrameGoesOn() {
        // 200,000 of a million rows in 1 ms: the rest takes 4 ms.
        #expect(!ListSearch.showsFirstResultsNow(found: 4_096, screenful: Self.screenful, tested: 200_000, left: 800_000, spent: .milliseconds(1)))
        // Half of the rows in half the budget: the rest fits, just.
        let half = ListSearch.keyBudget / 2
        #expect(!ListSearch.showsFirstResultsNow(found: 500, screenful: Self.screenful, tested: 500_000, left: 499_999, spent: half))
    }

    @Test func thePaceIsReadOnlyAfterTheFirstMillisecond() {
        // The first slices are small and slow per row: at their pace a million rows would take
        // 24 ms, but it is not read yet.
        #expect(!ListSearch.showsFirstResultsNow(found: 4_096, screenful: Self.screenful, tested: 4_096, left: 995_904, spent: .microseconds(100)))
        #expect(ListSearch.showsFirstResultsNow(found: 4_096, screenful: Self.screenful, tested: 40_960, left: 959_040, spent: ListSearch.paceAfter))
    }

    @Test func slicesGrowWhileQuickAndShrinkWhenSlow() {
        // A list's rows: 4,096 in 40 µs, so twice as many next, up to the largest slice.
        var rows = ListSearch.slice
        var slices: [Int] = []
        while rows < ListSearch.largestSlice {
            rows = ListSearch.nextSlice(after: rows, took: .microseconds(40))
            slices.append(rows)
        }
        #expect(slices == [8_192, 16_384, 32_768, 65_536, 131_072, 262_144])
        #expect(ListSearch.nextSlice(after: ListSearch.largestSlice, took: .microseconds(40)) == ListSearch.largestSlice)
        // A tree's parents: 8,192 in a third of a millisecond grow to twice as many (a slice
        // pays once for waking a second processor); a slice of two milliseconds stays; one of
        // four is halved, not below the first slice.
        #expect(ListSearch.nextSlice(after: 8_192, took: .microseconds(380)) == 16_384)
        #expect(ListSearch.nextSlice(after: 32_768, took: .milliseconds(2)) == 32_768)
        #expect(ListSearch.nextSlice(after: 32_768, took: .milliseconds(4)) == 16_384)
        #expect(ListSearch.nextSlice(after: ListSearch.slice, took: .milliseconds(4)) == ListSearch.slice)
    }

    @Test func fewerThanAScreenfulGoOnWhateverThePace() {
        #expect(!ListSearch.showsFirstResultsNow(found: 11, screenful: Self.screenful, tested: 4_096, left: 995_904, spent: .microseconds(100)))
        #expect(!ListSearch.showsFirstResultsNow(found: 19, screenful: Self.screenful, tested: 1, left: 1_000_000, spent: .milliseconds(5)))
    }

    @Test func nothingTestedOrNothingLeftGoesOn() {
        #expect(!ListSearch.showsFirstResultsNow(found: 40, screenful: Self.screenful, tested: 0, left: 1_000_000, spent: .zero))
        #expect(!ListSearch.showsFirstResultsNow(found: 40, screenful: Self.screenful, tested: 1_000, left: 0, spent: .milliseconds(5)))
        #expect(!ListSearch.showsFirstResultsNow(found: 40, screenful: Self.screenful, tested: 0, left: 1_000_000, spent: .milliseconds(5)))
    }
}
