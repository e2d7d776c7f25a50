import Testing

@testable import FoldoutModel

@Suite struct TreeFilterTests {
    /// A tree: parent i "City i" with i % 3 flights, the second of each pair to Heathrow.
    private struct Tree {
        var names: [String]
        var flights: [[String]?]
        init(count: Int) {
            names = (0..<count).map { "City \($0)" }
            flights = (0..<count).map { index in
                (0..<index % 3).map { $0 == 0 ? "MAN → CDG Paris Charles de Gaulle" : "MAN → LHR London Heathrow" }
            }
        }
    }

    /// Runs `filter` to the end with `budget`, counting the texts asked for.
    private func run(
        _ filter: inout TreeFilter, _ tree: Tree, keys: inout TreeSearchKeys, budget: Int = 4,
        asked: inout Int
    ) -> Int {
        var rounds = 0
        var calls = 0
        while !filter.isComplete {
            filter.advance(
                budget: budget, keys: &keys,
                parentText: {
                    calls += 1
                    return tree.names[$0]
                },
                childTexts: {
                    calls += 1
                    return tree.flights[$0]
                })
            rounds += 1
            #expect(rounds < 10_000)
        }
        asked += calls
        return rounds
    }

    /// A filter for `query` over `tree`, run to the end.
    private func searched(
        _ query: String, _ tree: Tree, keys: inout TreeSearchKeys, budget: Int = 4,
        asked: inout Int
    ) -> TreeFilter {
        var filter = TreeFilter(query: SearchText(query), count: tree.names.count)
        _ = run(&filter, tree, keys: &keys, budget: budget, asked: &asked)
        return filter
    }

    /// What a search of `tree` for `query` should find, parent by parent (nil: not found).
    private func expected(_ query: String, _ tree: Tree) -> [(Int, TreeFilter.Shown)] {
        let query = SearchText(query)
        return tree.names.indices.compactMap { index in
            let hits = (tree.flights[index] ?? []).indices.filter { query.occurs(in: SearchText(tree.flights[index]![$0])) }
            let itself = query.occurs(in: SearchText(tree.names[index]))
            if hits.isEmpty { return itself ? (index, .itself) : nil }
            return (index, hits.count == tree.flights[index]?.count ? .all : .some(hits))
        }
    }

    private func check(_ filter: TreeFilter, _ query: String, _ tree: Tree) {
        let wanted = expected(query, tree)
        #expect(filter.parents == wanted.map(\.0))
        #expect(filter.shown == wanted.map(\.1))
    }

    @Test func findsParentsByThemselvesAndByTheirChildrenABudgetAtATime() {
        let tree = Tree(count: 60)
        var keys = TreeSearchKeys(count: 60)
        var asked = 0
        var filter = TreeFilter(query: SearchText("city 1"), count: 60)
        #expect(run(&filter, tree, keys: &keys, asked: &asked) > 5)
        check(filter, "city 1", tree)
        #expect(filter.shown.allSatisfy { $0 == .itself })

        // Heathrow: parents with two flights, only the second showing; "MAN" both of them.
        for query in ["heathrow", "man", "paris", "zzz"] {
            let filter = searched(query, tree, keys: &keys, asked: &asked)
            check(filter, query, tree)
        }
        let heathrow = searched("heathrow", tree, keys: &keys, asked: &asked)
        #expect(heathrow.parents.first == 2)
        #expect(heathrow.shown.first == .some([1]))
        #expect(heathrow.wholeChild(0, ofResult: 0) == 1, "the one child shown is the parent's second")
        let man = searched("man", tree, keys: &keys, asked: &asked)
        #expect(man.shown.first == .all)
        #expect(man.wholeChild(1, ofResult: 0) == 1)
        #expect(man.wholeChild(0, ofResult: 99) == nil)
    }

