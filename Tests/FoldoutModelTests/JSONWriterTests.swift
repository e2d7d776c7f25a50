import FoldoutModel
import Testing

private func compact(_ value: JSONValue) -> String {
    JSONWriter.write(value, pretty: false, sortedKeys: false)
}

@Suite struct JSONWriterTests {
    @Test func prettyOutputIsIndentedSortedAndEndsWithANewline() {
        let value: JSONValue = ["b": [1, "two", nil, [:], []], "a": ["z": true, "y": false], "c": 1.5]
        #expect(
            JSONWriter.write(value) == """
                {
                  "a": {
                    "y": false,
                    "z": true
                  },
                  "b": [
                    1,
                    "two",
                    null,
                    {},
                    []
                  ],
                  "c": 1.5
                }

                """)
        #expect(JSONWriter.write([]) == "[]\n")
        #expect(JSONWriter.write("x") == "\"x\"\n")
    }

    @Test func compactOutputKeepsOrderUnlessSorted() {
        let value: JSONValue = ["b": 1, "a": [2, 3], "C": nil]
        #expect(compact(value) == #"{"b":1,"a":[2,3],"C":null}"#)
        #expect(JSONWriter.write(value, pretty: false) == #"{"C":null,"a":[2,3],"b":1}"#)
        #expect(JSONWriter.write(value, sortedKeys: false) == "{\n  \"b\": 1,\n  \"a\": [\n    2,\n    3\n  ],\n  \"C\": null\n}\n")
    }

    @Test func keysSortByUnicodeScalarsAndStably() {
        let value: JSONValue = .object([("é", 1), ("z", 2), ("a", 3), ("Z", 4), ("a", 5), ("", 6), ("aa", 7)])
        #expect(JSONWriter.write(value, pretty: false) == #"{"":6,"Z":4,"a":3,"a":5,"aa":7,"z":2,"é":1}"#)
    }

    @Test func stringEscaping() {
        #expect(compact("quote \" backslash \\ slash /") == #""quote \" backslash \\ slash /""#)
        #expect(compact("\u{8}\u{9}\u{A}\u{C}\u{D}") == #""\b\t\n\f\r""#)
        #expect(compact("\u{0}\u{1}\u{1F}\u{7F}\u{B}") == #""\u0000\u0001\u001f\u007f\u000b""#)
        #expect(compact("é 😀 日本 \u{2028} \u{80}") == "\"é 😀 日本 \u{2028} \u{80}\"")
        #expect(compact(["tab\tkey": "v"]) == #"{"tab\tkey":"v"}"#)
    }

    @Test func everyControlCharacterIsEscapedAndReadsBack() throws {
        let all = String(String.UnicodeScalarView((0...0x7F).compactMap(Unicode.Scalar.init)))
        let text = compact(.string(all))
        #expect(!text.utf8.contains { $0 < 0x20 })
        #expect(try JSONParser.parse(text) == .string(all))
    }

    @Test(
        arguments: [
            (0, "0"), (-0.0, "-0"), (1, "1"), (-42, "-42"), (1e3, "1000"), (1.5, "1.5"), (-0.1225, "-0.1225"),
            (9_007_199_254_740_991, "9007199254740991"), (9_007_199_254_740_992, "9007199254740992.0"), (1e16, "1e+16"),
            (1e300, "1e+300"), (1e-7, "1e-07"), (.leastNonzeroMagnitude, "5e-324"), (0.1, "0.1"),
            (.infinity, "null"), (-.infinity, "null"), (.nan, "null"),
        ] as [(Double, String)])
    func numbers(value: Double, text: String) {
        #expect(compact(.number(value)) == text)
    }

    @Test func numbersReadBackExactly() throws {
        for value in [0.1, 1.0 / 3, -2.5e-300, 1.7976931348623157e308, 123456.789, .leastNonzeroMagnitude, 2e53] {
            #expect(try JSONParser.parse(compact(.number(value))) == .number(value))
        }
    }

    @Test func roundTripsThroughTheParser() throws {
        let value: JSONValue = [
            "name": "Foldout \"é\" \\ \u{1}\n😀", "list": [1, -0.5, 1e100, true, false, nil, [], [:], [[[]]]],
            "nested": ["a": ["b": ["c": "d"]]], "": "empty key",
        ]
        for pretty in [false, true] {
            for sorted in [false, true] {
                let text = JSONWriter.write(value, pretty: pretty, sortedKeys: sorted)
                #expect(try JSONParser.parse(text) == value)
                // Writing what was read gives the same text: the output is stable.
                #expect(JSONWriter.write(try JSONParser.parse(text), pretty: pretty, sortedKeys: sorted) == text)
            }
        }
    }

    @Test func objectEqualityIgnoresMemberOrder() {
        #expect(JSONValue.object([("a", 1), ("b", 2)]) == .object([("b", 2), ("a", 1)]))
        #expect(JSONValue.object([("a", 1), ("b", 2)]) != .object([("a", 2), ("b", 1)]))
        #expect(JSONValue.object([("a", 1)]) != .object([("a", 1), ("b", 1)]))
        #expect(JSONValue.array([1, 2]) != .array([2, 1]))
        #expect(JSONValue.number(1) != .string("1"))
        #expect(JSONValue.null != .bool(false))
    }
}
