import FoldoutModel
import FoldoutTestSupport
import Testing

/// An app's own option type: the selector's state hands back these, never strings.
private enum Sport: String, SelectorOption, CaseIterable {
    case basketball, football, soccer, baseball, hockey
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

private let sports = Sport.allCases

@Suite struct SelectorStateTests {
    @Test func startsClosedWithNothingChosen() {
        let state = SelectorState(options: sports)
        #expect(!state.isOpen && state.chosen == nil && state.highlighted == nil && state.chosenIndex == nil)
    }

    @Test func restoresAKnownChoiceAndIgnoresAnUnknownOne() {
        #expect(SelectorState(options: sports, chosen: .hockey).chosenIndex == 4)
        #expect(SelectorState(options: [Sport.soccer, .hockey], chosen: .football).chosen == nil)
    }

    @Test func openHighlightsTheChosenOrTheFirst() {
        var state = SelectorState(options: sports)
        state.open()
        #expect(state.isOpen && state.highlighted == 0)
        var chosen = SelectorState(options: sports, chosen: .soccer)
        chosen.toggle()
        #expect(chosen.isOpen && chosen.highlighted == 2)
    }

    @Test func toggleOpensAndCloses() {
        var state = SelectorState(options: sports)
        state.toggle()
        #expect(state.isOpen)
        state.toggle()
        #expect(!state.isOpen && state.highlighted == nil && state.chosen == nil)
    }

    @Test func chooseSetsTheOptionAndCloses() {
        var state = SelectorState(options: sports)
        state.open()
        state.choose(at: 4)
        #expect(state.chosen == .hockey && !state.isOpen && state.highlighted == nil)
        state.choose(at: 9)
        #expect(state.chosen == .hockey)
    }

    @Test func escapeClosesWithoutAChange() {
        var state = SelectorState(options: sports, chosen: .football)
        state.open()
        state.moveHighlight(by: 1)
        state.close()
        #expect(state.chosen == .football && !state.isOpen)
    }

    @Test func upDownMoveTheHighlightAndStopAtTheEnds() {
        var state = SelectorState(options: sports)
        state.moveHighlight(by: 1)
        #expect(state.highlighted == nil, "no highlight while closed")
        state.open()
        state.moveHighlight(by: -1)
        #expect(state.highlighted == 0)
        state.moveHighlight(by: 1)
        state.moveHighlight(by: 1)
        #expect(state.highlighted == 2)
        for _ in 0..<9 { state.moveHighlight(by: 1) }
        #expect(state.highlighted == 4)
        state.chooseHighlighted()
        #expect(state.chosen == .hockey && !state.isOpen)
    }

    @Test func letterJumpsToTheNextOptionStartingWithIt() {
        var state = SelectorState(options: sports)
        state.open()
        state.jump(toLetter: "b")
        #expect(state.highlighted == 3, "Basketball is highlighted already: the next B is Baseball")
        state.jump(toLetter: "B")
        #expect(state.highlighted == 0, "wraps around")
        state.jump(toLetter: "h")
        #expect(state.highlighted == 4)
        state.jump(toLetter: "z")
        #expect(state.highlighted == 4)
    }

    @Test func labelsAreTheOptionsTitlesAndTheChosenIsTheOptionItself() {
        var state = SelectorState(options: sports)
        #expect(state.labels == ["Basketball", "Football", "Soccer", "Baseball", "Hockey"])
        state.choose(at: 1)
        let chosen: Sport? = state.chosen
        #expect(chosen == .football && state.chosenIndex == 1)
    }

    @Test func aStructWithATitleIsAnOptionToo() {
        struct Account: SelectorOption {
            let address: String
            var title: String { address }
        }
        var state = SelectorState(
            options: [Account(address: "a@b.org"), Account(address: "c@d.org")],
            chosen: Account(address: "c@d.org"))
        #expect(state.chosenIndex == 1)
        state.open()
        state.jump(toLetter: "a")
        state.chooseHighlighted()
        #expect(state.chosen?.address == "a@b.org")
    }

    @Test func highlightFollowsThePointerOnlyWhileOpen() {
        var state = SelectorState(options: sports)
        state.highlight(2)
        #expect(state.highlighted == nil)
        state.open()
        state.highlight(2)
        #expect(state.highlighted == 2)
        state.chooseHighlighted()
        #expect(state.chosen == .soccer)
    }
}

@Suite struct SelectorOptionsTests {
    private func parse(_ text: String) -> Result<SelectorOptions, JSONError> {
        Result { () throws(JSONError) in try SelectorOptions.parse(Array(text.utf8)) }
    }

    private func failure(_ text: String) -> String {
        if case let .failure(error) = parse(text) { return error.description }
        return "no error"
    }

    @Test func readsAValidFile() throws {
        let text = #"{"name": "Sport", "placeholder": "Select a Sport", "options": ["Basketball", "Hockey"]}"#
        let options = try parse(text).get()
        #expect(options == SelectorOptions(name: "Sport", placeholder: "Select a Sport", options: ["Basketball", "Hockey"]))
    }

    @Test func badJSONNamesLineAndColumn() {
        #expect(failure("{\"name\": \"Sport\",\n \"options\": [\"a\" \"b\"]}").hasPrefix("line 2, column"))
    }

    @Test func duplicatesNameBothPlaces() {
        let text = #"{"name": "S", "placeholder": "P", "options": ["Soccer", "Hockey", "soccer"]}"#
        #expect(failure(text) == "at options[2]: duplicate option \"soccer\" (also at options[0])")
    }

