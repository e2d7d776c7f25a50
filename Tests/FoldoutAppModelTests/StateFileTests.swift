import FoldoutTestSupport
import Glibc
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

private let sample = AppState(
    MonthsSection(rows: DropdownSavedState(removed: ["month-2", "month-7"], open: "month-5")))

/// Loads a file holding `text` and returns the damage report, checking the file was moved aside intact.
private func loadDamaged(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> StateFileError?
{
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.appending("state.json")
    try writeFixture(text, to: path)
    guard case .damaged(let error, let movedTo) = StateFile(path: path).load() else {
        Issue.record("expected damage for \(text)", sourceLocation: sourceLocation)
        return nil
    }
    #expect(error.path == path, sourceLocation: sourceLocation)
    #expect(!exists(path), sourceLocation: sourceLocation)
    #expect(try movedTo.map { try TextFile.read(path: $0) } == Array(text.utf8), sourceLocation: sourceLocation)
    return error
}

@Suite struct StateFileLoadSaveTests {
    @Test func missingFileIsMissing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(StateFile(path: dir.appending("state.json")).load() == .missing)
        #expect(StateFile(path: dir.appending("no/such/dir/state.json")).load() == .missing)
        #expect(directoryEntries(dir.path).isEmpty)
    }

    @Test func saveThenLoadRoundTrips() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = StateFile(path: dir.appending("state.json"))
        try file.save(sample)
        #expect(file.load() == .loaded(sample))
        try file.save(AppState())
        #expect(file.load() == .loaded(AppState()))
    }

    @Test func savedFileIsPrettySortedAndVersioned() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = StateFile(path: dir.appending("state.json"))
        try file.save(sample)
        let text = String(decoding: try TextFile.read(path: file.path), as: UTF8.self)
        #expect(text.hasPrefix("{\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\n  \"version\": 1\n"))
        let keys = ["\"months\"", "\"version\""].compactMap { text.firstRange(of: $0)?.lowerBound }
        #expect(keys.count == 2)
        #expect(keys == keys.sorted())
    }

    @Test func saveCreatesParentDirectoriesWithMode0700() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = StateFile(path: dir.appending("a/b/foldout/state.json"))
        try file.save(sample)
        #expect(file.load() == .loaded(sample))
        #expect(permissions(dir.appending("a")) == 0o700)
        #expect(permissions(dir.appending("a/b/foldout")) == 0o700)
    }

    @Test func saveLeavesNoTemporaryFilesAndUsesMode0600() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        try writeFixture("{}", to: path)
        #expect(permissions(path) == 0o644)
        let file = StateFile(path: path)
        try file.save(sample)
        try file.save(AppState())
        #expect(directoryEntries(dir.path) == ["state.json"])
        #expect(permissions(path) == 0o600)
    }

    @Test func saveIntoAFileWhereADirectoryShouldBeThrowsAndKeepsThatFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let blocker = dir.appending("foldout")
        try writeFixture("old contents", to: blocker)
        let file = StateFile(path: blocker + "/state.json")
        #expect(throws: StateFileError.self) { try file.save(sample) }
        do {
            try file.save(sample)
        } catch {
            #expect(error.path == file.path)
            #expect(error.place == nil)
            #expect(error.reason.contains("Not a directory"))
        }
        #expect(try TextFile.read(path: blocker) == Array("old contents".utf8))
        #expect(directoryEntries(dir.path) == ["foldout"])
    }

    @Test func failedRenameRemovesTheTemporaryFileAndKeepsTheOldEntry() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        #expect(mkdir(path, 0o755) == 0)
        try writeFixture("keep me", to: path + "/inside")
        #expect(throws: StateFileError.self) { try StateFile(path: path).save(sample) }
        #expect(directoryEntries(dir.path) == ["state.json"])
        #expect(try TextFile.read(path: path + "/inside") == Array("keep me".utf8))
    }
}

@Suite struct StateFileDamageTests {
    @Test func badJSONIsMovedAsideWithALineAndColumn() throws {
        let error = try loadDamaged("{\n  \"months\": {\n    \"open\": nope\n  }\n}\n")
        #expect(error?.place == "line 3, column 13")
        #expect(error?.reason.hasPrefix("invalid value 'nope'") == true)
        #expect(error?.description.hasSuffix("state.json: line 3, column 13: \(error?.reason ?? "")") == true)
    }

