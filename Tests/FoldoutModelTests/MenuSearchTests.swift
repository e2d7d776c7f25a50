import Testing
@testable import FoldoutModel

/// A menu with one section holding `entries` (JSON object texts).
private func menu(_ entries: String...) -> String {
    #"{"sections": [{"title": "S", "items": ["# + entries.joined(separator: ",") + "]}]}"
}

private func read(_ text: String) throws -> MenuDocument {
    try MenuDocument(bytes: Array(text.utf8))
}

/// Foldout's menu, as keys: Settings (Style with keywords, Animations), Reach out (Email,
/// Website), Help (Help, Privacy policy).
private let keys: [[MenuSearchKeys]] = [
    [MenuSearchKeys(title: "Style", subtitle: "Follow the system", keywords: ["dark", "light", "theme", "appearance"]),
     MenuSearchKeys(title: "Animations", keywords: ["motion", "effects"])],
    [MenuSearchKeys(title: "Email", subtitle: "Write to feedback@foldout.example.org"),
     MenuSearchKeys(title: "Website")],
    [MenuSearchKeys(title: "Help"), MenuSearchKeys(title: "Privacy policy", keywords: ["data"])],
]

@Suite struct MenuKeywordsTests {
    @Test func everyKindReadsItsKeywords() throws {
        let doc = try read(menu(
            #"{"kind": "switch", "title": "A", "icon": "i", "setting": "s", "keywords": ["motion", "effects"]}"#,
            #"{"kind": "link", "title": "B", "icon": "i", "url": "https://a.org/", "keywords": ["web"]}"#,
            #"{"kind": "email", "title": "C", "icon": "i", "address": "a@b.org", "keywords": ["mail"]}"#,
            #"{"kind": "modal", "title": "D", "icon": "i", "detail": "help", "keywords": ["manual"]}"#,
            #"{"kind": "choice", "title": "E", "icon": "i", "setting": "s", "keywords": ["dark", "light"], "choices": [{"value": "a", "title": "A"}, {"value": "b", "title": "B"}]}"#,
            #"{"kind": "switch", "title": "F", "icon": "i", "setting": "s"}"#))
        #expect(doc.problems.isEmpty)
        #expect(doc.sections[0].items.map(\.keywords) == [["motion", "effects"], ["web"], ["mail"], ["manual"], ["dark", "light"], []])
        #expect(doc.sections[0].items[4] as? ChoiceMenuItem == ChoiceMenuItem(
            title: "E", iconName: "i", setting: "s", choices: [MenuChoice(value: "a", title: "A"), MenuChoice(value: "b", title: "B")],
            keywords: ["dark", "light"]))
    }

