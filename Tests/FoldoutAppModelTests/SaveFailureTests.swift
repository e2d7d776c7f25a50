import FoldoutModel
import FoldoutTestSupport
import Glibc
import Testing

@testable import FoldoutAppModel

/// A failure of `code` writing the state's temporary file.
private func failure(_ code: Int32) -> SaveFailure {
    SaveFailure(path: "/s/foldout/state.json", error: FileError(operation: "write", path: "/s/foldout/.state.json.tmp-1", code: code))
}

/// A state told apart by `number`.
private func state(_ number: Int) -> AppState {
    var state = AppState()
    state.sections["probe"] = .number(Double(number))
    return state
}

@Suite struct SaveFailureTests {
    @Test(arguments: [
        (ENOSPC, SaveFailure.Kind.noSpace), (EDQUOT, .noSpace), (EROFS, .readOnly), (EACCES, .noPermission),
        (EPERM, .noPermission), (ENOENT, .folderGone), (ENOTDIR, .folderGone), (EIO, .other), (EISDIR, .other),
    ])
    func theKindComesFromErrno(code: Int32, kind: SaveFailure.Kind) {
        #expect(failure(code).kind == kind)
    }

    @Test func theMessageNamesTheReason() {
        #expect(failure(ENOSPC).message == "Your changes could not be saved: no space left on the device")
        #expect(failure(EROFS).reason == "the device is read-only")
        #expect(failure(EACCES).reason == "no permission to write to its folder")
        #expect(failure(ENOENT).reason == "its folder is gone")
        // Anything else: the C library's message.
        #expect(failure(EIO).reason == String(cString: strerror(EIO)))
        #expect(failure(ENOSPC).description == "cannot write /s/foldout/.state.json.tmp-1: No space left on device")
    }

    @Test func theSameTroubleIsTheSameKindOrTheSameOtherErrno() {
        #expect(failure(ENOSPC).isSameTrouble(as: failure(EDQUOT)))
        #expect(!failure(ENOSPC).isSameTrouble(as: failure(EROFS)))
        #expect(failure(EIO).isSameTrouble(as: failure(EIO)))
        #expect(!failure(EIO).isSameTrouble(as: failure(EISDIR)))
    }
}

@Suite struct RetryPolicyTests {
    @Test func theWaitDoublesUpToTheLimit() {
        let policy = RetryPolicy.standard
        #expect((1...7).map(policy.delay(afterFailures:)) == [5_000, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000])
        #expect(policy.delay(afterFailures: 0) == 5_000)
        #expect(policy.delay(afterFailures: 10_000) == 120_000)
    }

    @Test func theVariableSetsTheFirstWaitAndEightTimesItTheLimit() {
        let policy = RetryPolicy(environment: [RetryPolicy.variable: "300"])
        #expect(policy == RetryPolicy(first: 300, limit: 2_400))
        #expect((1...5).map(policy.delay(afterFailures:)) == [300, 600, 1_200, 2_400, 2_400])
        for ignored in ["", "0", "-5", "fast", "1.5", "99999999999"] {
            #expect(RetryPolicy(environment: [RetryPolicy.variable: ignored]) == .standard, "\(ignored)")
        }
        #expect(RetryPolicy(environment: [:]) == .standard)
        #expect(RetryPolicy(environment: [RetryPolicy.variable: "\(UInt32.max)"]).limit == UInt32.max)
    }

    @Test func oddLimitsAreMadeSound() {
        #expect(RetryPolicy(first: 0, limit: 0) == RetryPolicy(first: 1, limit: 1))
        #expect(RetryPolicy(first: 500, limit: 100).limit == 500)
        let odd = RetryPolicy(first: 3, limit: 10)
        #expect((1...4).map(odd.delay(afterFailures:)) == [3, 6, 10, 10])
    }
}

@Suite struct SaveStatusTests {
    @Test func aFailureIsToldOnceAndSavedAgainOnce() {
        var status = SaveStatus(policy: RetryPolicy(first: 100, limit: 800))
        #expect(!status.isFailing && status.retryDelay == nil)
        #expect(status.saved() == nil, "a success without failure says nothing")
        #expect(status.failed(failure(ENOSPC)) == .failed(failure(ENOSPC)))
        #expect(status.isFailing && status.retryDelay == 100)
        #expect(status.failed(failure(ENOSPC)) == nil, "the same reason again is not told again")
        #expect(status.retryDelay == 200)
        #expect(status.failed(failure(EDQUOT)) == nil)
        #expect(status.retryDelay == 400)
        #expect(status.saved() == .savedAgain)
        #expect(!status.isFailing && status.failures == 0 && status.retryDelay == nil)
        #expect(status.saved() == nil, "saved again is said once")
        #expect(status.failed(failure(ENOSPC)) == .failed(failure(ENOSPC)), "a new failure is told again")
        #expect(status.retryDelay == 100, "the waits start over")
    }

