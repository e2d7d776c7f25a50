import Testing

@testable import FoldoutModel

/// The list's search reads each row's folded text in 16 bytes (``SearchKey``: up to 15 bytes
/// in place, longer texts kept aside): whatever the length, script and case of the titles, and
/// however the query is typed on, it finds exactly the rows the plain matcher
/// (``SearchText/occurs(in:)``) finds.
@Suite struct SearchKeysTests {
    /// Pieces the titles and queries are made of: ASCII of both cases, accents, other scripts,
    /// a character of four bytes, spaces.
    private static let pieces = [
        "a", "B", "é", "E", "ü", "Zur", "zür", "ich", " ", "9", "Ёл", "ка", "ß", "🙂", "ÉCOLE", "école",
        "x", "Item ", "עב", "\u{301}",
    ]

    private static func text(_ random: inout SeededGenerator, maxPieces: Int) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
    }

    @Test(arguments: 0..<16) func findsWhatThePlainMatcherFinds(seed: UInt64) {
        var random = SeededGenerator(seed: seed &+ 17)
        // Titles from empty to a few dozen bytes: around the 15 kept in place, either side.
        let titles = (0..<400).map { _ in Self.text(&random, maxPieces: 9) }
        let list = DropdownList(items: titles.enumerated().map { TitledItem(id: "i\($0.offset)", title: $0.element) })
        var state = DropdownRowsState(list: list)
        // A query typed on key by key (narrowing), then another one (starting again).
        for _ in 0..<3 {
            let query = Self.text(&random, maxPieces: 3)
            for end in query.indices.dropFirst() + [query.endIndex] {
                let typed = String(query[..<end])
                guard !SearchText(typed).isEmpty else { continue }
                state.search(typed) { $0.title }
                while state.search?.isComplete == false { state.advanceSearch(budget: Int.random(in: 1...64, using: &random)) }
                let folded = SearchText(typed)
                let expected = titles.filter { folded.occurs(in: SearchText($0)) }
                let found = (0..<state.count).compactMap { state.item(at: $0)?.title }
                #expect(found == expected, "seed \(seed), query \(typed.debugDescription)")
            }
        }
    }

    /// Every title of up to 15 bytes kept in place, of two letters and a digit, against
    /// queries of one to six bytes: found exactly where the plain matcher finds them, at
    /// every place (the places are found sixteen at a time, then compared).
    @Test func everyShortTitleIsFoundAtEveryPlace() {
        var random = SeededGenerator(seed: 5)
        let letters: [Character] = ["a", "b", "9"]
        let titles = (0..<3000).map { _ in String((0..<Int.random(in: 0...15, using: &random)).map { _ in letters[Int.random(in: 0..<3, using: &random)] }) }
        let list = DropdownList(items: titles.enumerated().map { TitledItem(id: "i\($0.offset)", title: $0.element) })
        var state = DropdownRowsState(list: list)
        var queries = ["a", "b", "9", "aa", "ab", "ba", "a9", "9a", "aaa", "aba", "bab", "a9b", "abba", "9ab9", "aabab", "baa9ab"]
        queries += (0..<20).map { _ in String((0..<Int.random(in: 1...6, using: &random)).map { _ in letters[Int.random(in: 0..<3, using: &random)] }) }
        for query in queries {
            state.search(query) { $0.title }
            while state.search?.isComplete == false { state.advanceSearch(budget: 500) }
            let found = (0..<state.count).compactMap { state.item(at: $0)?.title }
            #expect(found == titles.filter { $0.contains(query) }, "query \(query)")
        }
    }

    /// Titles at the edge of what is kept in place, and past it, found by their ends.
    @Test func titlesOfFifteenBytesAndLongerAreFoundByEveryPart() {
        let titles = ["Item 1234567890", "Item 12345678901", "Zürich Hauptbahn", "ÉCOLE NORMALE SUP", "short", ""]
        let list = DropdownList(items: titles.enumerated().map { TitledItem(id: "i\($0.offset)", title: $0.element) })
        func found(_ query: String) -> [String] {
            var state = DropdownRowsState(list: list)
            state.search(query) { $0.title }
            while state.search?.isComplete == false { state.advanceSearch(budget: 2) }
            return (0..<state.count).compactMap { state.item(at: $0)?.title }
        }
        #expect(found("7890") == ["Item 1234567890", "Item 12345678901"])
        #expect(found("78901") == ["Item 12345678901"])
        #expect(found("item 1234567890") == ["Item 1234567890", "Item 12345678901"])
        #expect(found("zurich hauptbahn") == ["Zürich Hauptbahn"])
        #expect(found("normale sup") == ["ÉCOLE NORMALE SUP"])
        #expect(found("ecole") == ["ÉCOLE NORMALE SUP"])
        #expect(found("SHORT") == ["short"])
        #expect(found("shorter").isEmpty)
    }

    /// A run long enough to be read on several threads at once: each part's matches, and the
    /// runs of rows that all match, come back in order, the same as read on one thread, where
    /// the parts meet too; long texts kept aside among them.
    @Test func aLongRunReadInPartsFindsWhatOneThreadFinds() {
        let count = SearchKeys.parallelRun * 3 + 7
        // Runs of matching rows of every length, crossing the parts' edges, and long texts.
        let titles = (0..<count).map { row -> String in
            let tag = row % 97 < 40 ? "hit" : "miss"
            return row % 1_001 == 0 ? "A much longer title, \(tag) \(row)" : "\(tag) \(row)"
        }
        let list = DropdownList(items: titles.enumerated().map { TitledItem(id: "i\($0.offset)", title: $0.element) })
        for query in ["hit", "h", "miss 1", "title, hit", "t 3"] {
            var state = DropdownRowsState(list: list)
            state.search(query) { $0.title }
            // One slice: the whole list is one run.
            state.advanceSearch(budget: count)
            #expect(state.search?.isComplete == true)
            let folded = SearchText(query)
            let expected = titles.indices.filter { folded.occurs(in: SearchText(titles[$0])) }
            #expect(state.search?.filter.matches == expected, "query \(query)")
        }
        #expect(ProcessorParts.count >= 2)
    }

    /// Chunks of rows that all begin alike ("item 1…") are taken whole by a query that
    /// beginning holds, without reading their rows; a row edited, come, gone or moved in a chunk
    /// makes it (and, as rows shift, the chunks after) read row by row again, so the results
    /// are always the plain matcher's.
    @Test func chunksOfRowsBeginningAlikeAreTakenWholeUntilTheyChange() {
        let size = SearchKeys.chunkSize
        var items = (0..<size * 3 + 100).map { TitledItem(id: "i\($0)", title: "Item \(100_000 + $0)") }
        var state = DropdownRowsState(list: DropdownList(items: items))
        func check(_ query: String, _ step: String) {
            state.search(query) { $0.title }
            // Slices of a chunk and a half: runs that hold some chunks whole, some in part.
            while state.search?.isComplete == false { state.advanceSearch(budget: size + size / 2) }
            let folded = SearchText(query)
            let expected = items.filter { folded.occurs(in: SearchText($0.title)) }.map(\.id)
            let found = (0..<state.count).compactMap { state.item(at: $0)?.id }
            #expect(found == expected, "\(step): \(query)")
            state.endSearch()
        }
        for query in ["item", "item 10", "item 1", "m 1", "1", "item 101"] { check(query, "as made") }
        // An edited row in the second chunk no longer begins like the others.
        items[size + 5] = TitledItem(id: items[size + 5].id, title: "Other")
        _ = state.apply([.update(items[size + 5])])
        check("item", "updated")
        // Rows come into the first chunk: every chunk after holds other rows.
        let come = (0..<3).map { TitledItem(id: "new\($0)", title: "Zeta \($0)") }
        for (offset, item) in come.enumerated() {
            items.insert(item, at: 10 + offset)
            _ = state.apply([.insert(item, at: 10 + offset)])
        }
        check("item", "inserted")
        check("zeta", "inserted")
        // A row moves to the last chunk, another goes.
        let moved = items.remove(at: 11)
        items.insert(moved, at: size * 3)
        _ = state.apply([.move(id: moved.id, to: size * 3)])
        check("item", "moved")
        let gone = items.remove(at: size * 2)
        _ = state.apply([.remove(id: gone.id)])
        check("item 10", "removed")
        check("zeta", "removed")
    }
}
