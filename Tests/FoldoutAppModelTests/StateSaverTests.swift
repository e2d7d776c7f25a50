import Dispatch
import FoldoutTestSupport
import Glibc
import Synchronization
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

/// Errors reported by a saver, collected across its thread.
private final class Reports: Sendable {
    private let errors = Mutex<[StateFileError]>([])
    func add(_ error: StateFileError) { errors.withLock { $0.append(error) } }
    var all: [StateFileError] { errors.withLock { $0 } }
}

/// A count kept across threads.
private final class Counter: Sendable {
    private let count = Mutex(0)
    /// Counts one; the count after it.
    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
    var value: Int { count.withLock { $0 } }
}

/// A state told apart by `number`.
private func state(_ number: Int) -> AppState {
    var state = AppState()
    state.sections["probe"] = .number(Double(number))
    return state
}

@Suite struct StateSaverTests {
    @Test func theNewestStateIsOnDiskAfterFlush() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = StateFile(path: dir.appending("state.json"))
        let reports = Reports()
        let saver = StateSaver(file: file) { reports.add($0) }
        var last = AppState()
        for width in 400..<600 {
            last = state(width)
            saver.save(last)
        }
        saver.flush()
        #expect(file.load() == .loaded(last))
        #expect(reports.all.isEmpty)
        // Nothing left half-written beside it.
        #expect(directoryEntries(dir.path) == ["state.json"])
    }

    @Test func aFailedWriteIsReportedAndTheNextStillWritten() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // A directory where the file should be: the rename fails.
        let path = dir.appending("state.json")
        #expect(mkdir(path, 0o700) == 0)
        let reports = Reports()
        let saver = StateSaver(file: StateFile(path: path)) { reports.add($0) }
        saver.save(state(700))
        saver.flush()
        #expect(reports.all.count == 1)
        #expect(reports.all.first?.path == path)
        rmdir(path)
        let written = state(800)
        saver.save(written)
        saver.flush()
        #expect(StateFile(path: path).load() == .loaded(written))
    }

    @Test func aStateSavedDuringAWriteIsWrittenAfterIt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // The first write fails (a directory where the file should be), and its error handler,
        // on the writer's thread, holds the write until the test lets it go.
        let path = dir.appending("state.json")
        #expect(mkdir(path, 0o700) == 0)
        let inWrite = DispatchSemaphore(value: 0)
        let letGo = DispatchSemaphore(value: 0)
        let errors = Counter()
        let saver = StateSaver(file: StateFile(path: path)) { _ in
            guard errors.next() == 1 else { return }
            inWrite.signal()
            letGo.wait()
        }
        saver.save(state(1))
        inWrite.wait()
        #expect(saver.isBusy, "the first state is being written")
        rmdir(path)
        let second = state(2)
        saver.save(second)
        letGo.signal()
        saver.flush()
        #expect(!saver.isBusy)
        #expect(StateFile(path: path).load() == .loaded(second))
        #expect(saver.takeReport() == StateSaver.Report(failure: nil, written: second))
        #expect(errors.value == 1)
    }

    @Test func flushWaitsForEveryStateSavedFromOtherThreads() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = StateFile(path: dir.appending("state.json"))
        let saver = StateSaver(file: file)
        // Four threads save at once; the last state each saves is among the newest four.
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for step in 0..<50 { saver.save(state(thread * 1000 + step)) }
        }
        saver.flush()
        #expect(!saver.isBusy)
        let lastOfEach = (0..<4).map { state($0 * 1000 + 49) }
        guard case .loaded(let loaded) = file.load() else {
            Issue.record("the state file does not load")
            return
        }
        #expect(lastOfEach.contains(loaded))
        #expect(saver.takeReport()?.written == loaded)
    }
}