    @Test func aNewReasonIsTold() {
        var status = SaveStatus(policy: .standard)
        status.failed(failure(ENOSPC))
        #expect(status.failed(failure(EROFS)) == .failed(failure(EROFS)))
        #expect(status.failure == failure(EROFS))
        #expect(status.failed(failure(EIO)) == .failed(failure(EIO)))
        #expect(status.failed(failure(EISDIR)) == .failed(failure(EISDIR)))
        #expect(status.failures == 4)
        #expect(SaveStatus.savedAgainMessage == "Your changes are saved again")
    }
}

@Suite struct UnsavedChangesTests {
    @Test func theSectionsThatDifferAreNamedWithTheirValues() {
        var saved = AppState(MonthsSection())
        saved.sections["window"] = .object([(key: "width", value: .number(640))])
        var current = saved
        current.setSection(MonthsSection(rows: DropdownSavedState(removed: ["month-3"])))
        current.sections["window"] = nil
        current.sections["selector"] = .object([(key: "chosen", value: .object([(key: "sport", value: .string("Hockey"))]))])
        let lost = UnsavedChanges(current: current, saved: saved)
        #expect(lost.sections.map(\.key) == ["months", "selector", "window"])
        #expect(lost.description.hasPrefix(#""months": {"#))
        #expect(lost.description.contains(#""removed":["month-3"]"#))
        #expect(lost.description.contains(#""selector": {"chosen":{"sport":"Hockey"}}"#))
        #expect(lost.description.hasSuffix(#""window": (removed)"#))
        #expect(UnsavedChanges(current: current, saved: current).isEmpty)
        #expect(UnsavedChanges(current: AppState(), saved: nil).isEmpty)
        #expect(UnsavedChanges(current: current, saved: nil).sections.count == 2)
        #expect(lost == UnsavedChanges(current: current, saved: saved))
        #expect(lost != UnsavedChanges(current: current, saved: nil))
    }
}

@Suite struct StateSaverReportTests {
    @Test func theReportSaysWhyAndWhatIsOnDisk() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // A file where the state's folder should be: the folder cannot be made.
        try writeFixture("not a folder", to: dir.appending("foldout"))
        let file = StateFile(path: dir.appending("foldout/state.json"))
        let saver = StateSaver(file: file)
        #expect(saver.takeReport() == nil, "nothing written yet")
        saver.save(state(1))
        saver.flush()
        #expect(!saver.isBusy)
        let failed = try #require(saver.takeReport())
        #expect(failed.failure?.kind == .folderGone)
        #expect(failed.failure?.error.code == ENOTDIR)
        #expect(failed.failure?.path == file.path)
        #expect(failed.written == nil)
        #expect(saver.takeReport() == nil, "a report is taken once")
        // The way is clear again: the next write makes the folder and succeeds.
        #expect(unlink(dir.appending("foldout")) == 0)
        saver.save(state(2))
        saver.flush()
        #expect(saver.takeReport() == StateSaver.Report(failure: nil, written: state(2)))
        #expect(file.load() == .loaded(state(2)))
        // A failure after it still knows what the file holds.
        #expect(rename(file.path, dir.appending("moved")) == 0)
        #expect(mkdir(file.path, 0o700) == 0)
        saver.save(state(3))
        saver.flush()
        let again = try #require(saver.takeReport())
        #expect(again.failure?.error.code == EISDIR && again.failure?.kind == .other)
        #expect(again.written == state(2))
    }

    @Test func aVanishedFolderIsMadeAgain() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = StateFile(path: dir.appending("state/foldout/state.json"))
        try file.write(state(1))
        removeTree(dir.appending("state"))
        try file.write(state(2))
        #expect(file.load() == .loaded(state(2)))
    }

    @Test func writeKeepsTheErrnoAndSaveTheMessage() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try writeFixture("x", to: dir.appending("file"))
        let file = StateFile(path: dir.appending("file/state.json"))
        #expect(throws: SaveFailure.self) { try file.write(state(1)) }
        do {
            try file.save(state(1))
            Issue.record("saved into a file")
        } catch {
            #expect(error.path == file.path)
            #expect(error.reason.contains("Not a directory"))
        }
    }
}

@Suite struct UnsavedPreferencesTests {
    @Test func theFirstFailureIsToldAndTheLastSavedKeySaysSavedAgain() {
        var unsaved = UnsavedPreferences(policy: RetryPolicy(first: 100, limit: 400))
        #expect(!unsaved.isFailing && unsaved.retryDelay == nil)
        #expect(unsaved.saved("animations") == nil, "a write that never failed says nothing")
        #expect(unsaved.failed("animations") == .failed)
        #expect(unsaved.retryDelay == 100)
        #expect(unsaved.failed("color-scheme") == nil, "told already")
        #expect(unsaved.failed("animations") == nil)
        #expect(unsaved.keys == ["animations", "color-scheme"])
        #expect(unsaved.retryDelay == 400)
        #expect(unsaved.saved("animations") == nil, "color-scheme is still not saved")
        #expect(unsaved.saved("color-scheme") == .savedAgain)
        #expect(!unsaved.isFailing && unsaved.failures == 0)
        #expect(unsaved.saved("color-scheme") == nil, "said once")
        #expect(UnsavedPreferences.failedMessage == "Your preferences could not be saved")
        #expect(UnsavedPreferences.savedAgainMessage == "Your preferences are saved again")
    }
}
