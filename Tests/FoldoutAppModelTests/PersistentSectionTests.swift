import FoldoutTestSupport
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

/// A page state used only here, as a later page would define one.
private struct CounterSection: PersistentSection {
    static let key = "counter"
    var count = 0
    init() {}
    init(count: Int) { self.count = count }
    init(json: JSONReader) throws(JSONError) {
        count = try json.field("count")?.int() ?? 0
    }
    var json: JSONValue { ["count": .number(Double(count))] }
}

@Suite struct PersistentSectionTests {
    @Test func absentSectionGivesDefaults() throws {
        let state = AppState()
        #expect(try state.section(CounterSection.self).get() == CounterSection())
    }

    @Test func sectionRoundTripsThroughTheFileFormat() throws {
        var state = AppState()
        state.setSection(CounterSection(count: 7))
        let text = JSONWriter.write(state.json)
        let read = try AppState(json: JSONReader(parsing: Array(text.utf8)))
        #expect(try read.section(CounterSection.self).get().count == 7)
        #expect(read == state)
    }

    @Test func unknownSectionsFromANewerVersionSurviveASave() throws {
        let text = #"{"version": 1, "future": {"x": [1, 2]}, "months": {"removed": []}}"#
        var state = try AppState(json: JSONReader(parsing: Array(text.utf8)))
        state.setSection(CounterSection(count: 1))
        let again = try AppState(json: JSONReader(parsing: Array(JSONWriter.write(state.json).utf8)))
        #expect(again.sections["future"] == ["x": [1, 2]])
    }

    @Test func damagedSectionIsReportedWithItsPathAndDoesNotSpoilTheRest() throws {
        let text = #"{"counter": {"count": "many"}, "months": {"removed": ["month-2"]}}"#
        let state = try AppState(json: JSONReader(parsing: Array(text.utf8)))
        #expect(try state.section(MonthsSection.self).get().rows.removed == ["month-2"])
        switch state.section(CounterSection.self) {
        case .success: Issue.record("a string where an integer belongs must not load")
        case let .failure(error): #expect(error.description.contains("counter.count"))
        }
    }
}
