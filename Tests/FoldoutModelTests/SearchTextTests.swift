import FoldoutModel
import Testing

@Suite struct SearchTextTests {
    private func finds(_ query: String, _ text: String) -> Bool { SearchText(query).occurs(in: SearchText(text)) }

    @Test func caseAndAccentsDoNotMatter() {
        #expect(finds("zurich", "Zürich"))
        #expect(finds("ZÜRICH", "zurich"))
        #expect(finds("ca", "Ça va"))
        #expect(finds("nandu", "Ñandú"))
        #expect(!finds("zurich", "Zug"))
    }

    @Test func otherScriptsFoldToo() {
        #expect(finds("елка", "Ёлка"))
        #expect(finds("ЙОШКАР", "йошкар-ола"))
        #expect(finds("עברית", "עִבְרִית"))
        #expect(finds("東京", "東京都"))
    }

    @Test func theEmptyQueryOccursEverywhere() {
        #expect(SearchText("").isEmpty)
        #expect(finds("", "anything"))
        #expect(SearchText("").range(in: "anything") == nil)
    }

    @Test func aQueryMatchesAsASubstringWithItsSpaces() {
        #expect(finds("item 99999", "Item 999990"))
        #expect(!finds("item 99999", "Item 9999"))
        #expect(!finds("item99999", "Item 99999"))
    }

    @Test func theMatchedCharactersOfTheShownText() throws {
        let text = "Flights to Zürich"
        let range = try #require(SearchText("zur").range(in: text))
        #expect(text[range] == "Zür")
        let pointed = "שָׁלוֹם עולם"
        let hebrew = try #require(SearchText("שלום").range(in: pointed))
        #expect(pointed[hebrew] == "שָׁלוֹם")
        #expect(SearchText("xyz").range(in: text) == nil)
    }

    @Test func asciiKeepsItsTextButIsComparedWithoutCase() {
        #expect(SearchText("Item 42").folded == "item 42")
        #expect(SearchText("Item 42") == SearchText("ITEM 42"))
        #expect(SearchText("Item 42").hashValue == SearchText("item 42").hashValue)
        #expect(finds("TEM 4", "Item 42") && finds("item", "ITEM") && !finds("item[", "item{"))
        #expect(finds("ÉCOLE", "Ecole Zürich") && finds("zurich", "ÉCOLE ZÜRICH"))
    }

    @Test func narrowingIsTypingOn() {
        #expect(SearchText("ite").isNarrowed(by: SearchText("item")))
        #expect(!SearchText("item").isNarrowed(by: SearchText("ite")))
        #expect(!SearchText("item").isNarrowed(by: SearchText("march")))
    }

    /// Long texts are scanned sixteen bytes at a time: every place of a match (each side of a
    /// block's edge, the very end), either case, and near misses agree with the obvious search.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func longTextsFindWhatTheObviousSearchFinds(seed: UInt64) {
        var random = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let alphabet = Array("abHhEe @`[{xyz0")
        for _ in 0..<2000 {
            let text = String((0..<next(70)).map { _ in alphabet[next(alphabet.count)] })
            let query = String((0..<1 + next(4)).map { _ in alphabet[next(alphabet.count)] })
            let obvious = text.lowercased().contains(query.lowercased())
            #expect(finds(query, text) == obvious, "\(query) in \(text)")
        }
        let long = String(repeating: "x", count: 40)
        for place in 0...40 {
            var text = Array(long)
            text.insert(contentsOf: "HeathRow", at: place)
            #expect(finds("heathrow", String(text)), "at \(place)")
            #expect(!finds("heathrox", String(text)))
        }
    }

    /// Texts folded in bulk share a cache of how each scalar folds: what they fold to is what
    /// each folds to alone, in every script, the cache full or not.
    @Test func aSharedCacheFoldsAsEachTextAlone() {
        var cache = SearchText.FoldCache()
        let texts = ["Zürich", "Ёлка", "עִבְרִית", "İstanbul", "STRAẞE", "한국어", "MAN → LHR", "Ñandú", "ｶﾀｶﾅ"]
        for text in texts + texts {
            #expect(SearchText(text, cache: &cache).folded == SearchText(text).folded, "\(text)")
        }
        #expect(SearchText("zurich").occurs(in: SearchText("Zürich", cache: &cache)))
        let many = (0x4E00..<0x4E00 + 5000).compactMap(Unicode.Scalar.init).map { String($0) + "Ä" }
        for text in many + many.prefix(100) {
            #expect(SearchText(text, cache: &cache).folded == SearchText(text).folded)
        }
    }
}
