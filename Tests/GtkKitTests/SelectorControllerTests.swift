import CGtk
import FoldoutControllers
import FoldoutModel
import Testing
@testable import GtkKit

private let sports = SelectorOptions(name: "Sport", placeholder: "Select a Sport",
                                     options: ["Basketball", "Football", "Soccer", "Baseball", "Hockey"])

@Suite(.serialized)
@MainActor
struct SelectorControllerTests {
    @Test func chooseCallsBackAndClosesWithoutAWindow() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let selector = SelectorController(options: sports, chosen: "Soccer")
        var chosen: [String] = []
        var settled: [Bool] = []
        selector.onChoose = { chosen.append($0) }
        selector.onSettle = { settled.append($0) }
        #expect(selector.state.chosenOption == "Soccer")
        selector.toggle()
        // Not on screen: nothing to animate, the drawer is open at once.
        #expect(selector.state.isOpen && selector.state.highlighted == 2)
        #expect(settled == [true])
        selector.choose(at: 4)
        #expect(chosen == ["Hockey"] && !selector.state.isOpen && settled == [true, false])
        selector.close()
        #expect(settled == [true, false], "closing a closed selector changes nothing")
    }

    @Test func selectorIsReleasedWithItsWidgets() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        weak var weakSelector: SelectorController?
        do {
            let selector = SelectorController(options: sports)
            selector.toggle()
            weakSelector = selector
        }
        #expect(weakSelector == nil)
    }
}
