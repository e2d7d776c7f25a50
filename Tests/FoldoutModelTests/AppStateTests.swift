import FoldoutModel
import Testing

private func decode(_ json: String) throws(JSONError) -> AppState {
    try AppState(json: JSONReader(parsing: Array(json.utf8)))
}

@Suite struct AppStateCodingTests {
    @Test func emptyObjectDecodesToDefaults() throws {
        #expect(try decode("{}") == AppState())
        #expect(AppState().window == WindowState(width: 640, height: 560, maximized: false))
        #expect(AppState().months == DropdownState(removed: [], open: nil))
    }

    @Test func unknownKeysAndMissingSectionsUseDefaults() throws {
        let state = try decode("""
            {"version": 7, "destinations": {"x": [1, 2]}, "selector": null,
             "months": {"open": "month-2", "future": true}}
            """)
        #expect(state.months == DropdownState(removed: [], open: "month-2"))
        #expect(state.window == .default)
        // Sections this version does not know are kept as they are, for a newer Foldout.
        #expect(state.sections["destinations"] == ["x": [1, 2]])
        #expect(state.sections["selector"] == .null)
    }

    @Test func nullValuesUseDefaults() throws {
        let state = try decode(#"{"months": {"removed": null, "open": null}, "window": null, "version": null}"#)
        #expect(state == AppState())
    }

    @Test func partialWindowFillsInDefaults() throws {
        let state = try decode(#"{"window": {"width": 800, "maximized": true}}"#)
        #expect(state.window == WindowState(width: 800, height: 560, maximized: true))
    }

    @Test(arguments: [
        #"{"width": 99, "height": 500}"#, #"{"width": 500, "height": 10001}"#,
        #"{"width": -640, "height": 560}"#, #"{"width": 0, "height": 0, "maximized": true}"#,
    ])
    func outOfRangeWindowSizesFallBackToTheDefaultWindow(window: String) throws {
        let state = try decode(#"{"months": {"removed": ["month-1"]}, "window": \#(window)}"#)
        #expect(state.window == .default)
        #expect(state.months.removed == ["month-1"])
    }

    @Test func boundarySizesAreAccepted() throws {
        let state = try decode(#"{"window": {"width": 100, "height": 10000, "maximized": false}}"#)
        #expect(state.window == WindowState(width: 100, height: 10000, maximized: false))
        #expect(state.window.isValid)
    }

    @Test func integralNumbersInAnyNotationAreIntegers() throws {
        let state = try decode(#"{"window": {"width": 8e2, "height": 600.0}}"#)
        #expect(state.window == WindowState(width: 800, height: 600, maximized: false))
    }

    @Test func encodingRoundTripsAndCarriesTheVersion() throws {
        let state = AppState(
            months: DropdownState(removed: ["month-4", "month-1"], open: "month-9"),
            window: WindowState(width: 1024, height: 700, maximized: true))
        let text = JSONWriter.write(state.json, pretty: false)
        #expect(try decode(text) == state)
        #expect(text.contains(#""version":1"#))
    }

    @Test func encodedFormIsStable() {
        let state = AppState(
            months: DropdownState(removed: ["month-4", "month-1"], open: "month-9"),
            window: WindowState(width: 1024, height: 700, maximized: true))
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
        #expect(JSONWriter.write(AppState().json, pretty: false)
            == #"{"months":{"removed":[]},"version":1,"window":{"height":560,"maximized":false,"width":640}}"#)
    }

    @Test func wrongTypesAreErrors() {
        #expect(throws: JSONError(place: .value(path: "months.removed"), reason: "expected an array of strings")) {
            try decode(#"{"months": {"removed": 5}}"#)
        }
        #expect(throws: JSONError(place: .value(path: "window.maximized"), reason: "expected true or false")) {
            try decode(#"{"window": {"maximized": "yes"}}"#)
        }
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
