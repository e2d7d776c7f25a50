import FoldoutCore
import FoldoutTestSupport
import Glibc
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

/// Hostile data: huge values, NUL bytes, paths that are not files. Each is refused with a clear
/// message and nothing hangs.
@Suite struct HostileMenuDataTests {
    private let mebibyte = String(repeating: "a", count: 1 << 20)

    @Test func oneMebibyteValuesAreRefusedAndTheRestLoads() throws {
        let entries: [JSONValue] = [
            ["kind": "link", "title": "Long link", "icon": "i", "url": .string("https://a.org/" + mebibyte)],
            ["kind": "modal", "title": .string(mebibyte), "icon": "i", "detail": "help"],
            ["kind": "email", "title": "Mail", "icon": "i", "address": .string(mebibyte + "@b.org")],
            ["kind": .string(mebibyte), "title": "Odd"],
            ["kind": "modal", "title": "Help", "icon": "help-about-symbolic", "detail": "help"],
        ]
        let text = JSONWriter.write(["sections": [["title": "S", "items": .array(entries)]]], pretty: false)
        let document = try MenuDocument(bytes: Array(text.utf8))
        #expect(document.sections[0].items.map(\.title) == ["Help"])
        #expect(
            document.problems.map(\.description) == [
                "at sections[0].items[0].url: longer than 2048 characters",
                "at sections[0].items[1].title: longer than 2048 characters",
                "at sections[0].items[2].address: longer than 2048 characters",
                "at sections[0].items[3].kind: unknown kind '\(String(repeating: "a", count: 40))' (expected one of: choice, email, link, modal, switch)",
            ])
        #expect(document.problems.allSatisfy { $0.description.count < 200 }, "no message repeats the huge value")
    }

    @Test func aRawNULByteBreaksTheFileWithItsPlace() {
        let bytes = Array(#"{"sections": [{"title": "A"#.utf8) + [0] + Array(#"B", "items": []}]}"#.utf8)
        #expect(throws: JSONError.self) { try MenuDocument(bytes: bytes) }
        do {
            _ = try MenuDocument(bytes: bytes)
        } catch {
            #expect(error.location == "line 1, column 27")
        }
    }

    @Test func escapedNULAndLineBreaksInEveryFieldAreRefused() throws {
        for field in ["title", "icon", "detail"] {
            var entry: [String: JSONValue] = ["kind": "modal", "title": "T", "icon": "i", "detail": "help"]
            entry[field] = "a\u{0}b"
            let text = JSONWriter.write(
                ["sections": [["title": "S", "items": [.object(entry.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })]]]], pretty: false)
            let document = try MenuDocument(bytes: Array(text.utf8))
            #expect(document.problems.map(\.description) == ["at sections[0].items[0].\(field): contains a NUL character"])
        }
        let subject = JSONWriter.write(
            [
                "sections": [
                    [
                        "title": "S",
                        "items": [
                            ["kind": "email", "title": "T", "icon": "i", "address": "a@b.org", "subject": "hi\r\nBcc: x@y.org"]
                        ],
                    ]
                ]
            ], pretty: false)
        #expect(try MenuDocument(bytes: Array(subject.utf8)).problems.map(\.description) == ["at sections[0].items[0].subject: contains a line break"])
    }
}

@Suite struct HostileFileTests {
    @Test func aDirectoryIsRefusedAsNotARegularFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(throws: FileError(operation: "read", path: dir.path, code: EISDIR, reason: "it is a directory, not a regular file")) {
            try TextFile.read(path: dir.path)
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let fifo = dir.appending("pipe.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileError(operation: "read", path: fifo, code: EINVAL, reason: "it is a FIFO (named pipe), not a regular file")) {
            try TextFile.read(path: fifo)
        }
    }

    @Test func anEndlessDeviceIsRefusedWithoutReadingIt() {
        #expect(throws: FileError(operation: "read", path: "/dev/zero", code: EINVAL, reason: "it is a device, not a regular file")) {
            try TextFile.read(path: "/dev/zero")
        }
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("big.json")
        try writeFixture([UInt8](repeating: 0x20, count: 200_000), to: path)
        #expect(throws: FileError(operation: "read", path: path, code: EFBIG, reason: "it is larger than 128 KiB")) {
            try TextFile.read(path: path, limit: 128 * 1024)
        }
        #expect(try TextFile.read(path: path, limit: 200_000).count == 200_000)
        #expect(TextFile.maxSize == 16 * 1024 * 1024)
    }

    @Test func pathsInMessagesAreEscapedAndShortened() {
        #expect(FilePath.shown("/tmp/a\nb\u{0}c\u{1B}.json") == "/tmp/a\\nb\\u{0}c\\u{1b}.json")
        #expect(FilePath.shown("/tmp/ok.json") == "/tmp/ok.json")
        let long = "/" + String(repeating: "x", count: 150_000)
        let shown = FilePath.shown(long)
        #expect(shown == "/" + String(repeating: "x", count: 99) + "…" + String(repeating: "x", count: 100) + " (a path of 150001 characters)")
    }

    @Test func destinationsFromHostilePathsGiveClearMessages() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let fifo = dir.appending("pipe.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases: [(String, String)] = [
            (dir.path, "\(dir.path): cannot read it: it is a directory, not a regular file"),
            (fifo, "\(fifo): cannot read it: it is a FIFO (named pipe), not a regular file"),
            ("/dev/zero", "/dev/zero: cannot read it: it is a device, not a regular file"),
            (dir.appending("a\nb.json"), "\(dir.path)/a\\nb.json: cannot open it: No such file or directory"),
            (
                "/" + String(repeating: "d", count: 131_000),
                "/\(String(repeating: "d", count: 99))…\(String(repeating: "d", count: 100)) (a path of 131001 characters): cannot open it: File name too long"
            ),
        ]
        for (path, message) in cases {
            guard case let .failure(error) = DestinationsFile.load(path: path) else {
                Issue.record("\(path.prefix(80)) loaded")
                continue
            }
            #expect(error.description == message)
        }
    }

    @Test func aOneMebibyteStringInADestinationsFileIsReportedShortly() throws {
        let name = String(repeating: "n", count: 1 << 20)
        let destination: JSONValue = ["name": .string(name), "price": ["amount": 1, "currency": "GBP"]]
        let text = JSONWriter.write(["destinations": [destination, destination]], pretty: false)
        #expect(throws: JSONError.self) { try DestinationCatalog(parsing: Array(text.utf8)) }
        do {
            _ = try DestinationCatalog(parsing: Array(text.utf8))
        } catch {
            #expect(error.description.count < 200)
            #expect(error.reason.hasPrefix("duplicate name \"nnnn"))
        }
    }

    @Test func theStateFileAsADirectoryIsSetAsideNotRead() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("state.json")
        #expect(mkfifo(path, 0o600) == 0)
        guard case let .damaged(error, movedTo) = StateFile(path: path).load() else {
            Issue.record("a FIFO as the state file was not reported")
            return
        }
        #expect(error.reason == "cannot read the file: it is a FIFO (named pipe), not a regular file")
        #expect(movedTo != nil)
    }
}
