import FoldoutAppModel
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

    @Test func mixedItemsTakeOneTwoOrThreeLinesAboutAThirdEach() {
        let items = GeneratedItems.items(count: 3000, mixed: true)
        let lines = items.map { $0.title.split(separator: "\n").count }
        #expect(items[0].title == "Item 1")
        #expect(items.map { $0.title.split(separator: "\n")[0] } == GeneratedItems.items(count: 3000).map { Substring($0.title) })
        #expect(lines == (1...3000).map { GeneratedItems.lines(number: $0) })
        for count in 1...3 { #expect(lines.filter { $0 == count }.count > 900) }
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
        let mixed = BenchmarkHooks.make(environment: ["FOLDOUT_MONTHS_ITEMS": "30", "FOLDOUT_MONTHS_MIXED": "1"], arguments: []).hooks
        #expect(mixed.monthsItems?().contains { $0.title.contains("\n") } == true)
        #expect(asked.monthsItems?().contains { $0.title.contains("\n") } == false)
    }

    @Test func generatedDestinationsReplaceTheFileOnlyWhenAskedForWithACount() {
        let asked = BenchmarkHooks.make(environment: ["FOLDOUT_DESTINATIONS_ITEMS": "4", "FOLDOUT_DESTINATIONS_CHILDREN": "5"],
                                        arguments: ["foldout-bench"]).hooks
        let generated = asked.destinations?()
        #expect(generated?.destinations.count == 4)
        #expect(generated?.destinations.map(\.flights.count) == [5, 1, 2, 0])
        #expect(BenchmarkHooks.make(environment: ["FOLDOUT_DESTINATIONS_ITEMS": "x"], arguments: []).hooks.destinations == nil)
        #expect(BenchmarkHooks.make(environment: [:], arguments: []).hooks.destinations == nil)
    }
}

/// The generated tree has treestore.c's shape and names.
@Suite struct GeneratedTreeTests {
    @Test func parentIHoldsIModulo3FlightsAndTheFirstWithFlightsIsOpen() {
        let tree = GeneratedTree.destinations(count: 1000)
        let all = tree.destinations
        #expect(all.count == 1000)
        #expect(all[0].name == "City 0" && all[999].label == "City 999")
        #expect(all.prefix(6).map(\.flights.count) == [0, 1, 2, 0, 1, 2])
        #expect(all[2].flights.map(\.title) == ["MAN → LHR", "MAN → LHR"])
        #expect(all[0].price == Price(hundredths: 10_000, currency: "GBP") && all[901].price.hundredths == 10_100)
        #expect(tree.expanded == [1])
        #expect(tree.airports["LHR"] == "London Heathrow")
        #expect(GeneratedTree.destinations(count: 0).destinations.isEmpty)
    }

    @Test func theFirstParentHoldsTheChildrenAskedFor() {
        let tree = GeneratedTree.destinations(count: 3, firstChildren: 10_000)
        #expect(tree.destinations[0].flights.count == 10_000)
        #expect(tree.destinations[1].flights.count == 1)
    }
}
