import FoldoutModel
import Glibc

/// Writes the state file on a thread of its own, so that a change never waits for the disk
/// (a state file write syncs the file and its folder, which can take tens of milliseconds, and
/// the frame showing the change would wait for it). The newest state is written, one write at
/// a time; ``flush()`` waits until it is on disk (at quit). Each write is atomic, as
/// ``StateFile/save(_:)`` makes it.
///
/// The outcome of the writes is kept for the app's own thread to read (``takeReport()``):
/// whether the newest write failed and why, and the newest state that reached the disk.
public final class StateSaver: @unchecked Sendable {
    // Everything below is guarded by `lock`.
    private let file: StateFile
    private let onError: (@Sendable (StateFileError) -> Void)?
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var pending: AppState?
    private var writing = false
    private var started = false
    private var report: Report?
    private var written: AppState?

    /// What the writes finished since the last ``takeReport()`` came to.
    public struct Report: Sendable, Equatable {
        /// Why the newest write failed; nil when it succeeded.
        public let failure: SaveFailure?
        /// The newest state this saver wrote successfully, if any (what the file holds).
        public let written: AppState?
    }

    /// Saves to `file`; `onError` is called (on the writer's thread) when a write fails.
    public init(file: StateFile, onError: (@Sendable (StateFileError) -> Void)? = nil) {
        self.file = file
        self.onError = onError
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    /// Queues `state` to be written, replacing a queued state not written yet.
    public func save(_ state: AppState) {
        pthread_mutex_lock(lock)
        pending = state
        if !started { started = start() }
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
        // Without a thread (none could be made), write here and now.
        if !started { writeNow() }
    }

    /// Waits until every queued state is written.
    public func flush() {
        pthread_mutex_lock(lock)
        while pending != nil || writing { pthread_cond_wait(changed, lock) }
        pthread_mutex_unlock(lock)
    }

    /// Whether a state is queued or being written.
    public var isBusy: Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return pending != nil || writing
    }

    /// The outcome of the writes finished since the last call (nil when none finished): the
    /// newest one's failure, and the newest state on disk. Call it from one thread.
    public func takeReport() -> Report? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let taken = report
        report = nil
        return taken
    }

    /// Starts the writer thread (it lives as long as the process); false if it cannot.
    private func start() -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let made = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<StateSaver>.fromOpaque(context).takeRetainedValue().run()
        }, context)
        if made != 0 { Unmanaged<StateSaver>.fromOpaque(context).release() }
        return made == 0
    }

    private func run() -> Never {
        while true {
            pthread_mutex_lock(lock)
            while pending == nil { pthread_cond_wait(changed, lock) }
            writeLocked()
        }
    }

    private func writeNow() {
        pthread_mutex_lock(lock)
        writeLocked()
    }

    /// Writes the pending state (called with `lock` held; returns with it released).
    private func writeLocked() {
        guard let state = pending else {
            pthread_mutex_unlock(lock)
            return
        }
        pending = nil
        writing = true
        pthread_mutex_unlock(lock)
        var failure: SaveFailure?
        do {
            try file.write(state)
        } catch {
            failure = error
            onError?(StateFileError(path: file.path, place: nil, reason: error.error.description))
        }
        pthread_mutex_lock(lock)
        if failure == nil { written = state }
        report = Report(failure: failure, written: written)
        writing = false
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
    }
}
