import FoldoutModel
import Testing

@Suite struct RowFilterTests {
    private func run(_ filter: inout RowFilter, _ texts: [String], budget: Int = 3) {
        let keys = texts.map(SearchText.init)
        let query = filter.query
        var rounds = 0
        while !filter.isComplete {
            filter.advance(budget: budget) { query.occurs(in: keys[$0]) }
            rounds += 1
            #expect(rounds < 10_000)
        }
    }

    private func expected(_ query: String, _ texts: [String]) -> [Int] {
        texts.indices.filter { SearchText(query).occurs(in: SearchText(texts[$0])) }
    }

    /// Rows that came in at once among the rows tested count as not matching until their
    /// owner says (a tree's search tests the parents an edit brought itself); in the rows
    /// still to scan they are scanned.
    @Test func rowsInsertedAtOnceAreTheOwnersToTestAmongTheTestedAndScannedAfter() {
        var texts = (0..<30).map { "Item \($0)" }
        var filter = RowFilter(query: SearchText("item 2"), count: texts.count)
        run(&filter, texts)
        #expect(filter.matches == [2] + Array(20...29))
        texts.insert(contentsOf: ["Item 2a", "Other", "Item 2b"], at: 5)
        filter.inserted(3, at: 5)
        #expect(filter.isComplete && filter.matches == [2] + Array(23...32))
        #expect(filter.updated(at: 5, matches: true) == .inserted(1))
        #expect(filter.updated(at: 7, matches: true) == .inserted(2))
        #expect(filter.matches == expected("item 2", texts))
        // Unfinished: rows inserted past the scan's place are scanned.
        var running = RowFilter(query: SearchText("item 2"), count: texts.count)
        running.advance(budget: 10) { SearchText("item 2").occurs(in: SearchText(texts[$0])) }
        texts.insert(contentsOf: ["Item 2c", "Item 2d"], at: 20)
        running.inserted(2, at: 20)
        run(&running, texts)
        #expect(running.matches == expected("item 2", texts))
    }

    @Test func findsEveryMatchABudgetAtATime() {
        let texts = (1...50).map { "Item \($0)" }
        var filter = RowFilter(query: SearchText("item 1"), count: texts.count)
        let keys = texts.map(SearchText.init)
        let query = filter.query
        #expect(filter.advance(budget: 5) { query.occurs(in: keys[$0]) } == 1) // Item 1 of Items 1–5
        #expect(!filter.isComplete)
        run(&filter, texts)
        #expect(filter.matches == expected("item 1", texts))
        #expect(filter.remaining == 0)
    }

    @Test func typingOnTestsOnlyTheLastResults() {
        let texts = (1...200).map { "Item \($0)" }
        var filter = RowFilter(query: SearchText("item 1"), count: texts.count)
        run(&filter, texts)
        var narrowed = filter.narrowed(to: SearchText("item 19"))
        #expect(narrowed?.remaining == filter.matches.count)
        run(&narrowed!, texts)
        #expect(narrowed?.matches == expected("item 19", texts))
        #expect(filter.narrowed(to: SearchText("item")) == nil, "widening starts again")
        #expect(filter.narrowed(to: SearchText("march")) == nil)
    }

    @Test func typingOnBeforeTheLastSearchEndedKeepsItsUntestedRows() {
        let texts = (1...100).map { "Item \($0)" }
        var filter = RowFilter(query: SearchText("item"), count: texts.count)
        let keys = texts.map(SearchText.init)
        let query = filter.query
        filter.advance(budget: 30) { query.occurs(in: keys[$0]) }
        var narrowed = filter.narrowed(to: SearchText("item 9"))!
        run(&narrowed, texts)
        #expect(narrowed.matches == expected("item 9", texts))
    }