    @Test func badKeywordsLeaveTheEntryOutNamingThePath() throws {
        let doc = try read(menu(
            #"{"kind": "switch", "title": "A", "icon": "i", "setting": "s", "keywords": "dark"}"#,
            #"{"kind": "switch", "title": "B", "icon": "i", "setting": "s", "keywords": ["ok", ""]}"#,
            #"{"kind": "switch", "title": "C", "icon": "i", "setting": "s", "keywords": ["a\nb"]}"#,
            #"{"kind": "switch", "title": "D", "icon": "i", "setting": "s", "keywords": [3]}"#,
            #"{"kind": "switch", "title": "E", "icon": "i", "setting": "s", "keywords": []}"#))
        #expect(doc.sections[0].items.map(\.title) == ["E"])
        let messages = doc.problems.map(\.description)
        #expect(messages.count == 4)
        #expect(messages[0].contains("sections[0].items[0].keywords"))
        #expect(messages[1].contains("sections[0].items[1].keywords[1]") && messages[1].contains("must not be empty"))
        #expect(messages[2].contains("keywords[0]") && messages[2].contains("line break"))
        #expect(messages[3].contains("keywords[0]"))
    }

    @Test func tooManyKeywordsAreRefused() throws {
        let many = (0...MenuText.maxKeywords).map { "\"k\($0)\"" }.joined(separator: ",")
        let doc = try read(menu(#"{"kind": "switch", "title": "A", "icon": "i", "setting": "s", "keywords": ["# + many + "]}"))
        #expect(doc.sections[0].items.isEmpty)
        #expect(doc.problems.first?.description.contains("more than 64 keywords") == true)
    }

    @Test func optionsBuiltInCodeHaveNoKeywordsUnlessGiven() {
        #expect(SwitchMenuItem(title: "A", iconName: "i", setting: "s").keywords.isEmpty)
        #expect(LinkMenuItem(title: "A", iconName: "i", url: "https://a.org/", keywords: ["x"]).keywords == ["x"])
    }
}

@Suite struct MenuSearchTests {
    private func found(_ query: String) -> [[Int]] {
        MenuSearchResults(query: MenuSearchQuery(query), keys: keys).rows
    }

    @Test func titlesSubtitlesAndKeywordsAreFound() {
        #expect(found("anim") == [[1], [], []])
        #expect(found("dark") == [[0], [], []])             // a keyword finds its row
        #expect(found("system") == [[0], [], []])           // the subtitle
        #expect(found("feedback") == [[], [0], []])
        #expect(found("data") == [[], [], [1]])
        #expect(found("e") == [[0, 1], [0, 1], [0]])
        #expect(found("nothing like it") == [[], [], []])
    }

    @Test func caseAndAccentsDoNotCount() {
        #expect(found("DARK") == [[0], [], []])
        #expect(found("Thème") == [[0], [], []])
        #expect(found("ÉMAIL") == [[], [0], []])
        let zurich = [[MenuSearchKeys(title: "Zürich"), MenuSearchKeys(title: "Ёлка")]]
        #expect(MenuSearchResults(query: MenuSearchQuery("zur"), keys: zurich).rows == [[0]])
        #expect(MenuSearchResults(query: MenuSearchQuery("елка"), keys: zurich).rows == [[1]])
    }

    @Test func everyWordMustOccurSomewhereInTheRow() {
        #expect(found("dark theme") == [[0], [], []])
        #expect(found("  dark   sty ") == [[0], [], []])
        #expect(found("dark website") == [[], [], []])
    }

    @Test func anEmptyQueryFindsEveryRow() {
        #expect(MenuSearchQuery("   ").isEmpty)
        let all = MenuSearchResults(query: MenuSearchQuery(""), keys: keys)
        #expect(all.rows == [[0, 1], [0, 1], [0, 1]])
        #expect(all.count == 6)
    }

    @Test func countFirstAndSections() {
        let results = MenuSearchResults(query: MenuSearchQuery("o"), keys: keys)
        #expect(results.first == MenuPosition(section: 0, row: 0))
        let privacy = MenuSearchResults(query: MenuSearchQuery("privacy"), keys: keys)
        #expect(privacy.count == 1)
        #expect(privacy.first == MenuPosition(section: 2, row: 1))
        #expect(!privacy.shows(section: 0) && privacy.shows(section: 2))
        #expect(privacy.contains(MenuPosition(section: 2, row: 1)) && !privacy.contains(MenuPosition(section: 2, row: 0)))
        let none = MenuSearchResults(query: MenuSearchQuery("zzz"), keys: keys)
        #expect(none.isEmpty && none.first == nil && none.count == 0)
    }
}

@Suite struct SettingsMenuSearchStateTests {
    @Test func searchingShowsOnlyResultsAndMovesAcrossThem() {
        var state = SettingsMenuState(rowCounts: [2, 2, 2])
        state.focus(MenuPosition(section: 1, row: 1))
        let results = state.search("a", keys: keys)   // Animations, Email, Privacy policy (+ Style: "dark")
        #expect(state.isSearching)
        #expect(results.rows == [[0, 1], [0], [1]])
        #expect(state.first == MenuPosition(section: 0, row: 0))
        #expect(!state.isShown(MenuPosition(section: 1, row: 1)))
        let refused = !state.focus(MenuPosition(section: 2, row: 0))
        #expect(refused)
        // Down past Settings' last result: Reach out's first; past it: Help's only result.
        do { let got = state.move(from: 0, down: true); #expect(got == MenuPosition(section: 1, row: 0)) }
        do { let got = state.move(from: 1, down: true); #expect(got == MenuPosition(section: 2, row: 1)) }
        do { let got = state.move(from: 2, down: true); #expect(got == nil) }
        do { let got = state.move(from: 2, down: false); #expect(got == MenuPosition(section: 1, row: 0)) }
    }

    @Test func sectionsWithoutResultsAreSkippedAndHidden() {
        var state = SettingsMenuState(rowCounts: [2, 2, 2])
        state.search("dark", keys: keys)
        #expect(state.isShown(section: 0) && !state.isShown(section: 1) && !state.isShown(section: 2))
        do { let got = state.move(from: 0, down: true); #expect(got == nil) }
        state.search("privacy", keys: keys)
        do { let got = state.move(from: 2, down: false); #expect(got == nil) }
        state.focusFirst()
        #expect(state.focused == MenuPosition(section: 2, row: 1))
    }

    @Test func endingTheSearchShowsEverythingAndGivesTheFocusBack() {
        var state = SettingsMenuState(rowCounts: [2, 2, 2])
        state.focus(MenuPosition(section: 1, row: 1))
        state.search("privacy", keys: keys)
        // The focused row is hidden: it comes back when the search ends.
        do { let got = state.endSearch(); #expect(got == MenuPosition(section: 1, row: 1)) }
        #expect(!state.isSearching && state.isShown(MenuPosition(section: 1, row: 1)))
        state.search("privacy", keys: keys)
        state.focus(MenuPosition(section: 2, row: 1))
        do { let got = state.endSearch(); #expect(got == MenuPosition(section: 2, row: 1)) }
        var fresh = SettingsMenuState(rowCounts: [0, 2])
        fresh.search("x", keys: [])
        do { let got = fresh.endSearch(); #expect(got == MenuPosition(section: 1, row: 0)) }
    }

    @Test func rowsWithoutKeysAreFoundByTheEmptyQueryOnly() {
        var state = SettingsMenuState(rowCounts: [3])
        #expect(state.search("", keys: [[MenuSearchKeys(title: "A")]]).rows == [[0, 1, 2]])
        #expect(state.search("a", keys: [[MenuSearchKeys(title: "A")]]).rows == [[0]])
    }
}