    @Test func emptyListAndEmptyTextsAreErrors() {
        #expect(failure(#"{"name": "S", "placeholder": "P", "options": []}"#) == "at options: no options (the list is empty)")
        #expect(failure(#"{"name": "S", "placeholder": "P", "options": ["a", " "]}"#) == "at options[1]: empty text")
        #expect(failure(#"{"name": "", "placeholder": "P", "options": ["a"]}"#) == "at name: empty text")
    }

    @Test func missingWrongTypeAndUnknownKeys() {
        #expect(failure(#"{"name": "S", "options": ["a"]}"#) == "at placeholder: missing value")
        #expect(failure(#"{"name": "S", "placeholder": "P", "options": ["a", 3]}"#) == "at options[1]: expected a string")
        #expect(failure(#"{"name": "S", "placeholder": "P", "options": ["a"], "colour": 1}"#).hasPrefix("at colour: unknown key"))
        #expect(failure(#"["a"]"#) == "expected an object")
    }

    @Test func loadNamesTheFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("sports.json")
        try writeFixture(#"{"name": "S", "placeholder": "P", "options": ["a", "a"]}"#, to: path)
        guard case let .failure(error) = SelectorOptions.load(path: path) else {
            Issue.record("a duplicate must not load")
            return
        }
        #expect(error.description == "\(path), at options[1]: duplicate option \"a\" (also at options[0])")
        guard case let .failure(missing) = SelectorOptions.load(path: dir.appending("none.json")) else {
            Issue.record("a missing file must not load")
            return
        }
        #expect(missing.description.hasPrefix(dir.appending("none.json") + ": cannot open it: "))
    }
}

/// Every transition says what it changed, so the view renders those changes and nothing else;
/// the drawer and the arrow move on the state's one motion.
@Suite struct SelectorChangesTests {
    @Test func eachTransitionReturnsWhatItChanged() {
        var state = SelectorState(options: sports, chosen: .soccer)
        #expect(state.open(now: 1) == [.drawer(open: true), .highlighted(index: 2)])
        #expect(state.open(now: 1.1) == [], "open already")
        #expect(state.moveHighlight(by: 1) == [.highlighted(index: 3)])
        #expect(state.moveHighlight(by: 5) == [.highlighted(index: 4)])
        #expect(state.moveHighlight(by: 1) == [], "at the end")
        #expect(state.jump(toLetter: "f") == [.highlighted(index: 1)])
        #expect(state.jump(toLetter: "z") == [])
        #expect(state.highlight(1) == [], "there already")
        #expect(state.search("ball") == [.found], "Football is kept, and stays highlighted")
        #expect(state.search("ball ") == [], "the same words")
        #expect(state.search("xyz") == [.found, .highlighted(index: nil)])
        #expect(state.chooseHighlighted(now: 1.2) == [], "nothing highlighted")
        #expect(state.search("") == [.found, .highlighted(index: 0)])
        #expect(state.choose(at: 4, now: 1.3) == [.chosen(index: 4), .drawer(open: false), .highlighted(index: nil)])
        #expect(state.close(now: 1.4) == [], "closed already")
        #expect(state.toggle(now: 2) == [.drawer(open: true), .highlighted(index: 4)])
        #expect(state.search("hock") == [.found])
        #expect(
            state.choose(at: 4, now: 2.1) == [.found, .drawer(open: false), .highlighted(index: nil)],
            "the same option again: no new choice, the search ends with the drawer")
        #expect(state.chosen == .hockey && state.query.isEmpty && state.found == nil)
    }

    @Test func theArrowTurnsWithTheDrawerOnOneClock() {
        var state = SelectorState(options: sports)
        #expect(state.arrowTurn(at: 0) == 0 && state.drawerProgress(at: 0) == 0)
        state.open(now: 10)
        for time in stride(from: 10.0, through: 12, by: 0.01) {
            #expect(state.arrowTurn(at: time) == state.drawerProgress(at: time) / 2)
        }
        let peak = stride(from: 10.0, through: 12, by: 0.005).map { state.arrowTurn(at: $0) }.max() ?? 0
        #expect(peak > 0.5, "the arrow overshoots half a turn with the drawer's spring")
        #expect(!state.isSettled(at: 10.2) && state.isSettled(at: 14))
        // Changing one's mind mid-flight: both turn back from where they are, with no jump.
        let before = state.arrowTurn(at: 10.2)
        state.close(now: 10.2)
        #expect(abs(state.arrowTurn(at: 10.2) - before) < 1e-12)
        #expect(state.arrowTurn(at: 10.25) < before + 0.1)
        #expect(state.isSettled(at: 14) && state.arrowTurn(at: 14) == 0 && state.drawerProgress(at: 14) == 0)
        state.settle()
        #expect(!state.isOpen && state.arrowTurn(at: 20) == 0)
        // At rest open (reduced motion settles at once): half a turn.
        state.open(now: 30)
        state.settle()
        #expect(state.arrowTurn(at: 30) == 0.5 && state.drawerProgress(at: 30) == 1)
    }

    @Test func theDrawerIsOpenOnceOnly() {
        var state = SelectorState(options: sports, motion: DrawerMotion(open: true))
        #expect(!state.isOpen && state.highlighted == nil, "a new selector starts closed, whatever motion it is given")
        state.open(now: 0)
        #expect(state.isOpen == state.motion.isOpening)
        state.close(now: 0.1)
        #expect(state.isOpen == state.motion.isOpening && !state.isOpen)
    }
}