    /// Batches of many parents are tested in parts at once, on several threads: the results,
    /// what each shows and the children shown by some are the same, in order, as a parent at
    /// a time finds them; typing on from them too.
    @Test func manyParentsTestedInPartsAtOnceFindWhatOneByOneFinds() {
        let count = TreeFilter.parallelBatch * 3 + 5
        let tree = Tree(count: count)
        var keys = TreeSearchKeys(count: count)
        var asked = 0
        for query in ["heathrow", "man", "city 1", "paris", "zzz"] {
            // The whole tree in one batch: every part's results in turn.
            let filter = searched(query, tree, keys: &keys, budget: count * 2, asked: &asked)
            check(filter, query, tree)
        }
        let city = searched("city 1", tree, keys: &keys, budget: count * 2, asked: &asked)
        guard var narrowed = city.narrowed(to: SearchText("city 10")) else {
            Issue.record("typing on narrows")
            return
        }
        _ = run(&narrowed, tree, keys: &keys, budget: count * 2, asked: &asked)
        check(narrowed, "city 10", tree)
    }

    /// The rows of many results, made in parts at once (``TreeFilter/parallelBatch`` or more),
    /// are the rows made one result at a time: closed, open at all or some children, and
    /// failed with their reasons.
    @Test func manyResultsShowAsOneByOne() {
        let count = TreeFilter.parallelBatch * 4 + 5
        var tree = Tree(count: count)
        for index in stride(from: 4, to: count, by: 7) { tree.flights[index] = nil }
        let whole = ExpandableTree<Never>(count: count) { index in
            index % 7 == 4 ? .failed("no route \(index)") : .loaded(tree.flights[index]?.count ?? 0)
        }
        var keys = TreeSearchKeys(count: count)
        var asked = 0
        for query in ["heathrow", "man", "city", "city 1"] {
            let filter = searched(query, tree, keys: &keys, budget: count * 2, asked: &asked)
            #expect(filter.parents.count >= TreeFilter.parallelBatch || query == "city 1")
            var together = ExpandableTree<Never>(count: 0) { _ in .loaded(0) }
            _ = together.appendResults(0..<filter.parents.count, of: filter, in: whole)
            var oneByOne = ExpandableTree<Never>(count: 0) { _ in .loaded(0) }
            for result in filter.parents.indices { _ = oneByOne.appendResults(result..<result + 1, of: filter, in: whole) }
            #expect(together == oneByOne, "\(query)")
            #expect(together.parentCount == filter.parents.count)
            let failed = filter.parents.indices.first { filter.parents[$0] % 7 == 4 }
            if let failed { #expect(together.children(of: failed) == .failed("no route \(filter.parents[failed])")) }
        }
    }

    @Test func eachTextIsFoldedOnceAndKeptForTheNextQueries() {
        let tree = Tree(count: 30)
        var keys = TreeSearchKeys(count: 30)
        var asked = 0
        _ = searched("heathrow", tree, keys: &keys, asked: &asked)
        #expect(asked == 60, "each parent's name and flights asked for once")
        let again = searched("paris", tree, keys: &keys, asked: &asked)
        #expect(asked == 60, "the second query only compares")
        check(again, "paris", tree)
    }

    @Test func typingOnTestsOnlyTheLastResults() {
        let tree = Tree(count: 300)
        var keys = TreeSearchKeys(count: 300)
        var asked = 0
        let filter = searched("city 2", tree, keys: &keys, budget: 1000, asked: &asked)
        #expect(filter.narrowed(to: SearchText("city")) == nil, "widening starts again")
        guard var narrowed = filter.narrowed(to: SearchText("city 29")) else {
            Issue.record("typing on narrows")
            return
        }
        // One parent per round: as many rounds as the last results, not the tree's 300 parents.
        let rounds = run(&narrowed, tree, keys: &keys, budget: 1, asked: &asked)
        #expect(rounds == filter.parents.count)
        check(narrowed, "city 29", tree)
    }

    /// A key typed before the last one's search finished (the person types faster than a
    /// million parents are searched): the next tests the results found so far and the parents
    /// not tested yet, not the whole tree again.
    @Test func typingOnAnUnfinishedSearchTestsItsResultsAndWhatItHadNotTested() {
        let tree = Tree(count: 300)
        var keys = TreeSearchKeys(count: 300)
        var asked = 0
        var first = TreeFilter(query: SearchText("city 1"), count: 300)
        for _ in 0..<100 { first.advance(budget: 1, keys: &keys, parentText: { tree.names[$0] }, childTexts: { tree.flights[$0] }) }
        #expect(!first.isComplete && first.parents == [1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
        guard var narrowed = first.narrowed(to: SearchText("city 15")) else {
            Issue.record("typing on narrows an unfinished search too")
            return
        }
        let rounds = run(&narrowed, tree, keys: &keys, budget: 1, asked: &asked)
        // The eleven found, then the 200 parents from 100 on, one per round.
        #expect(rounds == 11 + 200)
        check(narrowed, "city 15", tree)
    }

    @Test func childrenNotLoadedAreSearchedOnceTheyAre() {
        var tree = Tree(count: 10)
        tree.flights[5] = nil // not loaded
        var keys = TreeSearchKeys(count: 10)
        var asked = 0
        let filter = searched("heathrow", tree, keys: &keys, asked: &asked)
        #expect(filter.parents == [2, 8])
        #expect(!keys.isFolded, "parent 5's children are still to fold")
        tree.flights[5] = ["MAN → LHR London Heathrow"]
        keys.childrenChanged(of: 5)
        let again = searched("heathrow", tree, keys: &keys, asked: &asked)
        #expect(again.parents == [2, 5, 8])
        #expect(keys.isFolded)
        #expect(again.shown[1] == .all)
    }

    @Test func theKeysFollowInsertsRemovalsAndMoves() {
        var tree = Tree(count: 12)
        var keys = TreeSearchKeys(count: 12)
        var asked = 0
        _ = searched("city", tree, keys: &keys, asked: &asked)
        #expect(keys.isFolded)
        tree.names.insert("Heathrow Village", at: 3)
        tree.flights.insert([], at: 3)
        keys.inserted(1, at: 3)
        tree.names.removeSubrange(7..<9)
        tree.flights.removeSubrange(7..<9)
        keys.removed(7..<9)
        tree.names.insert(tree.names.remove(at: 0), at: 10)
        tree.flights.insert(tree.flights.remove(at: 0), at: 10)
        keys.moved(from: 0, to: 10)
        tree.names[4] = "Renamed"
        keys.parentChanged(at: 4)
        #expect(!keys.isFolded, "the new parent and the renamed one")
        for query in ["heathrow", "city", "renamed", "paris"] {
            let again = searched(query, tree, keys: &keys, asked: &asked)
            check(again, query, tree)
        }
        #expect(keys.isFolded)
        keys.removed(3..<5) // the two refolded parents
        keys.parentChanged(at: 0)
        keys.removed(0..<1)
        #expect(keys.isFolded, "what was not folded went")
    }

    @Test func foldingAheadGoesOnceOverTheTree() {
        let tree = Tree(count: 100)
        var keys = TreeSearchKeys(count: 100)
        var calls = 0
        var rounds = 0
        while keys.prepareAhead(
            30,
            parentText: {
                calls += 1
                return tree.names[$0]
            },
            childTexts: {
                calls += 1
                return tree.flights[$0]
            })
        {
            rounds += 1
        }
        #expect(rounds == 3 && calls == 200 && keys.isFolded)
        var asked = 0
        check(searched("heathrow", tree, keys: &keys, asked: &asked), "heathrow", tree)
        #expect(asked == 0, "the search only compares")
    }

    @Test func foldingAheadDoesNotAskAgainForChildrenNotLoaded() {
        var tree = Tree(count: 30)
        tree.flights[5] = nil // not loaded
        tree.flights[7] = nil
        var keys = TreeSearchKeys(count: 30)
        var calls = 0
        func pass() {
            keys.restartAhead()
            while keys.prepareAhead(
                8,
                parentText: {
                    calls += 1
                    return tree.names[$0]
                },
                childTexts: {
                    calls += 1
                    return tree.flights[$0]
                })
            {}
        }
        pass()
        #expect(calls == 60 && !keys.isFolded)
        pass()
        #expect(calls == 60, "a new pass asks nothing: the two wait for their children")
        var asked = 0
        let filter = searched("heathrow", tree, keys: &keys, asked: &asked)
        #expect(asked == 2, "a search asks again for the children not loaded")
        check(filter, "heathrow", tree)
        tree.flights[7] = ["MAN → LHR London Heathrow"]
        keys.childrenChanged(of: 7) // loaded
        keys.parentChanged(at: 5) // renamed, its children still not loaded
        tree.names[5] = "Heathrow Village"
        pass()
        #expect(calls == 62, "the loaded children and the renamed parent, nothing else")
        check(searched("heathrow", tree, keys: &keys, asked: &asked), "heathrow", tree)
        keys.removed(5..<6)
        tree.names.remove(at: 5)
        tree.flights.remove(at: 5)
        #expect(keys.isFolded, "the one waiting went")
    }

    @Test func farApartPositionsAreReadOneByOne() {
        let tree = Tree(count: 5000)
        var keys = TreeSearchKeys(count: 5000)
        var asked = 0
        _ = searched("city 4999", tree, keys: &keys, budget: 5000, asked: &asked)
        var seen: [Int] = []
        keys.forEach([0, 2500, 4999][...]) { position, entry in
            seen.append(position)
            #expect(entry.holding(TextPattern(SearchText(tree.names[position])), parent: true, children: false).itself)
        }
        #expect(seen == [0, 2500, 4999])
        let store = RowStore<Int, Never, NoSummary<Int>>(Array(0..<5000))
        #expect(store.elements(at: [0, 2500, 4999][...]) == [0, 2500, 4999])
        #expect(store.elements(at: Array(100..<110)[...]) == Array(100..<110))
        #expect(store.elements(at: [][...]).isEmpty)
    }

    @Test func textsReadInPlaceAreTheTextsLent() {
        let tree = Tree(count: 9_000)
        var keys = TreeSearchKeys(count: 9_000)
        var asked = 0
        _ = searched("heathrow", tree, keys: &keys, budget: 9_000, asked: &asked)
        let pattern = TextPattern(SearchText("heathrow"))
        // Near positions (read a chunk at a time, across chunks) and far ones (one by one).
        for positions in [Array(0..<9_000).filter { $0 % 3 != 1 }, [0, 4_500, 8_999]] {
            // What the texts hold, from the tree itself.
            let query = SearchText("heathrow")
            let truth = positions.map { position in
                let children = (tree.flights[position] ?? []).count { query.occurs(in: SearchText($0)) }
                return (position, query.occurs(in: SearchText(tree.names[position])), children)
            }
            var lent: [(Int, Bool, Int)] = []
            keys.forEach(positions[...]) { position, entry in
                let holding = entry.holding(pattern, parent: true, children: true)
                lent.append((position, holding.itself, holding.children))
            }
            #expect(lent.elementsEqual(truth) { $0 == $1 })
            var read: [(Int, Bool, Int)] = []
            keys.forEachAddress(positions[...]) { position, entry in
                let holding = ParentTexts.holding(at: entry, pattern, parent: true, children: true)
                read.append((position, holding.itself, holding.children))
            }
            #expect(read.map(\.0) == positions)
            #expect(read.elementsEqual(lent) { $0 == $1 })
            #expect(read.contains { $0.2 > 0 } && read.contains { $0.2 == 0 }, "some parents match by their flights, some not")
        }
        let store = RowStore<Int, Never, NoSummary<Int>>(Array(0..<20_000))
        var addressed: [Int] = []
        store.forEachAddress(in: 3..<19_997) { addressed.append($0.pointee) }
        #expect(addressed == Array(3..<19_997), "every element of the range, in order, across chunks")
    }

    @Test func textsReadARunAtATimeFindWhatTextsReadOneByOneFind() {
        var tree = Tree(count: 3_000)
        tree.flights[7] = nil // not loaded
        var runs: [ArraySlice<Int>] = []
        let texts = TreeTexts(
            parents: { positions in
                runs.append(positions)
                return positions.map { tree.names[$0] }
            },
            children: { positions in positions.map { tree.flights[$0] } })
        var keys = TreeSearchKeys(count: 3_000)
        while keys.prepareAhead(1_000, texts: texts) {}
        #expect(runs.count == 3 && runs.allSatisfy { $0.count == 1_000 }, "one run for each slice")
        for query in ["heathrow", "city 29", "man"] {
            var filter = TreeFilter(query: SearchText(query), count: 3_000)
            while !filter.isComplete { filter.advance(budget: 500, keys: &keys, texts: texts) }
            var copy = tree
            copy.flights[7] = nil
            check(filter, query, copy)
        }
        #expect(runs.count == 3, "searching folded texts asks for no parent's text again")

        // A source that gives fewer texts than asked leaves the rest empty, never shifted.
        let short = TreeTexts(parents: { positions in positions.dropLast().map { tree.names[$0] } }, children: nil)
        var others = TreeSearchKeys(count: 10)
        _ = others.prepareAhead(10, texts: short)
        var filter = TreeFilter(query: SearchText("city 9"), count: 10)
        filter.advance(budget: 10, keys: &others, texts: short)
        #expect(filter.parents.isEmpty, "the last parent's text was not given: it is empty, not another's")
        var eight = TreeFilter(query: SearchText("city 8"), count: 10)
        eight.advance(budget: 10, keys: &others, texts: short)
        #expect(eight.parents == [8])
    }

    /// Parents folded together share one buffer: edits of some of them (a new name, new or
    /// unloaded children, inserts, removals, moves), in seeded random order between searches,
    /// change only theirs, and every search finds what the texts hold.
    @Test(arguments: 1...12)
    func parentsSharingABufferKeepTheirOwnTextsThroughEdits(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var tree = Tree(count: 200)
        var keys = TreeSearchKeys(count: 200)
        var texts: TreeTexts {
            let snapshot = tree
            return TreeTexts(parentText: { snapshot.names[$0] }, childTexts: { snapshot.flights[$0] })
        }
        while keys.prepareAhead(64, texts: texts) {}
        let words = ["tea", "heathrow", "city 1", "paris", "zürich", "man"]
        for step in 0..<60 {
            let count = tree.names.count
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where count > 0:
                let at = Int.random(in: 0..<count, using: &random)
                tree.names[at] = "\(words.randomElement(using: &random)!) \(step)"
                keys.parentChanged(at: at)
            case 1 where count > 0:
                let at = Int.random(in: 0..<count, using: &random)
                tree.flights[at] = Bool.random(using: &random) ? nil : ["MAN → ZRH Zürich \(step)", "Tea \(step)"]
                keys.childrenChanged(of: at)
            case 2:
                let at = Int.random(in: 0...count, using: &random)
                tree.names.insert("Heathrow \(step)", at: at)
                tree.flights.insert(["Paris \(step)"], at: at)
                keys.inserted(1, at: at)
            case 3 where count > 1:
                let at = Int.random(in: 0..<count - 1, using: &random)
                tree.names.removeSubrange(at..<at + 2)
                tree.flights.removeSubrange(at..<at + 2)
                keys.removed(at..<at + 2)
            case 4 where count > 1:
                let from = Int.random(in: 0..<count, using: &random)
                let to = Int.random(in: 0..<count, using: &random)
                tree.names.insert(tree.names.remove(at: from), at: to)
                tree.flights.insert(tree.flights.remove(at: from), at: to)
                keys.moved(from: from, to: to)
            default:
                while keys.prepareAhead(Int.random(in: 1...50, using: &random), texts: texts) {}
            }
            let query = words.randomElement(using: &random)!
            var filter = TreeFilter(query: SearchText(query), count: tree.names.count)
            while !filter.isComplete { filter.advance(budget: 16, keys: &keys, texts: texts) }
            check(filter, query, tree)
        }
    }
}
