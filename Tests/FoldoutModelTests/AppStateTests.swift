import FoldoutModel
import FoundationEssentials
import Testing

private func decode(_ json: String) throws -> AppState {
    try JSONDecoder().decode(AppState.self, from: Data(json.utf8))
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
        #expect(state == AppState(months: DropdownState(removed: [], open: "month-2"), window: .default))
    }

    @Test func nullValuesUseDefaults() throws {
        let state = try decode(#"{"months": {"removed": null, "open": null}, "window": null}"#)
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

    @Test func encodingRoundTripsAndCarriesTheVersion() throws {
        let state = AppState(
            months: DropdownState(removed: ["month-4", "month-1"], open: "month-9"),
            window: WindowState(width: 1024, height: 700, maximized: true))
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(AppState.self, from: data) == state)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""version":1"#))
    }

    @Test func wrongTypesAreErrors() {
        #expect(throws: DecodingError.self) { try decode(#"{"months": {"removed": 5}}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"window": {"maximized": "yes"}}"#) }
        #expect(throws: DecodingError.self) { try decode("[]") }
    }

    @Test func dropdownStateRoundTripsThroughJSON() throws {
        let state = DropdownState(removed: ["b", "a"], open: "c")
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(DropdownState.self, from: data) == state)
    }
}
