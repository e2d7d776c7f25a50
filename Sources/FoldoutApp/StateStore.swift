import FoldoutAppModel
import FoldoutGtk
import FoldoutModel

/// Holds the user's state in memory and writes it through ``StateFile`` on every change, on
/// the ``StateSaver``'s thread (the frame showing a change does not wait for the disk).
///
/// A write that fails (no space, a read-only or vanished folder, no permission) leaves the file
/// as it was and the state in memory: the store tells the person why (``onNotice``), tries again
/// on the next change and on a timer (``RetryPolicy``, `FOLDOUT_SAVE_RETRY_MS`), says once when
/// the changes are saved again, and at quit tries a last time and logs what was not kept.
@MainActor
final class StateStore {
    private(set) var state: AppState
    private var file: StateFile?
    /// Writes `file` (none when there is no file, or a damaged one that must not be overwritten).
    private var saver: StateSaver?
    /// Whether the writes succeed, and what to tell the person.
    private var status: SaveStatus
    /// What the file holds: the state loaded or last written (nil: nothing of ours yet).
    private var saved: AppState?
    /// Looks for the outcome of the writes while the saver is busy (its thread cannot reach
    /// the GTK main loop).
    private var watch: MainLoop.Source?
    /// The next try after a failure.
    private var retry: MainLoop.Source?
    /// A notice given before anyone showed them (at start, before the window).
    private var undelivered: SaveStatus.Notice?

    /// How often the outcome of a write in progress is looked for, in milliseconds.
    private static let watchInterval: UInt32 = 20

    /// Shows what the person must be told (a write failed, saved again); a notice given before
    /// it is set is handed to it when it is.
    var onNotice: (@MainActor (SaveStatus.Notice) -> Void)? {
        didSet {
            if let onNotice, let notice = undelivered {
                undelivered = nil
                onNotice(notice)
            }
        }
    }

    /// Loads the state file; a damaged one is reported in the log and set aside, and
    /// Foldout starts from defaults.
    init(environment: [String: String]) {
        status = SaveStatus(policy: RetryPolicy(environment: environment))
        let found = StateFile.defaultPath(environment: environment).map(StateFile.init(path:))
        file = found
        guard let found else {
            Log.warning("no state folder (neither XDG_STATE_HOME nor HOME is set); changes will not be kept")
            state = AppState()
            return
        }
        switch found.load() {
        case .missing:
            state = AppState()
        case let .loaded(loaded):
            state = loaded
            saved = loaded
        case let .damaged(error, movedTo):
            let kept = movedTo.map { "it was kept as \($0)" } ?? "it could not be moved aside and will not be overwritten"
            Log.warning("the state file is damaged: \(error); \(kept). Starting from defaults.")
            state = AppState()
            if movedTo == nil { file = nil }
        }
        saver = file.map { StateSaver(file: $0) }
    }

    /// Changes the state and has it written at once (atomically, on the saver's thread).
    func update(_ change: (inout AppState) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        state = next
        write()
    }

    /// Queues the state for writing and watches for the outcome.
    private func write() {
        guard let saver else { return }
        saver.save(state)
        guard watch == nil else { return }
        watch = MainLoop.timeout(milliseconds: Self.watchInterval) { [weak self] in
            guard let self else { return false }
            let more = self.takeOutcome()
            if !more { self.watch = nil }
            return more
        }
    }

    /// Takes in the outcome of the writes finished; returns whether one is still under way.
    @discardableResult
    private func takeOutcome() -> Bool {
        guard let saver else { return false }
        // Busy first: a write that ends in between has its report ready below.
        let busy = saver.isBusy
        if let report = saver.takeReport() { apply(report) }
        return busy
    }

    private func apply(_ report: StateSaver.Report) {
        if let written = report.written { saved = written }
        let notice: SaveStatus.Notice?
        if let failure = report.failure {
            notice = status.failed(failure)
            if notice != nil {
                Log.warning("could not save \(path): \(failure); the changes are kept and saved when possible")
            }
            scheduleRetry()
        } else {
            notice = status.saved()
            if let retry { MainLoop.cancel(retry) }
            retry = nil
            if notice != nil { Log.message("saved \(path) again") }
        }
        if let notice { tell(notice) }
    }

    /// Tries again after the policy's wait (the wait grows with each failure in a row).
    private func scheduleRetry() {
        if let retry { MainLoop.cancel(retry) }
        retry = nil
        guard let delay = status.retryDelay else { return }
        retry = MainLoop.timeout(milliseconds: delay) { [weak self] in
            guard let self else { return false }
            self.retry = nil
            if self.status.isFailing { self.write() }
            return false
        }
    }

    private func tell(_ notice: SaveStatus.Notice) {
        if let onNotice {
            onNotice(notice)
        } else {
            undelivered = notice
        }
    }

    /// Waits until every change is written (at quit). If saving fails, tries a last time, and
    /// if that fails too logs why and which sections were not kept.
    func flush() {
        guard let saver else { return }
        // The window is going: nothing more is shown.
        onNotice = nil
        saver.flush()
        takeOutcome()
        if status.isFailing {
            saver.save(state)
            saver.flush()
            takeOutcome()
        }
        for source in [watch, retry].compactMap({ $0 }) { MainLoop.cancel(source) }
        watch = nil
        retry = nil
        if let failure = status.failure {
            let lost = UnsavedChanges(current: state, saved: saved)
            Log.warning("\(path) could not be saved at quit: \(failure); these changes are lost: \(lost.isEmpty ? "none" : lost.description)")
        }
    }

    /// A page's section: its stored value, or its defaults (with a message in the log naming the
    /// file and the JSON path) when it cannot be read.
    func section<S: PersistentSection>(_ type: S.Type) -> S {
        switch state.section(type) {
        case let .success(value):
            return value
        case let .failure(error):
            Log.warning("\(file?.path ?? "state"): \(error); that page starts from its defaults")
            return S()
        }
    }

    /// Stores a page's section and writes the state.
    func save<S: PersistentSection>(_ value: S) {
        update { $0.setSection(value) }
    }

    /// The state file's path, for messages ("state" when there is no state folder).
    var path: String { file?.path ?? "state" }
}
