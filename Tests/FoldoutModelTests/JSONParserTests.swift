import FoldoutModel
import Testing

private func parse(_ text: String) throws(JSONError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}

/// The error for `bytes`, or nil if they parse.
private func failure(_ bytes: [UInt8]) -> JSONError? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

private func failure(_ text: String) -> JSONError? {
    failure(Array(text.utf8))
}

@Suite struct JSONParserValueTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e+3, 0, true, false, null, "x"], "b": {}, "c": []} "#)
        #expect(value == ["a": [1, -2500, 0, true, false, nil, "x"], "b": [:], "c": []])
        #expect(try parse("\"just a string\"") == "just a string")
        #expect(try parse("0") == 0)
        #expect(try parse(" null ") == nil)
    }

    @Test func objectsKeepTheirMemberOrder() throws {
        guard case .object(let members) = try parse(#"{"b": 1, "a": 2, "c": 3}"#) else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "c"])
    }

    @Test func everySimpleEscape() throws {
        #expect(try parse(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{8} \u{C} \n \r \t"))
    }

    @Test func unicodeEscapes() throws {
        #expect(try parse(#""\u0041\u00e9\u00E9\u20ac\u0000""#) == .string("Aéé€\u{0}"))
        #expect(try parse(#""\ud83d\ude00 \uD834\uDD1E""#) == .string("😀 𝄞"))
        #expect(try parse(#""x\u0301""#) == .string("x\u{301}"))
    }

    @Test func rawNonASCIIIsKept() throws {
        #expect(try parse(#"{"é": "ü 😀 日本"}"#) == ["é": "ü 😀 日本"])
    }

    @Test func leadingByteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": {}}"#.utf8)) == ["a": [:]])
        // A mark anywhere else is an error.
        #expect(failure("[\u{FEFF}1]")?.reason == "unexpected character U+FEFF (expected a value)")
    }

    @Test(arguments: [
        ("-0", -0.0), ("0", 0), ("1e3", 1000), ("1E+3", 1000), ("1.5", 1.5), ("-12.25e-2", -0.1225),
        ("123456789012345678901234567890", 1.2345678901234568e29), ("1e308", 1e308), ("1e-400", 0),
        ("9007199254740993", 9_007_199_254_740_992),
    ])
    func numbers(text: String, expected: Double) throws {
        #expect(try parse(text) == .number(expected))
    }

    @Test func minusZeroKeepsItsSign() throws {
        guard case .number(let value) = try parse("-0") else {
            Issue.record("expected a number")
            return
        }
        #expect(value.sign == .minus)
    }

    @Test func numbersBeyondDoubleAreErrors() {
        #expect(failure("[1e400]") == JSONError(place: .text(line: 1, column: 2), reason: "number 1e400 is out of range"))
        #expect(failure("-1e999")?.reason == "number -1e999 is out of range")
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = JSONParser.maxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try parse(text)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            value = elements.first ?? .null
        }
        #expect(levels == depth)
        let objects = String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        _ = try parse(objects)
    }

    @Test func nestingBeyondTheLimitIsAnErrorNotACrash() {
        let depth = JSONParser.maxDepth
        let expected = JSONError(place: .text(line: 1, column: depth + 1), reason: "too deeply nested (the limit is 512 levels)")
        #expect(failure(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)) == expected)
        #expect(failure(String(repeating: "[", count: 1_000_000)) == expected)
        #expect(failure(String(repeating: #"{"a":"#, count: 100_000))?.reason == expected.reason)
    }
}

@Suite struct JSONParserErrorTests {
    @Test func reportsLineAndColumnOnMultiLineInput() {
        let error = failure("{\n  \"a\": 1,\n  \"b\": x\n}")
        #expect(error?.place == .text(line: 3, column: 8))
        #expect(error?.location == "line 3, column 8")
        #expect(error?.reason == "unexpected character 'x' (expected a value)")
        #expect(error?.description == "line 3, column 8: unexpected character 'x' (expected a value)")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(failure("[\"é\", x]")?.place == .text(line: 1, column: 7))
        #expect(failure("[\"e\u{301}😀\", x]")?.place == .text(line: 1, column: 8))
        #expect(failure("\u{FEFF}[x]")?.place == .text(line: 1, column: 2))
        #expect(failure("[\n\t\"日本\", x]")?.place == .text(line: 2, column: 8))
    }

    @Test func emptyInput() {
        #expect(failure("") == JSONError(place: .text(line: 1, column: 1), reason: "the file is empty"))
        #expect(failure(" \n ")?.place == .text(line: 2, column: 2))
        #expect(failure([0xEF, 0xBB, 0xBF])?.reason == "the file is empty")
    }

    @Test func truncatedInputReportsEndOfFile() {
        #expect(failure("{\n  \"a\": [1, 2") == JSONError(place: .text(line: 2, column: 13), reason: "unexpected end of file"))
        #expect(failure("[")?.reason == "unexpected end of file")
        #expect(failure("{\"a\":")?.reason == "unexpected end of file")
        #expect(failure("\"ab\\")?.reason == "unexpected end of file in a string")
        #expect(failure("\"\\u12")?.reason == "unexpected end of file in a string")
    }

