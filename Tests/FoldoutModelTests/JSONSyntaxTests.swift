import FoldoutModel
import Testing

private func check(_ text: String) -> JSONSyntax.Failure? {
    JSONSyntax.firstError(in: Array(text.utf8))
}

@Suite struct JSONSyntaxTests {
    @Test(arguments: [
        "{}", "[]", " \n{\"a\": [1, -2.5e+3, 0, true, false, null, \"x\\u00e9\\n\\\"\"]}\n",
        "\u{FEFF}{\"a\": {}}", "[1, 2,]", "{\"a\": 1,}", "\"just a string\"", "0", "{\"é\": \"ü\"}",
    ])
    func wellFormedDocumentsPass(text: String) {
        #expect(check(text) == nil)
    }

    @Test func reportsLineAndColumnOfAnUnexpectedCharacter() {
        let failure = check("{\n  \"a\": 1,\n  \"b\": x\n}")
        #expect(failure?.line == 3)
        #expect(failure?.column == 8)
        #expect(failure?.place == "line 3, column 8")
        #expect(failure?.reason.hasPrefix("unexpected character 'x'") == true)
    }

    @Test func columnsCountCharactersNotBytes() {
        let failure = check("[\"é\", x]")
        #expect(failure?.line == 1)
        #expect(failure?.column == 7)
    }

    @Test func emptyDocument() {
        #expect(check("") == JSONSyntax.Failure(line: 1, column: 1, reason: "the file is empty"))
        #expect(check(" \n ")?.place == "line 2, column 2")
    }

    @Test func truncatedDocumentReportsEndOfFile() {
        let failure = check("{\n  \"a\": [1, 2")
        #expect(failure == JSONSyntax.Failure(line: 2, column: 13, reason: "unexpected end of file"))
    }

    @Test(arguments: [
        ("{\"a\" 1}", 1, 6), ("{\"a\": 1} x", 1, 10), ("[01]", 1, 3), ("[1.]", 1, 4), ("[-]", 1, 3),
        ("{a: 1}", 1, 2), ("[tru]", 1, 2), ("[\"\\q\"]", 1, 3), ("[\"\\u12G4\"]", 1, 7),
        ("[\"abc", 1, 2), ("[1 2]", 1, 4), ("{\"a\": 1 \"b\": 2}", 1, 9), ("[,]", 1, 2),
        ("[\"tab\there\"]", 1, 6),
    ])
    func locatesTheFirstError(text: String, line: Int, column: Int) {
        let failure = check(text)
        #expect(failure?.line == line)
        #expect(failure?.column == column)
    }

    @Test func deepNestingDoesNotOverflowTheStack() {
        let failure = check(String(repeating: "[", count: 200_000))
        #expect(failure?.reason == "unexpected end of file")
        #expect(check(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)) == nil)
    }
}
