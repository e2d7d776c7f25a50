import FoldoutGtk
import Glibc
import Testing

@testable import mailbox

/// A Maildir (cur/, new/, tmp/) in a fresh temporary folder.
private struct TemporaryMaildir {
    let path: String

    init() throws {
        var template = Array("/tmp/mailbox-maildir-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        try #require(made != nil)
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        for folder in ["cur", "new", "tmp"] { mkdir("\(path)/\(folder)", 0o700) }
    }

    func write(_ name: String, _ text: String) {
        let fd = open("\(path)/\(name)", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(fd >= 0)
        _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
    }

    func move(_ from: String, _ to: String) { rename("\(path)/\(from)", "\(path)/\(to)") }
    func delete(_ name: String) { unlink("\(path)/\(name)") }
    func remove() { _ = "rm -rf '\(path)'".withCString { system($0) } }
}

private func mail(_ subject: String, from: String = "Mary Somerville <mary@example.org>") -> String {
    "From: \(from)\nSubject: \(subject)\nDate: Tue, 12 Mar 2024 10:14:00 +0100\n\nFirst line of \(subject).\n"
}

/// Runs the main loop (no display needed: GIO and GLib's sources only) and the main actor's
/// other work (the reader's batches) until `done` or 5 s.
@MainActor
func runLoop(upTo seconds: Double = 5, until done: () -> Bool) async -> Bool {
    let deadline = MainLoop.monotonicTime + Int64(seconds * 1_000_000)
    while !done() && MainLoop.monotonicTime < deadline {
        MainLoop.drain()
        try? await Task.sleep(for: .milliseconds(2))
    }
    return done()
}

/// What a source reported.
@MainActor
final class Reports {
    var batches: [[Message]] = []
    var loaded: Int?
    var changes: [MaildirSource.Change] = []

    var events: MaildirSource.Events {
        MaildirSource.Events(
            batch: { [unowned self] in batches.append($0) },
            loaded: { [unowned self] in loaded = $0 },
            changed: { [unowned self] in changes.append($0) })
    }

    func inserted(_ id: String) -> Message? {
        changes.lazy.compactMap { if case .inserted(let m) = $0, m.id == id { m } else { nil } }.first
    }

    func updated(_ id: String) -> Message? {
        changes.lazy.compactMap { if case .updated(let m) = $0, m.id == id { m } else { nil } }.last
    }

    func removed(_ id: String) -> Bool { changes.contains(.removed(id: id)) }
}

@Suite(.serialized)
@MainActor
struct MaildirSourceTests {
    @Test func readsCurAndNewNewestFirstAndSkipsWhatIsNoMessage() async throws {
        let maildir = try TemporaryMaildir()
        defer { maildir.remove() }
        maildir.write("cur/1000.a.host:2,S", mail("Oldest"))
        maildir.write("cur/3000.c.host:2,", mail("Newest"))
        maildir.write("new/2000.b.host", mail("Middle"))
        maildir.write("new/2500.bad.host", "Dear Ada,\nno header here\n")
        maildir.write("cur/.hidden", mail("Hidden"))
        maildir.write("tmp/4000.d.host", mail("Being delivered"))
        let reports = Reports()
        // Batches of one file: one message each.
        let source = MaildirSource(directory: maildir.path + "/", batchSize: 1, events: reports.events)
        #expect(source.directory == maildir.path)
        source.start()
        #expect(source.isLoading)
        #expect(await runLoop { reports.loaded != nil })
        #expect(reports.loaded == 3)
        #expect(reports.batches.map { $0.map(\.subject) } == [["Newest"], ["Middle"], ["Oldest"]])
        #expect(!source.isLoading)
        #expect(Set(source.messages.keys) == ["1000.a.host", "2000.b.host", "3000.c.host"])
        #expect(source.skipped == ["\(maildir.path)/new/2500.bad.host": .noHeaderBlock])
        #expect(source.messages["2000.b.host"]?.path == "\(maildir.path)/new/2000.b.host")
        #expect(reports.changes.isEmpty)
        source.stop()
    }

    @Test func followsDeliveriesFlagChangesEditsAndDeletions() async throws {
        let maildir = try TemporaryMaildir()
        defer { maildir.remove() }
        maildir.write("cur/1000.a.host:2,S", mail("Kept"))
        let reports = Reports()
        let source = MaildirSource(directory: maildir.path, events: reports.events)
        source.start()
        #expect(await runLoop { reports.loaded == 1 })

        // Delivered: written in tmp/, moved into new/.
        maildir.write("tmp/2000.b.host", mail("Fresh"))
        maildir.move("tmp/2000.b.host", "new/2000.b.host")
        #expect(await runLoop { reports.inserted("2000.b.host") != nil })
        #expect(reports.inserted("2000.b.host")?.subject == "Fresh")

        // Read: moved from new/ to cur/ with the Seen flag. The same message, updated.
        reports.changes.removeAll()
        maildir.move("new/2000.b.host", "cur/2000.b.host:2,S")
        #expect(await runLoop { reports.updated("2000.b.host")?.path == "\(maildir.path)/cur/2000.b.host:2,S" })
        _ = await runLoop(upTo: 0.2) { false } // past the check for files that went
        #expect(!reports.removed("2000.b.host"))
        #expect(reports.inserted("2000.b.host") == nil)

        // Flagged: renamed within cur/.
        reports.changes.removeAll()
        maildir.move("cur/2000.b.host:2,S", "cur/2000.b.host:2,FS")
        #expect(await runLoop { reports.updated("2000.b.host")?.path == "\(maildir.path)/cur/2000.b.host:2,FS" })

        // Edited in place.
        reports.changes.removeAll()
        maildir.write("cur/1000.a.host:2,S", mail("Kept, edited"))
        #expect(await runLoop { reports.updated("1000.a.host")?.subject == "Kept, edited" })

        // Something that is no message: skipped, no change.
        reports.changes.removeAll()
        maildir.write("new/3000.c.host", "\u{1}\u{2}\u{3}\u{4}\u{5}")
        #expect(await runLoop { source.skipped["\(maildir.path)/new/3000.c.host"] == .binary })
        #expect(reports.changes.isEmpty)

        // Deleted.
        maildir.delete("cur/2000.b.host:2,FS")
        #expect(await runLoop { reports.removed("2000.b.host") })
        #expect(source.messages.keys.sorted() == ["1000.a.host"])
        source.stop()
    }
}

/// A large Maildir's reading, timed: `MAILBOX_BENCH_MAILDIR=DIR swift test --filter LargeMaildir`
/// (make one with `Examples/tools/make-maildir DIR -n 100000`). Skipped without the variable. It
/// prints the time to the first batch and to the end, and the longest turn of the main loop
/// while the reader parses on another thread.
@Suite(.serialized)
@MainActor
struct LargeMaildirTests {
    nonisolated static let directory = getenv("MAILBOX_BENCH_MAILDIR").map { String(cString: $0) }

    @Test(.enabled(if: directory != nil)) func firstRowsComeLongBeforeTheRest() async throws {
        let directory = try #require(Self.directory)
        let reports = Reports()
        var longestTurn: Int64 = 0
        var lastTurn = MainLoop.monotonicTime
        let start = MainLoop.monotonicTime
        var firstBatch: Int64?
        var longestAt: (Int64, Int) = (0, 0)
        let source = MaildirSource(
            directory: directory,
            events: MaildirSource.Events(
                batch: {
                    if firstBatch == nil { firstBatch = MainLoop.monotonicTime - start }
                    reports.batches.append($0)
                },
                loaded: { reports.loaded = $0 },
                changed: { reports.changes.append($0) }))
        source.start()
        // The loop's turns, seen from a timer every millisecond (an idle source would keep the
        // loop busy and the batches, handed to the main actor, waiting).
        MainLoop.timeout(milliseconds: 1) {
            let now = MainLoop.monotonicTime
            if now - lastTurn > longestTurn {
                longestTurn = now - lastTurn
                longestAt = (now - start, reports.batches.count)
            }
            lastTurn = now
            return reports.loaded == nil
        }
        #expect(await runLoop(upTo: 120) { reports.loaded != nil })
        let total = MainLoop.monotonicTime - start
        print(
            "Maildir \(directory): \(reports.loaded ?? 0) messages in \(total / 1000) ms, \(reports.batches.count) batches; first batch (\(reports.batches.first?.count ?? 0) messages) after \((firstBatch ?? 0) / 1000) ms; longest turn \(longestTurn / 1000) ms (at \(longestAt.0 / 1000) ms, batch \(longestAt.1)); \(source.skipped.count) skipped"
        )
        // Figures, not thresholds (a release build: `swift build -c release -Xswiftc -enable-testing
        // --build-tests`): every message read, none lost.
        #expect(reports.batches.reduce(0) { $0 + $1.count } == reports.loaded)
    }
}
