import Testing

@testable import FoldoutControllers

/// When a key's search shows its first results before it ends: a long search shows its first
/// screenful in the key's frame and goes on after it; a short one ends in that frame.
@Suite struct ListSearchPaceTests {
    private static let screenful = 20

    @Test func aLongSearchWithAScreenfulShowsItNow() {
        // 4,096 of a million rows tested in 0.1 ms, a screenful found: the rest would take
        // about 24 ms, past the key's frame.
        #expect(ListSearch.showsFirstResultsNow(found: 4_096, screenful: Self.screenful, tested: 4_096, left: 995_904, spent: .microseconds(100)))
    }

    @Test func aSearchThatEndsWithinTheKeysFrameGoesOn() {
        // 4,096 of 20,000 rows in 0.1 ms: the rest takes 0.4 ms.
        #expect(!ListSearch.showsFirstResultsNow(found: 4_096, screenful: Self.screenful, tested: 4_096, left: 15_904, spent: .microseconds(100)))
        // Half of the rows in half the budget: the rest fits, just.
        let half = ListSearch.keyBudget / 2
        #expect(!ListSearch.showsFirstResultsNow(found: 500, screenful: Self.screenful, tested: 500_000, left: 499_999, spent: half))
    }

    @Test func fewerThanAScreenfulGoOnWhateverThePace() {
        #expect(!ListSearch.showsFirstResultsNow(found: 11, screenful: Self.screenful, tested: 4_096, left: 995_904, spent: .microseconds(100)))
        #expect(!ListSearch.showsFirstResultsNow(found: 19, screenful: Self.screenful, tested: 1, left: 1_000_000, spent: .milliseconds(5)))
    }

    @Test func nothingTestedOrNothingLeftGoesOn() {
        #expect(!ListSearch.showsFirstResultsNow(found: 40, screenful: Self.screenful, tested: 0, left: 1_000_000, spent: .zero))
        #expect(!ListSearch.showsFirstResultsNow(found: 40, screenful: Self.screenful, tested: 1_000, left: 0, spent: .milliseconds(5)))
    }
}