    @Test func damagedCopyIsNamedWithATimestamp() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        try writeFixture("{", to: path)
        guard case .damaged(_, let movedTo?) = StateFile(path: path).load() else {
            Issue.record("expected a moved damaged file")
            return
        }
        let suffix = movedTo.dropFirst(path.count)
        #expect(movedTo.hasPrefix(path + ".damaged-"))
        let stamp = Array(suffix.dropFirst(".damaged-".count))
        #expect(stamp.count == 15)
        #expect(stamp[8] == "-")
        #expect(stamp.enumerated().allSatisfy { $0.offset == 8 || $0.element.isNumber })
    }

    @Test func movingAsideTwiceNeverOverwrites() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        let file = StateFile(path: path)
        let now = time(nil)
        var moved: [String] = []
        for contents in ["first damaged", "second damaged", "third damaged"] {
            try writeFixture(contents, to: path)
            guard case .damaged(_, let movedTo?) = file.load(time: now) else {
                Issue.record("expected a moved damaged file")
                return
            }
            moved.append(movedTo)
        }
        let base = path + ".damaged-" + DamagedFile.stamp(now)
        #expect(moved == [base, base + "-1", base + "-2"])
        #expect(try TextFile.read(path: moved[0]) == Array("first damaged".utf8))
        #expect(try TextFile.read(path: moved[1]) == Array("second damaged".utf8))
        #expect(try TextFile.read(path: moved[2]) == Array("third damaged".utf8))
        #expect(!exists(path))
    }

    @Test func anUnrelatedFileWithTheTargetNameIsNotOverwritten() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        let now = time(nil)
        let base = path + ".damaged-" + DamagedFile.stamp(now)
        try writeFixture("precious", to: base)
        try writeFixture("[", to: path)
        #expect(
            StateFile(path: path).load(time: now)
                == .damaged(
                    StateFileError(path: path, place: "line 1, column 2", reason: "unexpected end of file"),
                    movedTo: base + "-1"))
        #expect(try TextFile.read(path: base) == Array("precious".utf8))
    }

    @Test func wrongTypeOfTheVersionIsDamage() throws {
        let error = try loadDamaged(#"{"version": "1", "months": {"removed": []}}"#)
        #expect(error?.place == "at version")
        #expect(error?.reason == "expected an integer")
        #expect(error?.description.hasSuffix("state.json: at version: expected an integer") == true)
    }

    /// A section of the wrong shape spoils only itself: the file loads, the section says where
    /// and why (its page starts from its defaults), and the other sections are read.
    @Test(arguments: [
        (#"{"months": {"removed": 5}}"#, "at months.removed: expected an array of strings"),
        (#"{"months": {"removed": ["a", "b", 3]}}"#, "at months.removed[2]: expected a string"),
        (#"{"months": {"removed": ["a", null]}}"#, "at months.removed[1]: expected a string"),
        (#"{"months": {"open": 1}}"#, "at months.open: expected a string or null"),
        (#"{"months": 3}"#, "at months: expected an object"),
    ])
    func wrongTypesInASectionAreLocatedAndSpoilOnlyIt(json: String, message: String) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        let text = String(json.dropLast()) + #", "destinations": {"expanded": ["London"]}}"#
        try writeFixture(text, to: path)
        guard case let .loaded(state) = StateFile(path: path).load() else {
            Issue.record("a section of the wrong shape must not make the whole file damaged")
            return
        }
        let errors = [state.section(MonthsSection.self).error].compactMap { $0 }
        #expect(errors.map(\.description) == [message])
        #expect(try state.section(DestinationsSection.self).get().expanded == ["London"])
    }

    @Test func topLevelMustBeAnObject() throws {
        let error = try loadDamaged("[1, 2]")
        #expect(error?.place == nil)
        #expect(error?.reason == "expected a JSON object at the top level")
    }

    @Test func emptyFileIsDamaged() throws {
        let error = try loadDamaged("")
        #expect(error?.place == "line 1, column 1")
    }

    @Test func invalidUTF8IsDamaged() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        let bytes: [UInt8] = [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]
        try writeFixture(bytes, to: path)
        guard case .damaged(let error, let movedTo?) = StateFile(path: path).load() else {
            Issue.record("expected a moved damaged file")
            return
        }
        #expect(error.place == "line 1, column 3")
        #expect(error.reason == "invalid UTF-8 (byte 0xFF)")
        #expect(try TextFile.read(path: movedTo) == bytes)
    }

    @Test func unreadableEntryIsMovedAside() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        #expect(mkdir(path, 0o700) == 0)
        guard case .damaged(let error, let movedTo?) = StateFile(path: path).load() else {
            Issue.record("expected a moved damaged entry")
            return
        }
        #expect(error.reason.hasPrefix("cannot read the file"))
        #expect(!exists(path))
        #expect(exists(movedTo))
    }

    @Test func unknownKeysAndMissingSectionsLoadWithDefaults() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        try writeFixture(#"{"version": 2, "settings": {"theme": "dark"}, "months": {"removed": ["month-1"]}}"#, to: path)
        var expected = AppState(MonthsSection(rows: DropdownSavedState(removed: ["month-1"])))
        expected.sections["settings"] = ["theme": "dark"]
        #expect(StateFile(path: path).load() == .loaded(expected))
        #expect(exists(path))
    }
}

@Suite struct StateFilePathTests {
    @Test func xdgStateHomeWins() {
        let env = ["XDG_STATE_HOME": "/xdg/state", "HOME": "/home/u"]
        #expect(StateFile.defaultPath(environment: env) == "/xdg/state/foldout/state.json")
        #expect(StateFile.defaultPath(environment: ["XDG_STATE_HOME": "/xdg/"]) == "/xdg/foldout/state.json")
    }

    @Test func relativeOrEmptyXdgStateHomeIsIgnored() {
        #expect(
            StateFile.defaultPath(environment: ["XDG_STATE_HOME": "rel/state", "HOME": "/home/u"])
                == "/home/u/.local/state/foldout/state.json")
        #expect(
            StateFile.defaultPath(environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"])
                == "/home/u/.local/state/foldout/state.json")
    }

    @Test func homeAlone() {
        #expect(StateFile.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.local/state/foldout/state.json")
        #expect(StateFile.defaultPath(environment: ["HOME": "/"]) == "/.local/state/foldout/state.json")
    }

    @Test func neitherIsUsable() {
        #expect(StateFile.defaultPath(environment: [:]) == nil)
        #expect(StateFile.defaultPath(environment: ["HOME": ""]) == nil)
        #expect(StateFile.defaultPath(environment: ["HOME": "relative", "XDG_STATE_HOME": "x"]) == nil)
    }

    @Test func errorDescriptionWithoutPlace() {
        let error = StateFileError(path: "/p/state.json", place: nil, reason: "boom")
        #expect(error.description == "/p/state.json: boom")
        #expect(StateFileError(path: "/p", place: "line 1, column 2", reason: "x").description == "/p: line 1, column 2: x")
    }
}
