import FoldoutModel
import FoldoutTestSupport
import Testing

private func read(_ text: String) throws(JSONError) -> JSONReader {
    try JSONReader(parsing: Array(text.utf8))
}

@Suite struct JSONReaderTests {
    @Test func typedValues() throws {
        let root = try read(#"{"s": "x", "i": -3, "d": 2.5, "b": true, "n": null, "a": [1, 2]}"#)
        #expect(try root.field("s")?.string() == "x")
        #expect(try root.field("i")?.int() == -3)
        #expect(try root.field("d")?.double() == 2.5)
        #expect(try root.field("i")?.double() == -3)
        #expect(try root.field("b")?.bool() == true)
        #expect(try root.field("a")?.array().map { try $0.int() } == [1, 2])
        #expect(try root.members().map(\.key) == ["s", "i", "d", "b", "n", "a"])
    }

    @Test func missingAndNullFieldsAreNil() throws {
        let root = try read(#"{"n": null}"#)
        #expect(try root.field("n") == nil)
        #expect(try root.field("absent") == nil)
        #expect(throws: JSONError(place: .value(path: "n"), reason: "missing value")) { try root.required("n") }
        #expect(throws: JSONError(place: .value(path: "absent"), reason: "missing value")) { try root.required("absent") }
        #expect(JSONReader(nil).isNull)
    }

    @Test func errorsCarryThePath() throws {
        let root = try read(#"{"months": {"removed": ["a", "b", 3]}, "odd key": {"x": [[true]]}}"#)
        let removed = try root.required("months").required("removed").array()
        #expect(removed.map(\.path) == ["months.removed[0]", "months.removed[1]", "months.removed[2]"])
        #expect(throws: JSONError(place: .value(path: "months.removed[2]"), reason: "expected a string")) {
            try removed[2].string()
        }
        do {
            _ = try removed[2].string()
        } catch {
            #expect(error.location == "at months.removed[2]")
            #expect(error.description == "at months.removed[2]: expected a string")
        }
        let inner = try root.required("odd key").required("x").array()[0].array()[0]
        #expect(inner.path == #"["odd key"].x[0][0]"#)
        #expect(throws: JSONError(place: .value(path: #"["odd key"].x[0][0]"#), reason: "expected an integer")) {
            try inner.int()
        }
        #expect(try JSONReader(parsing: Array("[[1]]".utf8)).array()[0].array()[0].path == "[0][0]")
        #expect(JSONReader(1, path: "").error("boom").location == nil)
        #expect(JSONReader(1, path: "").error("boom").description == "boom")
    }

    @Test(arguments: [
        ("a.b", #"["a.b"]"#), ("month-1", "month-1"), ("_x9", "_x9"), ("9lives", #"["9lives"]"#),
        ("", #"[""]"#), ("é", #"["é"]"#), ("say \"hi\"", #"["say \"hi\""]"#),
    ])
    func keysThatAreNotIdentifiersAreQuotedInPaths(key: String, path: String) throws {
        let root = JSONReader(.object([(key: key, value: .number(1))]))
        #expect(try root.field(key)?.path == path)
        #expect(
            try JSONReader(.object([(key: key, value: .number(1))]), path: "top").field(key)?.path
                == (path.hasPrefix("[") ? "top" + path : "top." + path))
    }

    @Test func fieldOfANonObjectIsAnError() throws {
        let root = try read(#"{"list": [1]}"#)
        #expect(throws: JSONError(place: .value(path: "list"), reason: "expected an object")) {
            try root.field("list")?.field("x")
        }
        #expect(throws: JSONError(place: .value(path: ""), reason: "expected a JSON object")) {
            try JSONReader([1]).members(expected: "a JSON object")
        }
    }

    @Test(arguments: [
        ("1.5", true), ("-0.5", true), ("9007199254740992", true), ("-9007199254740992", true), ("1e300", true),
        ("9007199254740991", false), ("-9007199254740991", false), ("1e3", false), ("2.0", false), ("-0", false),
        ("\"1\"", true), ("true", true), ("null", true),
    ])
    func integersMustBeExact(text: String, rejected: Bool) throws {
        let reader = try read(text)
        if rejected {
            #expect(throws: JSONError(place: .value(path: ""), reason: "expected an integer")) { try reader.int() }
        } else {
            #expect(throws: Never.self) { try reader.int() }
        }
        #expect(try read("-9007199254740991").int() == -9_007_199_254_740_991)
    }

    @Test func typeMismatchesUseTheGivenDescription() throws {
        let root = try read(#"{"a": 5}"#)
        let a = try root.required("a")
        #expect(throws: JSONError(place: .value(path: "a"), reason: "expected an array of strings")) {
            try a.array(expected: "an array of strings")
        }
        #expect(throws: JSONError(place: .value(path: "a"), reason: "expected a string or null")) {
            try a.string(expected: "a string or null")
        }
        #expect(throws: JSONError(place: .value(path: "a"), reason: "expected true or false")) { try a.bool() }
        #expect(throws: JSONError(place: .value(path: "a"), reason: "expected an array")) { try a.array() }
        #expect(throws: JSONError(place: .value(path: "a"), reason: "expected a number")) {
            try JSONReader("5", path: "a").double()
        }
    }

    @Test func checkKeysReportsTheFirstUnknownKey() throws {
        let root = try read(#"{"title": "x", "itmes": [], "other": 1}"#)
        #expect(throws: Never.self) { try root.checkKeys(allowed: ["title", "itmes", "other"]) }
        #expect(throws: JSONError(place: .value(path: "itmes"), reason: "unknown key (expected one of: items, title)")) {
            try root.checkKeys(allowed: ["title", "items"])
        }
    }

    @Test func parsingErrorsComeThroughTheReader() {
        #expect(throws: JSONError(place: .text(line: 1, column: 2), reason: "unexpected end of file")) {
            try read("[")
        }
    }
}
