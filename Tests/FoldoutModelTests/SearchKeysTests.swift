import FoldoutModel
import Testing

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
}
