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
    [
        MenuSearchKeys(title: "Style", subtitle: "Follow the system", keywords: ["dark", "light", "theme", "appearance"]),
        MenuSearchKeys(title: "Animations", keywords: ["motion", "effects"]),
    ],
    [
        MenuSearchKeys(title: "Email", subtitle: "Write to feedback@foldout.example.org"),
        MenuSearchKeys(title: "Website"),
    ],
    [MenuSearchKeys(title: "Help"), MenuSearchKeys(title: "Privacy policy", keywords: ["data"])],
]

@Suite struct MenuKeywordsTests {
    @Test func everyKindReadsItsKeywords() throws {
        let doc = try read(
            menu(
                #"{"kind": "switch", "title": "A", "icon": "i", "setting": "s", "keywords": ["motion", "effects"]}"#,
                #"{"kind": "link", "title": "B", "icon": "i", "url": "https://a.org/", "keywords": ["web"]}"#,
                #"{"kind": "email", "title": "C", "icon": "i", "address": "a@b.org", "keywords": ["mail"]}"#,
                #"{"kind": "modal", "title": "D", "icon": "i", "detail": "help", "keywords": ["manual"]}"#,
                #"{"kind": "choice", "title": "E", "icon": "i", "setting": "s", "keywords": ["dark", "light"], "choices": [{"value": "a", "title": "A"}, {"value": "b", "title": "B"}]}"#,
                #"{"kind": "switch", "title": "F", "icon": "i", "setting": "s"}"#))
        #expect(doc.problems.isEmpty)
        #expect(doc.sections[0].items.map(\.keywords) == [["motion", "effects"], ["web"], ["mail"], ["manual"], ["dark", "light"], []])
        #expect(
            doc.sections[0].items[4] as? ChoiceMenuItem
                == ChoiceMenuItem(
                    title: "E", iconName: "i", setting: "s", choices: [MenuChoice(value: "a", title: "A"), MenuChoice(value: "b", title: "B")],
                    keywords: ["dark", "light"]))
    }

    @Test func badKeywordsLeaveTheEntryOutNamingThePath() throws {
        let doc = try read(
            menu(
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
        MenuSearchResults(query: SearchQuery(query), keys: keys).rows
    }

    @Test func titlesSubtitlesAndKeywordsAreFound() {
        #expect(found("anim") == [[1], [], []])
        #expect(found("dark") == [[0], [], []]) // a keyword finds its row
        #expect(found("system") == [[0], [], []]) // the subtitle
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
        #expect(MenuSearchResults(query: SearchQuery("zur"), keys: zurich).rows == [[0]])
        #expect(MenuSearchResults(query: SearchQuery("елка"), keys: zurich).rows == [[1]])
    }

    @Test func everyWordMustOccurSomewhereInTheRow() {
        #expect(found("dark theme") == [[0], [], []])
        #expect(found("  dark   sty ") == [[0], [], []])
        #expect(found("dark website") == [[], [], []])
    }

    @Test func anEmptyQueryFindsEveryRow() {
        #expect(SearchQuery("   ").isEmpty)
        let all = MenuSearchResults(query: SearchQuery(""), keys: keys)
        #expect(all.rows == [[0, 1], [0, 1], [0, 1]])
        #expect(all.count == 6)
    }

    @Test func countFirstAndSections() {
        let results = MenuSearchResults(query: SearchQuery("o"), keys: keys)
        #expect(results.first == MenuPosition(section: 0, row: 0))
        let privacy = MenuSearchResults(query: SearchQuery("privacy"), keys: keys)
        #expect(privacy.count == 1)
        #expect(privacy.first == MenuPosition(section: 2, row: 1))
        #expect(!privacy.shows(section: 0) && privacy.shows(section: 2))
        #expect(privacy.contains(MenuPosition(section: 2, row: 1)) && !privacy.contains(MenuPosition(section: 2, row: 0)))
        let none = MenuSearchResults(query: SearchQuery("zzz"), keys: keys)
        #expect(none.isEmpty && none.first == nil && none.count == 0)
    }
}

@Suite struct SettingsMenuSearchStateTests {
    @Test func searchingShowsOnlyResultsAndMovesAcrossThem() {
        var state = SettingsMenuState(rowCounts: [2, 2, 2])
        state.focus(MenuPosition(section: 1, row: 1))
        let changes = state.search("a", keys: keys) // Animations, Email, Privacy policy (+ Style: "dark")
        #expect(state.isSearching)
        #expect(state.results?.rows == [[0, 1], [0], [1]])
        #expect(
            changes == [.hidden(MenuPosition(section: 1, row: 1)), .hidden(MenuPosition(section: 2, row: 0))],
            "only the rows not found are hidden; every section keeps a row")
        #expect(state.first == MenuPosition(section: 0, row: 0))
        #expect(!state.isShown(MenuPosition(section: 1, row: 1)))
        #expect(state.focus(MenuPosition(section: 2, row: 0)) == [], "a hidden row is not focused")
        // Down past Settings' last result: Reach out's first; past it: Help's only result.
        #expect(state.move(from: 0, down: true) == [.focused(MenuPosition(section: 1, row: 0))])
        #expect(state.move(from: 1, down: true) == [.focused(MenuPosition(section: 2, row: 1))])
        #expect(state.move(from: 2, down: true) == [])
        #expect(state.move(from: 2, down: false) == [.focused(MenuPosition(section: 1, row: 0))])
    }

    @Test func sectionsWithoutResultsAreSkippedAndHidden() {
        var state = SettingsMenuState(rowCounts: [2, 2, 2])
        let dark = state.search("dark", keys: keys)
        #expect(state.isShown(section: 0) && !state.isShown(section: 1) && !state.isShown(section: 2))
        #expect(
            dark == [
                .hidden(MenuPosition(section: 0, row: 1)),
                .hidden(MenuPosition(section: 1, row: 0)), .hidden(MenuPosition(section: 1, row: 1)), .sectionHidden(1),
                .hidden(MenuPosition(section: 2, row: 0)), .hidden(MenuPosition(section: 2, row: 1)), .sectionHidden(2),
            ])
        #expect(state.move(from: 0, down: true) == [])
        // Narrowing to another row: only what differs from what shows.
        let privacy = state.search("privacy", keys: keys)
        #expect(
            privacy == [
                .hidden(MenuPosition(section: 0, row: 0)), .sectionHidden(0),
                .sectionShown(2), .shown(MenuPosition(section: 2, row: 1)),
            ])
        #expect(state.search("privacy ", keys: keys) == [], "the same rows found: nothing changes")
        #expect(state.move(from: 2, down: false) == [])
        #expect(state.focusFirst() == [.focused(MenuPosition(section: 2, row: 1))])
        #expect(state.focusFirst() == [], "there already")
    }

