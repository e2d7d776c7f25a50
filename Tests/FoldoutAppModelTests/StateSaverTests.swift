@testable import FoldoutAppModel
@testable import FoldoutModel
import FoldoutTestSupport
import Glibc
import Testing

/// Errors reported by a saver, collected across its thread.
private final class Reports: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var errors: [StateFileError] = []
    init() { pthread_mutex_init(lock, nil) }
    func add(_ error: StateFileError) {
        pthread_mutex_lock(lock)
        errors.append(error)
        pthread_mutex_unlock(lock)
    }
    var all: [StateFileError] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return errors
    }
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
}
