import FoldoutModel
import Testing

private func decode(_ json: String) throws(JSONError) -> AppState {
    try AppState(json: JSONReader(parsing: Array(json.utf8)))
}

/// The Months page's section as stored.
private func months(_ state: AppState) throws -> DropdownState {
    try state.section(MonthsSection.self).get().rows
}

/// The window's section as the window uses it: the stored size, or the default when out of range.
private func window(_ state: AppState) throws -> WindowState {
    let stored = try state.section(WindowState.self).get()
    return stored.isValid ? stored : .default
}

@Suite struct AppStateCodingTests {
    @Test func emptyObjectDecodesToDefaults() throws {
        #expect(try decode("{}") == AppState())
        #expect(try window(AppState()) == WindowState(width: 640, height: 560, maximized: false))
        #expect(try months(AppState()) == DropdownState(removed: [], open: nil))
    }

    @Test func unknownKeysAndMissingSectionsUseDefaults() throws {
        let state = try decode("""
            {"version": 7, "destinations": {"x": [1, 2]}, "selector": null,
             "months": {"open": "month-2", "future": true}}
            """)
        #expect(try months(state) == DropdownState(removed: [], open: "month-2"))
        #expect(try window(state) == .default)
        // Sections this version does not know are kept as they are, for a newer Foldout.
        #expect(state.sections["destinations"] == ["x": [1, 2]])
        #expect(state.sections["selector"] == .null)
    }

    @Test func nullValuesUseDefaults() throws {
        let state = try decode(#"{"months": {"removed": null, "open": null}, "window": null, "version": null}"#)
        #expect(try months(state) == DropdownState())
        #expect(try window(state) == .default)
    }

    @Test func partialWindowFillsInDefaults() throws {
        let state = try decode(#"{"window": {"width": 800, "maximized": true}}"#)
        #expect(try window(state) == WindowState(width: 800, height: 560, maximized: true))
    }

    @Test(arguments: [
        #"{"width": 99, "height": 500}"#, #"{"width": 500, "height": 10001}"#,
        #"{"width": -640, "height": 560}"#, #"{"width": 0, "height": 0, "maximized": true}"#,
    ])
    func outOfRangeWindowSizesFallBackToTheDefaultWindow(stored: String) throws {
        let state = try decode(#"{"months": {"removed": ["month-1"]}, "window": \#(stored)}"#)
        #expect(try window(state) == .default)
        #expect(try months(state).removed == ["month-1"])
    }

    @Test func boundarySizesAreAccepted() throws {
        let state = try decode(#"{"window": {"width": 100, "height": 10000, "maximized": false}}"#)
        #expect(try window(state) == WindowState(width: 100, height: 10000, maximized: false))
        #expect(try window(state).isValid)
    }

    @Test func integralNumbersInAnyNotationAreIntegers() throws {
        let state = try decode(#"{"window": {"width": 8e2, "height": 600.0}}"#)
        #expect(try window(state) == WindowState(width: 800, height: 600, maximized: false))
    }

    @Test func encodingRoundTripsAndCarriesTheVersion() throws {
        let state = AppState(
            MonthsSection(rows: DropdownState(removed: ["month-4", "month-1"], open: "month-9")),
            WindowState(width: 1024, height: 700, maximized: true))
        let text = JSONWriter.write(state.json, pretty: false)
        #expect(try decode(text) == state)
        #expect(text.contains(#""version":1"#))
    }

    @Test func encodedFormIsStable() {
        let state = AppState(
            MonthsSection(rows: DropdownState(removed: ["month-4", "month-1"], open: "month-9")),
            WindowState(width: 1024, height: 700, maximized: true))
        #expect(JSONWriter.write(state.json) == """
            {
              "months": {
                "open": "month-9",
                "removed": [
                  "month-4",
                  "month-1"
                ]
              },
              "version": 1,
              "window": {
                "height": 700,
                "maximized": true,
                "width": 1024
              }
            }

            """)
        #expect(JSONWriter.write(AppState().json, pretty: false) == #"{"version":1}"#)
    }

    @Test func wrongTypesAreErrorsOfTheirSection() throws {
        let state = try decode(#"{"months": {"removed": 5}, "window": {"maximized": "yes"}}"#)
        #expect(state.section(MonthsSection.self).error
            == JSONError(place: .value(path: "months.removed"), reason: "expected an array of strings"))
        #expect(state.section(WindowState.self).error
            == JSONError(place: .value(path: "window.maximized"), reason: "expected true or false"))
        #expect(throws: JSONError(place: .value(path: ""), reason: "expected a JSON object at the top level")) {
            try decode("[]")
        }
        #expect(throws: JSONError(place: .value(path: "version"), reason: "expected an integer")) {
            try decode(#"{"version": 9007199254740993}"#)
        }
    }

    @Test func dropdownStateRoundTripsThroughJSON() throws {
        let state = DropdownState(removed: ["b", "a"], open: "c")
        let text = JSONWriter.write(state.json)
        #expect(try DropdownState(json: JSONReader(parsing: Array(text.utf8))) == state)
        #expect(DropdownState().json == ["removed": []])
    }

    @Test func dropdownItemRequiresIdAndTitle() throws {
        let item = DropdownItem(id: "month-1", title: "January")
        #expect(try DropdownItem(json: JSONReader(item.json)) == item)
        #expect(item.json == ["id": "month-1", "title": "January"])
        let items = try JSONReader(parsing: Array(#"[{"id": "a", "title": "A"}, {"id": "b"}]"#.utf8)).array()
        #expect(try DropdownItem(json: items[0]) == DropdownItem(id: "a", title: "A"))
        #expect(throws: JSONError(place: .value(path: "[1].title"), reason: "missing value")) {
            try DropdownItem(json: items[1])
        }
    }
}