    @Test func endingTheSearchShowsEverythingAndGivesTheFocusBack() {
        var state = SettingsMenuState(rowCounts: [2, 2, 2])
        state.focus(MenuPosition(section: 1, row: 1))
        state.search("privacy", keys: keys)
        // The focused row is hidden: it comes back when the search ends, with every other row.
        #expect(
            state.endSearch() == [
                .sectionShown(0), .shown(MenuPosition(section: 0, row: 0)), .shown(MenuPosition(section: 0, row: 1)),
                .sectionShown(1), .shown(MenuPosition(section: 1, row: 0)), .shown(MenuPosition(section: 1, row: 1)),
                .shown(MenuPosition(section: 2, row: 0)),
                .focused(MenuPosition(section: 1, row: 1)),
            ])
        #expect(!state.isSearching && state.isShown(MenuPosition(section: 1, row: 1)))
        #expect(state.endSearch() == [], "no search on")
        state.search("privacy", keys: keys)
        state.focus(MenuPosition(section: 2, row: 1))
        #expect(state.endSearch().last == .focused(MenuPosition(section: 2, row: 1)))
        var fresh = SettingsMenuState(rowCounts: [0, 2])
        fresh.search("x", keys: [])
        // An empty section's title shows outside a search.
        #expect(
            fresh.endSearch() == [
                .sectionShown(0), .sectionShown(1), .shown(MenuPosition(section: 1, row: 0)), .shown(MenuPosition(section: 1, row: 1)),
                .focused(MenuPosition(section: 1, row: 0)),
            ])
    }

    @Test func rowsWithoutKeysAreFoundByTheEmptyQueryOnly() {
        var state = SettingsMenuState(rowCounts: [3])
        state.search("", keys: [[MenuSearchKeys(title: "A")]])
        #expect(state.results?.rows == [[0, 1, 2]])
        state.search("a", keys: [[MenuSearchKeys(title: "A")]])
        #expect(state.results?.rows == [[0]])
    }
}

@Suite struct SettingsMenuSearchEditTests {
    /// A row inserted or removed while a search is on: the rows found keep their places (those
    /// after it move), and the new row shows only once a search finds it.
    @Test func editsWhileSearchingKeepTheResultsInPlace() {
        var state = SettingsMenuState(rowIDs: [["a", "b", "c"]])
        state.search("x", keys: [[MenuSearchKeys(title: "x1"), MenuSearchKeys(title: "y"), MenuSearchKeys(title: "x2")]])
        #expect(state.results?.rows == [[0, 2]])
        state.insertRow(id: "n", section: 0, at: 1)
        #expect(state.results?.rows == [[0, 3]])
        #expect(!state.isShown(MenuPosition(section: 0, row: 1)), "not found yet")
        let again = state.search(
            "x",
            keys: [
                [
                    MenuSearchKeys(title: "x1"), MenuSearchKeys(title: "x new"),
                    MenuSearchKeys(title: "y"), MenuSearchKeys(title: "x2"),
                ]
            ])
        #expect(again == [.shown(MenuPosition(section: 0, row: 1))])
        state.removeRow(id: "a")
        #expect(state.results?.rows == [[0, 2]])
    }
}

/// The one matcher of the settings menu and the selector: every word, in one of a row's texts.
@Suite struct SearchQueryTests {
    @Test func everyWordMustOccurInOneOfTheTexts() {
        let query = SearchQuery("cote iv")
        #expect(query.words.count == 2 && !query.isEmpty)
        #expect(query.matches([SearchText("Côte d’Ivoire")]) && query.matches(SearchText("Côte d’Ivoire")))
        #expect(!query.matches([SearchText("Ivory"), SearchText("Coast")]), "cote is in neither")
        #expect(SearchQuery("dark theme").matches([SearchText("Style"), SearchText("dark"), SearchText("theme")]))
        #expect(SearchQuery("  ").isEmpty && SearchQuery("").matches([]), "no words: everything matches")
    }

    /// The selector finds its options as the menu finds its rows.
    @Test func theSelectorAndTheMenuFindTheSameRows() {
        struct Country: SelectorOption { let title: String }
        let titles = ["Côte d’Ivoire", "Ivory Coast", "Iceland", "Italy"]
        for typed in ["cote", "iv", "co iv", "ICE", "y", "zz", ""] {
            var selector = SelectorState(options: titles.map(Country.init))
            selector.open()
            selector.search(typed)
            let menu = MenuSearchResults(query: SearchQuery(typed), keys: [titles.map { MenuSearchKeys(title: $0) }])
            #expect(selector.shown == menu.rows[0], "\(typed)")
        }
    }
}