    /// Random edits while the filter runs and after: the matches are always the brute-force answer
    /// for the rows tested, and the reported result changes turn the old results into the new.
    @Test func editsKeepTheMatchesOnTheirRows() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<40 {
            var texts = (0..<60).map { _ in ["apple", "apricot", "banana", "grape", "pear"].randomElement(using: &generator)! + " \(round)" }
            var filter = RowFilter(query: SearchText("ap"), count: texts.count)
            for step in 0..<80 {
                if step % 7 == 0 {
                    let keys = texts.map(SearchText.init)
                    let query = filter.query
                    filter.advance(budget: 4) { query.occurs(in: keys[$0]) }
                }
                var results = filter.matches.map { texts[$0] }
                let position = Int.random(in: 0...max(0, texts.count - 1), using: &generator)
                let text = ["apple", "pear", "apricot", "kiwi"].randomElement(using: &generator)!
                let isMatch = SearchText("ap").occurs(in: SearchText(text))
                let change: RowFilter.Change?
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    texts.insert(text, at: position)
                    change = filter.inserted(at: position, matches: isMatch)
                case 1 where !texts.isEmpty:
                    texts.remove(at: position)
                    change = filter.removed(at: position)
                default:
                    guard !texts.isEmpty else { continue }
                    texts[position] = text
                    change = filter.updated(at: position, matches: isMatch)
                }
                switch change {
                case let .inserted(at)?: results.insert(texts[filter.matches[at]], at: at)
                case let .removed(at)?: results.remove(at: at)
                case let .updated(at)?: results[at] = texts[filter.matches[at]]
                case nil: break
                }
                #expect(results == filter.matches.map { texts[$0] })
                #expect(filter.matches.allSatisfy { SearchText("ap").occurs(in: SearchText(texts[$0])) })
            }
            run(&filter, texts)
            #expect(filter.matches == expected("ap", texts), "round \(round)")
        }
    }

    /// Runs of rows removed at once leave the filter as removing them one by one, bottom up,
    /// does: the matches, the rows still to test (typed on, or not scanned yet) and the results
    /// taken; whether the filter had finished or not.
    @Test(arguments: [31, 32, 33, 34, 35, 36] as [UInt64])
    func runsRemovedAtOnceAsOneByOne(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let texts = (0..<400).map { SearchText(Int.random(in: 0..<3, using: &random) == 0 ? "apple \($0)" : "pear \($0)") }
        for budget in [5, 90, 1_000] {
            var first = RowFilter(query: SearchText("a"), count: texts.count)
            first.advance(budget: 1_000) { SearchText("a").occurs(in: texts[$0]) }
            // Typed on ("ap": the candidates are "a"'s matches) and tested up to `budget`.
            var filter = first.narrowed(to: SearchText("ap")) ?? first
            filter.advance(budget: budget) { SearchText("ap").occurs(in: texts[$0]) }
            var runs: [Range<Int>] = []
            var start = Int.random(in: 0..<5, using: &random)
            while start < texts.count {
                let length = Int.random(in: 1...6, using: &random)
                runs.append(start..<min(texts.count, start + length))
                start += length + Int.random(in: 1...30, using: &random)
            }
            var oneByOne = filter
            var taken: [Int] = []
            for run in runs.reversed() {
                for position in run.reversed() {
                    if case let .removed(result)? = oneByOne.removed(at: position) { taken.append(result) }
                }
            }
            let atOnce = filter.removed(runs: runs)
            #expect(atOnce == taken.sorted(), "seed \(seed), budget \(budget): the results taken")
            #expect(filter.matches == oneByOne.matches && filter.remaining == oneByOne.remaining, "seed \(seed), budget \(budget)")
            var kept = texts
            for run in runs.reversed() { kept.removeSubrange(run) }
            let test = { (position: Int) in SearchText("ap").occurs(in: kept[position]) }
            filter.advance(budget: 10_000, test: test)
            oneByOne.advance(budget: 10_000, test: test)
            #expect(filter.isComplete && filter.matches == oneByOne.matches, "seed \(seed), budget \(budget): the rest tested alike")
            #expect(filter.matches == kept.indices.filter(test), "seed \(seed), budget \(budget): every match")
        }
    }
}
