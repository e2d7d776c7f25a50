import CFoldoutGtk
import Glibc
import Testing

@testable import FoldoutGtk

/// A fresh folder under the temporary directory, removed (with its files) by ``remove()``.
private struct TemporaryFolder {
    let path: String

    init() throws {
        var template = Array("\(String(cString: g_get_tmp_dir()))/foldout-monitor-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        try #require(made != nil, "mkdtemp failed")
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    func subfolder(_ name: String) -> String {
        let sub = "\(path)/\(name)"
        mkdir(sub, 0o700)
        return sub
    }

    func remove() {
        let command = "rm -rf '\(path)'"
        _ = command.withCString { system($0) }
    }
}

private func write(_ text: String, to path: String, append: Bool = false) {
    let fd = open(path, O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0o600)
    precondition(fd >= 0, "cannot open \(path)")
    _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
    close(fd)
}

/// Runs the main loop until `done` holds or `seconds` pass; returns `done()`.
@MainActor
private func runLoop(upTo seconds: Double = 5, until done: () -> Bool) -> Bool {
    let deadline = MainLoop.monotonicTime + Int64(seconds * 1_000_000)
    while !done() && MainLoop.monotonicTime < deadline {
        if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
    }
    return done()
}

/// Counts its own releases (a handler under test captures one).
@MainActor
private final class MonitorTracker {
    nonisolated(unsafe) static var released = 0
    deinit { MonitorTracker.released += 1 }
}

/// Records a monitor's events.
@MainActor
private final class Recorder {
    var events: [FileMonitor.Event] = []
    func saw(_ event: FileMonitor.Event) -> Bool { events.contains(event) }
}

@Suite(.serialized)
@MainActor
struct FileMonitorTests {
    @Test func createChangeDeleteAndRenameAreReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recorder = Recorder()
        let monitor = try FileMonitor(directory: folder.path) { [recorder] in recorder.events.append($0) }
        #expect(monitor.directory == folder.path)
        let file = "\(folder.path)/message"

        write("From: a\n", to: file)
        #expect(runLoop { recorder.saw(.created(file)) && recorder.saw(.changed(file)) })

        recorder.events.removeAll()
        write("Subject: b\n", to: file, append: true)
        #expect(runLoop { recorder.saw(.changed(file)) })
        #expect(!recorder.events.contains(.created(file)))

        recorder.events.removeAll()
        let renamed = "\(folder.path)/message:2,S"
        rename(file, renamed)
        #expect(runLoop { recorder.saw(.renamed(from: file, to: renamed)) })
        #expect(!recorder.events.contains(.deleted(file)))
        #expect(FileMonitor.Event.renamed(from: file, to: renamed).path == renamed)

        recorder.events.removeAll()
        unlink(renamed)
        #expect(runLoop { recorder.saw(.deleted(renamed)) })
        monitor.cancel()
        #expect(monitor.isCancelled)
    }

    @Test func movesBetweenWatchedFoldersNameBothEnds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let new = folder.subfolder("new")
        let cur = folder.subfolder("cur")
        let tmp = folder.subfolder("tmp")
        let recorder = Recorder()
        let monitors = try [new, cur].map { try FileMonitor(directory: $0) { [recorder] in recorder.events.append($0) } }

        // Delivered the Maildir way: written in tmp/ (not watched), then moved into new/.
        write("From: a\n", to: "\(tmp)/1", append: false)
        rename("\(tmp)/1", "\(new)/1")
        #expect(runLoop { recorder.events.contains { if case .movedIn("\(new)/1", _) = $0 { true } else { false } } })

        recorder.events.removeAll()
        rename("\(new)/1", "\(cur)/1:2,S")
        #expect(runLoop { recorder.saw(.movedOut("\(new)/1", to: "\(cur)/1:2,S")) && recorder.saw(.movedIn("\(cur)/1:2,S", from: "\(new)/1")) })
        #expect(!recorder.events.contains { if case .deleted = $0 { true } else { false } })
        _ = monitors
    }

    @Test func aCancelledMonitorIsSilentAndItsHandlerIsReleased() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        MonitorTracker.released = 0
        var calls = 0
        do {
            let tracker = MonitorTracker()
            let monitor = try FileMonitor(directory: folder.path) { _ in
                _ = tracker
                calls += 1
            }
            monitor.cancel()
            write("x", to: "\(folder.path)/after-cancel")
            _ = runLoop(upTo: 0.3) { false }
        }
        MainLoop.drain()
        #expect(calls == 0)
        #expect(MonitorTracker.released == 1)
    }

    @Test func idleBatchesKeepToTheirBudgetAndFinish() {
        var steps = 0
        var otherTurns = 0
        var done = false
        var batches: [Int] = []
        MainLoop.idleBatches(budget: .milliseconds(4), afterEachBatch: { batches.append(steps) }) {
            usleep(1_000)
            steps += 1
            if steps == 30 { done = true }
            return steps < 30
        }
        // Another idle source of the same priority: it runs between two batches.
        MainLoop.idle {
            otherTurns += 1
            return !done
        }
        #expect(runLoop { done })
        #expect(steps == 30)
        #expect(otherTurns >= 4)
        // Batches of a few 1 ms steps each (4 ms budget), the last one ending with the last step.
        #expect(batches.count >= 4)
        #expect(batches.last == 30)
        #expect(zip(batches, [0] + batches).allSatisfy { $0 - $1 >= 1 && $0 - $1 <= 5 })
    }
}
