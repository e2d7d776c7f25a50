import FoldoutModel
import Testing

/// An option with an identity apart from its title (a team by its code).
private struct Team: SelectorOption {
    let id: String
    let title: String
}

private func teams(_ codes: String...) -> [Team] { codes.map { Team(id: $0, title: "Team \($0)") } }

/// The rows a view keeps, rebuilt from the changes: each row holds the id it was made for.
private func follow(_ rows: [String], _ changes: [SelectorChange], new: [Team]) -> [String] {
    var rows = rows
    for change in changes {
        switch change {
        case let .removed(index): rows.remove(at: index)
        case let .inserted(index): rows.insert(new[index].id, at: index)
        case .updated, .chosen, .found, .drawer, .highlighted: break
        }
    }
    return rows
}

@Suite struct SelectorReplaceOptionsTests {
    /// The choice stays on its option wherever it goes; the rows of the options that stay are
    /// kept, and the view rebuilt from the changes shows the new options.
    @Test func theChosenOptionStaysByIdAndTheRowsFollow() {
        var state = SelectorState(options: teams("a", "b", "c", "d"), chosen: Team(id: "c", title: "Team c"))
        let new = teams("x", "c", "a", "d")
        let changes = state.replaceOptions(new)
        #expect(state.chosen?.id == "c" && state.chosenIndex == 1)
        #expect(follow(["a", "b", "c", "d"], changes, new: new) == ["x", "c", "a", "d"])
        #expect(changes.contains(.chosen(index: 1)))
        #expect(!state.isOpen && state.highlighted == nil)
        // The same options again: nothing changes.
        #expect(state.replaceOptions(new) == [])
    }

    /// An option whose id stays with a new title keeps its row, updated; a chosen one shows it.
    @Test func aNewTitleUpdatesTheRowInPlace() {
        var state = SelectorState(options: teams("a", "b"), chosen: Team(id: "b", title: "Team b"))
        let changes = state.replaceOptions([Team(id: "a", title: "Team a"), Team(id: "b", title: "The B team")])
        #expect(changes == [.updated(index: 1), .chosen(index: 1)])
        #expect(state.labels == ["Team a", "The B team"] && state.chosen?.title == "The B team")
    }

    /// The chosen option gone: nothing is chosen.
    @Test func theChosenOptionGoneLeavesNothingChosen() {
        var state = SelectorState(options: teams("a", "b", "c"), chosen: Team(id: "b", title: "Team b"))
        let changes = state.replaceOptions(teams("a", "c"))
        #expect(state.chosen == nil && state.chosenIndex == nil)
        #expect(changes == [.removed(index: 1), .chosen(index: nil)])
    }

    /// An open drawer stays open; the highlight stays on its option, or goes to the option now
    /// at its place when it went (the last when it was past the end); a search goes on.
    @Test func anOpenDrawerKeepsItsHighlightOrTakesTheNearest() {
        var state = SelectorState(options: teams("a", "b", "c", "d"))
        state.open()
        state.highlight(2)
        var changes = state.replaceOptions(teams("b", "c", "d"))
        #expect(state.isOpen && state.highlighted == 1 && state.options[1].id == "c")
        #expect(changes.last == .highlighted(index: 1))
        changes = state.replaceOptions(teams("b", "d"))
        #expect(state.highlighted == 1 && state.options[1].id == "d", "c went: the option now at its place")
        state.highlight(1)
        state.replaceOptions(teams("b"))
        #expect(state.highlighted == 0, "past the end: the last")
        state.replaceOptions([Team(id: "e", title: "Eagles"), Team(id: "f", title: "Falcons"), Team(id: "b", title: "Team b")])
        state.search("fal")
        #expect(state.shown == [1] && state.highlighted == 1)
        state.replaceOptions([Team(id: "g", title: "Falcons reserve"), Team(id: "f", title: "Falcons")])
        #expect(state.isOpen && state.query == "fal" && state.shown == [0, 1] && state.highlighted == 1)
        changes = state.replaceOptions([])
        #expect(!state.isOpen && state.highlighted == nil && state.options.isEmpty)
        #expect(
            changes == [.removed(index: 1), .removed(index: 0), .found, .drawer(open: false), .highlighted(index: nil)],
            "no options left: the drawer closes, its search ended")
    }

    /// A closed drawer stays closed; an id given twice is taken once.
    @Test func aClosedDrawerStaysClosedAndAnIdTwiceIsTakenOnce() {
        var state = SelectorState(options: teams("a"))
        let changes = state.replaceOptions(teams("a", "b", "b"))
        #expect(!state.isOpen && state.options.map(\.id) == ["a", "b"] && changes == [.inserted(index: 1)])
    }

    /// Options without an id of their own (an enum) are identified by their value.
    @Test func optionsWithoutAnIdAreTheirValue() {
        var state = SelectorState(options: ["x", "y"].map { Plain(title: $0) }, chosen: Plain(title: "y"))
        state.replaceOptions(["y", "z"].map { Plain(title: $0) })
        #expect(state.chosen == Plain(title: "y") && state.chosenIndex == 0)
    }
}

private struct Plain: SelectorOption {
    let title: String
}
