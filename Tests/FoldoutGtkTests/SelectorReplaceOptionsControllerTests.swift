import FoldoutControllers
import FoldoutModel
import Testing

@testable import FoldoutGtk

/// A team by its code: the title may change, the team stays.
private struct Team: SelectorOption {
    let id: String
    let title: String
}

@Suite(.serialized)
@MainActor
struct SelectorReplaceOptionsControllerTests {
    /// Options replaced while the drawer is open and while it is closed: the drawer stays as it
    /// was, the choice stays on its team (no choice called back), the highlight on its team or
    /// the nearest; a choice among the new options is called back with the new option.
    @Test func replacingOptionsKeepsTheDrawerTheChoiceAndTheHighlight() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let old = ["a", "b", "c", "d"].map { Team(id: $0, title: "Team \($0)") }
        let selector = SelectorController(name: "Team", placeholder: "Pick a team", options: old, chosen: old[2])
        var chosen: [String] = []
        selector.onChoose = { chosen.append($0.id) }
        selector.open()
        #expect(selector.state.highlighted == 2)
        selector.replaceOptions([Team(id: "x", title: "Team x"), Team(id: "c", title: "The C team"), Team(id: "d", title: "Team d")])
        #expect(selector.state.isOpen && selector.state.highlighted == 1 && selector.state.chosen?.title == "The C team")
        #expect(chosen.isEmpty, "the app's change is not the person's choice")
        selector.replaceOptions([Team(id: "x", title: "Team x"), Team(id: "d", title: "Team d")])
        #expect(selector.state.isOpen && selector.state.highlighted == 1 && selector.state.chosen == nil)
        selector.choose(at: 0)
        #expect(chosen == ["x"] && !selector.state.isOpen)
        selector.replaceOptions([Team(id: "y", title: "Team y"), Team(id: "x", title: "Team x")])
        #expect(!selector.state.isOpen && selector.state.chosenIndex == 1 && chosen == ["x"])
        selector.replaceOptions([])
        selector.toggle()
        #expect(!selector.state.isOpen, "no options: nothing to open")
    }
}
