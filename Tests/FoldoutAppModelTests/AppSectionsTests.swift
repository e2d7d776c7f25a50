import FoldoutAppModel
import FoldoutModel
import FoldoutTestSupport
import Testing

@Suite struct MonthItemsTests {
    @Test func idsAreOneBasedByPositionAndTitlesAreTheNames() {
        let englishMonths = MonthItems.items(names: [
            "January", "February", "March", "April", "May", "June",
            "July", "August", "September", "October", "November", "December",
        ])
        #expect(englishMonths.count == 12)
        #expect(englishMonths.first == TitledItem(id: "month-1", title: "January"))
        #expect(englishMonths.last == TitledItem(id: "month-12", title: "December"))
        #expect(englishMonths.map(\.id) == (1...12).map { "month-\($0)" })
        #expect(MonthItems.items(names: []) == [])
    }
}

@Suite struct SettingsStateTests {
    @Test func roundTripsAndDefaultsToUnset() throws {
        var state = SettingsState()
        #expect(state[SettingsState.darkTheme] == nil)
        state[SettingsState.darkTheme] = true
        state[SettingsState.animations] = false
        #expect(JSONWriter.write(state.json, pretty: false) == #"{"animations":false,"dark-theme":true}"#)
        var app = AppState()
        app.setSection(state)
        let read = try AppState(json: JSONReader(parsing: Array(JSONWriter.write(app.json).utf8)))
        #expect(try read.section(SettingsState.self).get() == state)
    }

    @Test func aWrongTypeIsNamed() throws {
        let app = try AppState(json: JSONReader(parsing: Array(#"{"settings": {"dark-theme": "yes"}}"#.utf8)))
        #expect(throws: JSONError(place: .value(path: "settings.dark-theme"), reason: "expected true or false")) {
            _ = try app.section(SettingsState.self).get()
        }
    }
}

@Suite struct SelectorSectionTests {
    @Test func roundTripsThroughTheStateFile() throws {
        var state = AppState()
        var section = SelectorSection()
        section.chosen = ["sport": "Hockey", "position": "Center"]
        state.setSection(section)
        let again = try AppState(json: JSONReader(parsing: Array(JSONWriter.write(state.json).utf8)))
        #expect(try again.section(SelectorSection.self).get() == section)
    }

    @Test func aNonStringChoiceIsReportedAtItsPath() throws {
        let state = try AppState(json: JSONReader(parsing: Array(#"{"selector": {"chosen": {"sport": 4}}}"#.utf8)))
        guard case let .failure(error) = state.section(SelectorSection.self) else {
            Issue.record("a number must not load as a choice")
            return
        }
        #expect(error.description.contains("selector.chosen.sport"))
    }
}
