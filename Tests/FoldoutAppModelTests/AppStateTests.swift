import FoldoutAppModel
import FoldoutModel
import FoldoutTestSupport
import Testing

private func decode(_ json: String) throws(JSONError) -> AppState {
    try AppState(json: JSONReader(parsing: Array(json.utf8)))
}

/// The Months page's section as stored.
private func months(_ state: AppState) throws -> DropdownSavedState {
    try state.section(MonthsSection.self).get().rows
}

@Suite struct AppStateCodingTests {
    @Test func emptyObjectDecodesToDefaults() throws {
        #expect(try decode("{}") == AppState())
        #expect(try months(AppState()) == DropdownSavedState(removed: [], open: nil))
    }

    @Test func unknownKeysAndMissingSectionsUseDefaults() throws {
        let state = try decode(
            """
            {"version": 7, "destinations": {"x": [1, 2]}, "selector": null,
             "months": {"open": "month-2", "future": true}}
            """)
        #expect(try months(state) == DropdownSavedState(removed: [], open: "month-2"))
        // Sections this version does not know are kept as they are, for a newer Foldout.
        #expect(state.sections["destinations"] == ["x": [1, 2]])
        #expect(state.sections["selector"] == .null)
    }

    @Test func nullValuesUseDefaults() throws {
        let state = try decode(#"{"months": {"removed": null, "open": null}, "version": null}"#)
        #expect(try months(state) == DropdownSavedState())
    }

    @Test func theWindowSectionOfEarlierVersionsIsKeptAsASection() throws {
        // Window geometry is a GSettings preference now; LegacyPreferences moves it out.
        let state = try decode(#"{"window": {"width": 800, "maximized": true}}"#)
        #expect(state.sections["window"] == ["width": 800, "maximized": true])
    }

    @Test func encodingRoundTripsAndCarriesTheVersion() throws {
        let state = AppState(
            MonthsSection(rows: DropdownSavedState(removed: ["month-4", "month-1"], open: "month-9")))
        let text = JSONWriter.write(state.json, pretty: false)
        #expect(try decode(text) == state)
        #expect(text.contains(#""version":1"#))
    }

    @Test func encodedFormIsStable() {
        let state = AppState(
            MonthsSection(rows: DropdownSavedState(removed: ["month-4", "month-1"], open: "month-9")))
        #expect(
            JSONWriter.write(state.json) == """
                {
                  "months": {
                    "open": "month-9",
                    "removed": [
                      "month-4",
                      "month-1"
                    ]
                  },
                  "version": 1
                }

                """)
        #expect(JSONWriter.write(AppState().json, pretty: false) == #"{"version":1}"#)
    }

    @Test func wrongTypesAreErrorsOfTheirSection() throws {
        let state = try decode(#"{"months": {"removed": 5}}"#)
        #expect(
            state.section(MonthsSection.self).error
                == JSONError(place: .value(path: "months.removed"), reason: "expected an array of strings"))
        #expect(throws: JSONError(place: .value(path: ""), reason: "expected a JSON object at the top level")) {
            try decode("[]")
        }
        #expect(throws: JSONError(place: .value(path: "version"), reason: "expected an integer")) {
            try decode(#"{"version": 9007199254740993}"#)
        }
    }

    @Test func dropdownStateRoundTripsThroughJSON() throws {
        let state = DropdownSavedState(removed: ["b", "a"], open: "c")
        let text = JSONWriter.write(state.json)
        #expect(try DropdownSavedState(json: JSONReader(parsing: Array(text.utf8))) == state)
        #expect(DropdownSavedState().json == ["removed": []])
    }

    @Test func dropdownItemRequiresIdAndTitle() throws {
        let item = TitledItem(id: "month-1", title: "January")
        #expect(try TitledItem(json: JSONReader(item.json)) == item)
        #expect(item.json == ["id": "month-1", "title": "January"])
        let items = try JSONReader(parsing: Array(#"[{"id": "a", "title": "A"}, {"id": "b"}]"#.utf8)).array()
        #expect(try TitledItem(json: items[0]) == TitledItem(id: "a", title: "A"))
        #expect(throws: JSONError(place: .value(path: "[1].title"), reason: "missing value")) {
            try TitledItem(json: items[1])
        }
    }
}
