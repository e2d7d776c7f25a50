import FoldoutTestSupport
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

private func load(_ text: String) throws(JSONError) -> SelectorFile {
    try SelectorFile.parse(Array(text.utf8))
}

/// The error `text` gives, as "place: reason".
private func failure(_ text: String) -> String { parseFailure(text, SelectorFile.parse) }

@Suite struct SelectorFileTests {
    @Test func aFileWithoutFollowsIsTheKitsOptions() throws {
        let file = try load(#"{"name": "Sport", "placeholder": "Select a Sport", "options": ["Soccer", "Hockey"]}"#)
        #expect(file.follows == nil)
        #expect(file.options == SelectorOptions(name: "Sport", placeholder: "Select a Sport", options: ["Soccer", "Hockey"]))
        #expect(file.options(for: "Soccer").options == ["Soccer", "Hockey"])
    }

    @Test func optionsForEachChoiceOfTheFollowedSelector() throws {
        let file = try load(
            #"""
            {"name": "Position", "placeholder": "Select a Position", "options": ["Coach"],
             "follows": "sport", "for": {"Soccer": ["Goalkeeper", "Coach"], "Hockey": ["Goaltender", "Coach"]}}
            """#)
        #expect(file.follows == "sport")
        #expect(file.options(for: "Soccer").options == ["Goalkeeper", "Coach"])
        #expect(file.options(for: "Hockey").options == ["Goaltender", "Coach"])
        #expect(file.options(for: "Hockey").name == "Position")
        #expect(file.options(for: "Hockey").placeholder == "Select a Position")
        // Nothing chosen, or a choice without a list: the file's own options.
        #expect(file.options(for: nil).options == ["Coach"])
        #expect(file.options(for: "Baseball").options == ["Coach"])
        let sports = SelectorOptions(name: "Sport", placeholder: "Select a Sport", options: ["Soccer", "Baseball"])
        #expect(file.unknownChoices(of: sports) == ["Hockey"])
    }

    @Test func badFilesNameThePlaceAndTheReason() {
        let head = #""name": "Position", "placeholder": "Select a Position", "options": ["Coach"]"#
        #expect(failure("{\(head), \"follows\": \"sport\"}") == "at follows: “follows” needs “for”: the options for each choice")
        #expect(
            failure("{\(head), \"for\": {\"Soccer\": [\"Coach\"]}}")
                == "at for: “for” needs “follows”: the id of the selector whose choice picks the options")
        #expect(
            failure("{\(head), \"follows\": \"sport\", \"for\": {\"Soccer\": [\"Coach\", \"coach\"]}}")
                == #"at for.Soccer[1]: duplicate option "coach" (also at for.Soccer[0])"#)
        #expect(failure("{\(head), \"follows\": \"sport\", \"for\": {\"Soccer\": []}}") == "at for.Soccer: no options (the list is empty)")
        #expect(failure("{\(head), \"follows\": \" \", \"for\": {}}") == "at follows: empty text")
        #expect(failure("{\(head), \"follows\": \"sport\", \"for\": []}").hasPrefix("at for: "))
        #expect(failure("{\(head), \"sport\": 1}").contains("sport"))
    }

    @Test func theShippedPositionsFollowTheShippedSports() throws {
        let sports = try SelectorFile.load(path: "data/sports.json").get()
        let positions = try SelectorFile.load(path: "data/positions.json").get()
        #expect(positions.follows == "sport")
        #expect(positions.unknownChoices(of: sports.options) == [])
        for sport in sports.options.options {
            #expect(positions.optionsByChoice[sport] != nil, "positions for \(sport)")
        }
    }
}
