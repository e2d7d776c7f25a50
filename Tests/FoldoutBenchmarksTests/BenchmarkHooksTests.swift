import FoldoutBenchmarks
import FoldoutModel
import Testing

@Suite struct GeneratedItemsTests {
    @Test func generatedItemsAreNumberedFromOne() {
        let items = GeneratedItems.items(count: 3)
        #expect(items.map(\.title) == ["Item 1", "Item 2", "Item 3"])
        #expect(items.map(\.id) == ["item-1", "item-2", "item-3"])
        #expect(GeneratedItems.items(count: 0).isEmpty)
        #expect(GeneratedItems.count(from: "1000000") == 1_000_000)
        #expect(GeneratedItems.count(from: "-1") == nil && GeneratedItems.count(from: "lots") == nil)
        #expect(GeneratedItems.count(from: "99999999999") == nil)
    }
}

/// What `foldout-bench` reads from its command line and environment (no display: nothing here
/// starts GTK).
@Suite @MainActor struct BenchmarkHooksTests {
    @Test func theExitOptionIsTakenOffTheCommandLineTheAppSees() {
        let (_, arguments) = BenchmarkHooks.make(environment: [:], arguments: ["foldout-bench", "--exit-after-first-frame", "--destinations", "f.json"])
        #expect(arguments == ["foldout-bench", "--destinations", "f.json"])
    }

    @Test func generatedItemsReplaceTheMonthsOnlyWhenAskedForWithACount() {
        let asked = BenchmarkHooks.make(environment: ["FOLDOUT_MONTHS_ITEMS": "3"], arguments: ["foldout-bench"]).hooks
        #expect(asked.monthsItems?().map(\.title) == ["Item 1", "Item 2", "Item 3"])
        #expect(BenchmarkHooks.make(environment: ["FOLDOUT_MONTHS_ITEMS": "lots"], arguments: []).hooks.monthsItems == nil)
        #expect(BenchmarkHooks.make(environment: [:], arguments: []).hooks.monthsItems == nil)
    }
}
