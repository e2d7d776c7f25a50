import FoldoutApp
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
        let asked = BenchmarkHooks.make(
            environment: ["FOLDOUT_DESTINATIONS_ITEMS": "4", "FOLDOUT_DESTINATIONS_CHILDREN": "5"],
            arguments: ["foldout-bench"]
        ).hooks
        let generated = asked.destinations?()
        #expect(generated?.destinations.count == 4)
        #expect(generated?.destinations.map(\.flights.count) == [5, 1, 2, 0])
        #expect(BenchmarkHooks.make(environment: ["FOLDOUT_DESTINATIONS_ITEMS": "x"], arguments: []).hooks.destinations == nil)
        #expect(BenchmarkHooks.make(environment: [:], arguments: []).hooks.destinations == nil)
    }
}

/// The generated tree has treestore.c's shape and names.
@Suite struct GeneratedOutlineTests {
    /// `FOLDOUT_DESTINATIONS_DEPTH` turns the generated destinations into a tree of that depth
    /// in treedeep.c's shape: 1 + 4 + … + 4^(D-1) nodes a root, 4 children a node above the last level.
    @Test @MainActor func aDepthMakesATreeInTreedeepsShape() throws {
        let hooks = BenchmarkHooks.make(
            environment: ["FOLDOUT_DESTINATIONS_ITEMS": "1000000", "FOLDOUT_DESTINATIONS_DEPTH": "6"],
            arguments: ["foldout-bench"]
        ).hooks
        let outline = try #require(hooks.outline)
        #expect(hooks.destinations == nil)
        #expect(outline.roots == 1_000_000 / 1365 && outline.depth == 6)
        #expect(outline.nodeCount == 732 * 1365)
        let root = try #require(outline.rootEntries.first)
        #expect(root.name == "Node 0" && root.size.isEmpty)
        let children = outline.children(of: root)
        #expect(children.map(\.name) == ["Node 0.0", "Node 0.1", "Node 0.2", "Node 0.3"])
        #expect(children.allSatisfy { $0.level == 2 && $0.size.hasSuffix(" KiB") })
        var deepest = root
        while let first = outline.children(of: deepest).first { deepest = first }
        #expect(deepest.level == 6 && deepest.name == "Node 0.0.0.0.0.0")
        #expect(BenchmarkHooks.make(environment: ["FOLDOUT_DESTINATIONS_ITEMS": "10"], arguments: []).hooks.outline == nil)
        #expect(GeneratedOutline(nodes: 3, depth: 3).roots == 1)
    }
}

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
