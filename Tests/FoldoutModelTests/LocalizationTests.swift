import FoldoutCore
import FoldoutModel
import Testing

/// A catalog with Russian's three plural forms (gettext's rule for ru) and a few translations,
/// standing in for the gettext one (FoldoutGtkTests' GettextTests reads real catalogs).
private struct RussianCatalog: MessageCatalog {
    let messages: [String: String] = [
        "“{title}” removed": "«{title}» удалён",
        "Flight from {from} to {to}": "Рейс в {to} из {from}",
        "menu\u{4}Open": "Открыть",
    ]
    let plurals: [String: [String]] = [
        "{count} flight": ["{count} рейс", "{count} рейса", "{count} рейсов"]
    ]

    func translate(_ message: String, context: String?) -> String {
        messages[context.map { $0 + "\u{4}" + message } ?? message] ?? message
    }

    func translate(singular: String, plural: String, count: Int) -> String {
        guard let forms = plurals[singular] else { return count == 1 ? singular : plural }
        let form =
            count % 10 == 1 && count % 100 != 11
            ? 0
            : (2...4).contains(count % 10) && !(12...14).contains(count % 100) ? 1 : 2
        return forms[form]
    }
}

@Suite struct LocalizationTests {
    @Test func placeholdersAreFilledByName() {
        #expect(Localization.fill("“{title}” removed", ["title": "March"]) == "“March” removed")
        #expect(Localization.fill("{a} and {b}, {a} again", ["b": "2", "a": "1"]) == "1 and 2, 1 again")
    }

    @Test func aTranslationMayReorderThePlaceholders() {
        let russian = RussianCatalog()
        #expect(
            russian.text("Flight from {from} to {to}", ["from": "Манчестер", "to": "Лондон"])
                == "Рейс в Лондон из Манчестер")
        #expect(russian.text("“{title}” removed", ["title": "Март"]) == "«Март» удалён")
    }

    @Test func unknownPlaceholdersAndStrayBracesStayAsWritten() {
        #expect(Localization.fill("{known} {unknown}", ["known": "k"]) == "k {unknown}")
        #expect(Localization.fill("a { b } {x", ["x": "y"]) == "a { b } {x")
        #expect(Localization.fill("{{x}}", ["x": "y"]) == "{y}")
    }

    @Test func valuesAreNotSearchedForPlaceholdersAgain() {
        #expect(Localization.fill("{a} {b}", ["a": "{b}", "b": "B"]) == "{b} B")
        #expect(
            SourceCatalog().plural("{count} item of {title}", "{count} items of {title}", 2, ["title": "{count}"])
                == "2 items of {count}")
    }

    @Test func englishHasOneFormForOneAndAnotherForTheRest() {
        let english = SourceCatalog()
        #expect(english.plural("{count} flight", "{count} flights", 1) == "1 flight")
        #expect(english.plural("{count} flight", "{count} flights", 0) == "0 flights")
        #expect(english.plural("{count} flight", "{count} flights", 2) == "2 flights")
        #expect(english.plural("{count} item", "{count} items", 1_000_000) == "1000000 items")
    }

    @Test func russianCountsTakeTheirOwnForms() {
        let russian = RussianCatalog()
        let shown = [1, 2, 5, 11, 21, 22, 25, 111].map { russian.plural("{count} flight", "{count} flights", $0) }
        #expect(shown == ["1 рейс", "2 рейса", "5 рейсов", "11 рейсов", "21 рейс", "22 рейса", "25 рейсов", "111 рейсов"])
    }

    @Test func aContextSelectsItsOwnTranslation() {
        let russian = RussianCatalog()
        #expect(russian.text("Open", context: "menu") == "Открыть")
        #expect(russian.text("Open") == "Open")
    }

    @Test func withoutACatalogTheSourceTextIsShown() {
        // The model's tests install no catalog: a domain gives English, the kit's too.
        let domain = TextDomain("foldout-test-none")
        #expect(domain.text("“{title}” removed", ["title": "May"]) == "“May” removed")
        #expect(domain.plural("{count} flight", "{count} flights", 21) == "21 flights")
        #expect(TextDomain.kit.text("Basketball") == "Basketball")
    }

    @Test func eachTextDomainHasItsOwnCatalog() {
        let app = TextDomain("foldout-test-app")
        app.catalog = RussianCatalog()
        #expect(app.text("“{title}” removed", ["title": "Март"]) == "«Март» удалён")
        #expect(app.plural("{count} flight", "{count} flights", 21) == "21 рейс")
        // Another domain (the kit's, an unrelated one) keeps its own: English here.
        #expect(TextDomain("foldout-test-other").text("“{title}” removed", ["title": "May"]) == "“May” removed")
        #expect(TextDomain.kit.name == "foldout-kit" && TextDomain("foldout-test-app") == app)
    }

    @Test func shippedSelectorTextsAreShownTranslatedButKeptAsWritten() throws {
        let options = SelectorOptions(name: "Sport", placeholder: "Select a Sport", options: ["Football", "Hockey"])
        let german = ["Sport": "Sportart", "Select a Sport": "Sportart auswählen", "Football": "Football", "Hockey": "Eishockey"]
        let shown = options.translated { german[$0] ?? $0 }
        #expect(shown.name == "Sportart" && shown.placeholder == "Sportart auswählen")
        #expect(shown.options == ["Football", "Hockey"] && shown.labels == ["Football", "Eishockey"])
        // The letter keys go by what is shown; the state keeps the option as the file writes it.
        struct FileOption: SelectorOption {
            let text: String
            let title: String
        }
        var state = SelectorState(options: zip(shown.options, shown.labels).map(FileOption.init))
        state.open()
        state.jump(toLetter: "e")
        #expect(state.highlighted == 1)
        state.choose(at: 1)
        #expect(state.chosen?.text == "Hockey")
    }
}
