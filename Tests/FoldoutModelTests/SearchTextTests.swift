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
}