    @Test func trailingGarbage() {
        #expect(
            failure("{\"a\": 1} x")
                == JSONError(place: .text(line: 1, column: 10), reason: "unexpected character 'x' after the end of the JSON value"))
        #expect(failure("1 2")?.place == .text(line: 1, column: 3))
        #expect(failure("{}{}")?.place == .text(line: 1, column: 3))
        #expect(failure("[]\0")?.reason == "unexpected character U+0000 after the end of the JSON value")
    }

    @Test func trailingCommasAreRejectedAtTheComma() {
        #expect(failure("[1, 2,]") == JSONError(place: .text(line: 1, column: 6), reason: "trailing comma (a value must follow ',')"))
        #expect(failure("{\"a\": 1,\n}")?.place == .text(line: 1, column: 8))
    }

    @Test func commentsAreRejected() {
        #expect(failure("[1, // one\n2]") == JSONError(place: .text(line: 1, column: 5), reason: "comments are not allowed in JSON"))
        #expect(failure("/* x */ {}")?.reason == "comments are not allowed in JSON")
    }

    @Test func duplicateKeysAreRejectedAtTheSecondKey() {
        #expect(
            failure("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}")
                == JSONError(place: .text(line: 4, column: 3), reason: #"duplicate key "a" (first at line 2, column 3)"#))
        #expect(failure(#"{"x": {"a": 1, "a": 1}}"#)?.place == .text(line: 1, column: 16))
        #expect(failure(#"[{"a": 1}, {"a": 2}]"#) == nil) // the same key in different objects is fine
        // Keys compare as Swift strings: canonically equivalent spellings are the same key.
        #expect(failure("{\"é\": 1, \"e\u{301}\": 2}")?.reason.hasPrefix("duplicate key") == true)
        #expect(failure(#"{"é": 1, "e\u0301": 2}"#)?.place == .text(line: 1, column: 10))
    }

    @Test(arguments: [
        ("{\"a\" 1}", 1, 6, "unexpected character '1' (expected ':')"),
        ("[01]", 1, 3, "unexpected character '1' (expected ',' or ']')"),
        ("[1.]", 1, 4, "unexpected character ']' (expected a digit)"),
        ("[.5]", 1, 2, "unexpected character '.' (expected a value)"),
        ("[1e]", 1, 4, "unexpected character ']' (expected a digit)"),
        ("[-]", 1, 3, "unexpected character ']' (expected a digit)"),
        ("[+1]", 1, 2, "unexpected character '+' (expected a value)"),
        ("{a: 1}", 1, 2, "unexpected character 'a' (expected a string key)"),
        ("{'a': 1}", 1, 2, "unexpected character ''' (expected a string key)"),
        ("[tru]", 1, 2, "invalid value 'tru' (expected a string, number, object, array, true, false or null)"),
        ("[NaN]", 1, 2, "unexpected character 'N' (expected a value)"),
        ("nulls", 1, 5, "unexpected character 's' after the end of the JSON value"),
        ("[1 2]", 1, 4, "unexpected character '2' (expected ',' or ']')"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "unexpected character '\"' (expected ',' or '}')"),
        ("[,]", 1, 2, "unexpected character ',' (expected a value)"),
        ("[\"abc", 1, 2, "unterminated string"),
        ("[\"\\q\"]", 1, 3, "invalid escape sequence '\\q' in a string"),
        ("[\"\\U0041\"]", 1, 3, "invalid escape sequence '\\U' in a string"),
        ("[\"\\u12G4\"]", 1, 7, "invalid \\u escape in a string (expected a hexadecimal digit)"),
        ("[\"tab\there\"]", 1, 6, "unescaped control character U+0009 in a string"),
        ("[\"line\nbreak\"]", 1, 7, "unescaped control character U+000A in a string"),
        ("[\"nul\0\"]", 1, 6, "unescaped control character U+0000 in a string"),
        ("\0", 1, 1, "unexpected character U+0000 (expected a value)"),
        ("[é]", 1, 2, "unexpected character 'é' (expected a value)"),
    ])
    func locatesAndExplainsTheFirstError(text: String, line: Int, column: Int, reason: String) {
        #expect(failure(text) == JSONError(place: .text(line: line, column: column), reason: reason))
    }

    @Test(arguments: [
        (#""\ud83d""#, #"unpaired surrogate \uD83D in a string"#),
        (#""\ud83dx""#, #"unpaired surrogate \uD83D in a string"#),
        (#""\ud83d\n""#, #"unpaired surrogate \uD83D in a string"#),
        (#""\ud83d\u0041""#, #"unpaired surrogate \uD83D in a string"#),
        (#""\ud83d\ud83d""#, #"unpaired surrogate \uD83D in a string"#),
        (#""\ude00""#, #"unpaired surrogate \uDE00 in a string"#),
        (#""\ude00\ud83d""#, #"unpaired surrogate \uDE00 in a string"#),
    ])
    func loneSurrogatesAreRejected(text: String, reason: String) {
        #expect(failure(text) == JSONError(place: .text(line: 1, column: 2), reason: reason))
    }

    @Test(
        arguments: [
            ([0x22, 0xFF, 0x22], "invalid UTF-8 (byte 0xFF)"), // never valid
            ([0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 (byte 0xC0)"), // overlong '/'
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid UTF-8 (byte 0xE0)"), // overlong
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 (byte 0xED)"), // encoded surrogate U+D800
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 (byte 0xF4)"), // beyond U+10FFFF
            ([0x22, 0x80, 0x22], "invalid UTF-8 (byte 0x80)"), // lone continuation byte
            ([0x22, 0xC3, 0x22], "invalid UTF-8 (byte 0xC3)"), // truncated sequence
            ([0x22, 0xE2, 0x82], "invalid UTF-8 (byte 0xE2)"), // truncated at the end of the input
            ([0xFF], "invalid UTF-8 (byte 0xFF)"), // outside a string
        ] as [([UInt8], String)])
    func invalidUTF8IsRejected(bytes: [UInt8], reason: String) {
        let column = bytes.count == 1 ? 1 : 2
        #expect(failure(bytes) == JSONError(place: .text(line: 1, column: column), reason: reason))
    }

    @Test func validUTF8OfEveryLengthIsAccepted() throws {
        let text = "\u{7F}\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}"
        #expect(try parse("\"\(text)\"") == .string(text))
    }
}
