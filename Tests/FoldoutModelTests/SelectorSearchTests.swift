import Testing

@testable import FoldoutModel

private struct Country: SelectorOption {
    let title: String
}

private let countries = ["Austria", "Belgium", "Côte d’Ivoire", "Germany", "Ireland", "Österreich", "Zürich Land"].map(Country.init)

@Suite struct SelectorSearchTests {
    private func opened(chosen: Int? = nil) -> SelectorState<Country> {
        var state = SelectorState(options: countries, chosen: chosen.map { countries[$0] })
        state.open()
        return state
    }

    @Test func aQueryKeepsTheMatchingOptionsWhateverCaseAndAccents() {
        var state = opened()
        state.search("cote")
        #expect(state.found == [2])
        state.search("ÖSTER")
        #expect(state.found == [5])
        state.search("zur land")
        #expect(state.found == [6])
        state.search("an")
        #expect(state.shown == [3, 4, 6])
        #expect(state.query == "an")
    }

    @Test func theHighlightStaysOnAKeptOptionElseGoesToTheFirst() {
        var state = opened(chosen: 4) // Ireland
        #expect(state.highlighted == 4)
        state.search("an") // Germany, Ireland, Zürich Land: Ireland kept
        #expect(state.highlighted == 4)
        state.search("ger")
        #expect(state.highlighted == 3)
        state.search("nothing")
        #expect(state.highlighted == nil && state.shown.isEmpty)
        state.chooseHighlighted()
        #expect(state.isOpen && state.chosenIndex == 4)
        state.search("")
        #expect(state.found == nil && state.highlighted == 0)
    }

    @Test func movingAndJumpingStayAmongTheOptionsShown() {
        var state = opened()
        state.search("an") // 3, 4, 6
        #expect(state.highlighted == 3 && state.isHighlightFirst)
        state.moveHighlight(by: 1)
        #expect(state.highlighted == 4)
        state.moveHighlight(by: 5)
        #expect(state.highlighted == 6)
        state.moveHighlight(by: -9)
        #expect(state.highlighted == 3)
        state.jump(toLetter: "z")
        #expect(state.highlighted == 6)
        state.jump(toLetter: "a") // Austria is not shown
        #expect(state.highlighted == 6)
        state.highlight(0) // nor can it be highlighted
        #expect(state.highlighted == 6)
        state.chooseHighlighted()
        #expect(state.chosen == countries[6] && !state.isOpen)
    }

    @Test func closingEndsTheSearchAndAClosedDrawerIsNotSearched() {
        var state = opened()
        state.search("an")
        state.close()
        #expect(state.query == "" && state.found == nil && state.shown.count == countries.count)
        state.search("an")
        #expect(state.found == nil)
        state.open()
        #expect(state.found == nil && state.highlighted == 0)
    }

    @Test func withoutASearchEverythingIsAsBefore() {
        var state = opened()
        state.moveHighlight(by: 2)
        #expect(state.highlighted == 2)
        state.jump(toLetter: "i")
        #expect(state.highlighted == 4)
        state.jump(toLetter: "b")
        #expect(state.highlighted == 1)
    }
}
