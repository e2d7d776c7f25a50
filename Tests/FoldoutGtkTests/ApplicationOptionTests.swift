import Testing

@testable import FoldoutGtk

/// Runs a throw-away application with `arguments`; returns what its option handler saw.
@MainActor
private func given(_ arguments: [String]) -> (status: Int32, options: GivenOptions?) {
    let app = Application(id: "io.github.foldout.OptionTest", unique: false)
    var seen: GivenOptions?
    app.addOptions([
        ApplicationOption(name: "flag", help: "A flag"),
        ApplicationOption(name: "file", help: "A file", argument: .filename(placeholder: "FILE")),
        ApplicationOption(name: "text", help: "A string", argument: .string(placeholder: "TEXT")),
    ]) { options in
        seen = options
        return 7 // stop before start-up: no display or bus needed
    }
    return (app.run(arguments: ["test"] + arguments), seen)
}

@Suite(.serialized)
@MainActor
struct ApplicationOptionTests {
    @Test func filenameAndStringOptionsAreRead() {
        let result = given(["--file", "/tmp/my places/dest ü.json", "--text=héllo", "--flag"])
        #expect(result.status == 7)
        #expect(result.options?.value("file") == "/tmp/my places/dest ü.json")
        #expect(result.options?.value("text") == "héllo")
        #expect(result.options?.contains("flag") == true)
        #expect(result.options?.contains("file") == true)
    }

    @Test func absentOptionsHaveNoValue() {
        let result = given([])
        #expect(result.options?.names.isEmpty == true)
        #expect(result.options?.value("file") == nil)
        #expect(result.options?.contains("flag") == false)
    }
}
