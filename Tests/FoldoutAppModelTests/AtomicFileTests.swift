import FoldoutAppModel
import FoldoutModel
import FoldoutTestSupport
import Glibc
import Testing

@Suite struct AtomicFileTests {
    @Test func writesAndReplacesContents() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("data.bin")
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(try TextFile.read(path: path) == [1, 2, 3])
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try AtomicFile.write(large, to: path)
        #expect(try TextFile.read(path: path) == large)
        try AtomicFile.write([], to: path)
        #expect(try TextFile.read(path: path) == [])
        #expect(directoryEntries(dir.path) == ["data.bin"])
        #expect(permissions(path) == 0o600)
    }

    @Test func customModesAreApplied() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("sub/data.txt")
        try AtomicFile.write(Array("x".utf8), to: path, directoryMode: 0o750, fileMode: 0o640)
        #expect(permissions(path) == 0o640)
        #expect(permissions(dir.appending("sub")) == 0o750)
    }

    @Test func readingAMissingFileThrowsENOENT() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("absent")
        #expect(throws: FileError(operation: "open", path: path, code: ENOENT)) {
            try TextFile.read(path: path)
        }
        #expect(
            FileError(operation: "open", path: path, code: ENOENT).description
                == "cannot open \(path): No such file or directory")
    }

    @Test func directoryCreationRejectsFilesInThePath() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try writeFixture("x", to: dir.appending("file"))
        #expect(throws: FileError.self) { try Directory.create(dir.appending("file/sub")) }
        try Directory.create(dir.appending("x//y/"))
        #expect(permissions(dir.appending("x/y")) == 0o700)
        try Directory.create(dir.appending("x/y")) // existing: no error
    }

    @Test func leftoversOfKilledWritesAreRemovedAndNothingElse() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        try AtomicFile.write(Array("{}".utf8), to: path)
        for name in [".state.json.tmp-abc", ".state.json.tmp-1z", ".state.json.tmp-", ".other.json.tmp-x", "state.json.tmp-x", "notes"] {
            try writeFixture("half a fi", to: dir.appending(name))
        }
        #expect(AtomicFile.removeLeftovers(of: path) == 2)
        #expect(directoryEntries(dir.path) == [".other.json.tmp-x", ".state.json.tmp-", "notes", "state.json", "state.json.tmp-x"])
        #expect(try TextFile.read(path: path) == Array("{}".utf8))
        #expect(AtomicFile.removeLeftovers(of: dir.appending("missing/state.json")) == 0)
    }

    @Test func loadingTheStateFileRemovesLeftoversOfKilledSaves() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = StateFile(path: dir.appending("state.json"))
        try writeFixture("{\"version\": 1, \"mon", to: dir.appending(".state.json.tmp-killed"))
        #expect(file.load() == .missing)
        #expect(directoryEntries(dir.path).isEmpty)
        try file.save(AppState())
        try writeFixture("{", to: dir.appending(".state.json.tmp-killed2"))
        #expect(file.load() == .loaded(AppState()))
        #expect(directoryEntries(dir.path) == ["state.json"])
    }
}
