import CFoldoutGtk
import FoldoutControllers
import FoldoutModel
import Testing

@testable import FoldoutGtk

private enum Sport: String, SelectorOption, CaseIterable {
    case basketball, football, soccer, baseball, hockey
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

@Suite(.serialized)
@MainActor
struct SelectorControllerTests {
    @Test func chooseCallsBackAndClosesWithoutAWindow() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let selector = SelectorController(name: "Sport", placeholder: "Select a Sport", options: Sport.allCases, chosen: .soccer)
        var chosen: [Sport] = []
        var settled: [Bool] = []
        selector.onChoose = { chosen.append($0) }
        selector.onSettle = { settled.append($0) }
        #expect(selector.state.chosen == .soccer)
        selector.toggle()
        // Not on screen: nothing to animate, the drawer is open at once.
        #expect(selector.state.isOpen && selector.state.highlighted == 2)
        #expect(settled == [true])
        selector.choose(at: 4)
        #expect(chosen == [.hockey] && !selector.state.isOpen && settled == [true, false])
        selector.close()
        #expect(settled == [true, false], "closing a closed selector changes nothing")
    }

    @Test func selectorIsReleasedWithItsWidgets() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        weak var weakSelector: SelectorController<Sport>?
        do {
            let selector = SelectorController(name: "Sport", placeholder: "Select a Sport", options: Sport.allCases)
            selector.toggle()
            weakSelector = selector
        }
        #expect(weakSelector == nil)
    }
}
