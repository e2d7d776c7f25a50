import Dispatch
import FoldoutModel
import Synchronization

/// Writes the state file off the caller's thread, so that a change never waits for the disk
/// (a state file write syncs the file and its folder, which can take tens of milliseconds, and
/// the frame showing the change would wait for it). The newest state is written, one write at
/// a time; ``flush()`` waits until it is on disk (at quit). Each write is atomic, as
/// ``StateFile/save(_:)`` makes it.
///
/// The writes run on a serial dispatch queue of the saver's own. ``save(_:)`` leaves the state
/// in `pending` and queues a drain unless one is queued or running; the drain takes the newest
/// pending state, writes it, and takes the next until none is left, so a state saved while
/// another is being written is written after it, and a state replaced before its turn is never
/// written. A drain sees `pending` empty and ends in one step under the lock, so a save never
/// leaves a state behind a drain that has ended. ``flush()`` waits for the queue's blocks
/// queued before it: every drain that can hold a state saved before it.
///
/// The outcome of the writes is kept for the app's own thread to read (``takeReport()``):
/// whether the newest write failed and why, and the newest state that reached the disk.
package final class StateSaver: Sendable {
    private let file: StateFile
    private let onError: (@Sendable (StateFileError) -> Void)?
    private let queue = DispatchQueue(label: "io.github.foldout.Foldout.state-saver")
    private let shared = Mutex(Shared())

    /// What the caller's thread and the queue share, behind `shared`'s lock.
    private struct Shared {
        /// The newest state saved and not yet taken by a drain.
        var pending: AppState?
        /// A drain is queued or running (it will take `pending`).
        var draining = false
        /// A drain is writing a state it took.
        var writing = false
        var report: Report?
        var written: AppState?
    }

    /// What the writes finished since the last ``takeReport()`` came to.
    package struct Report: Sendable, Equatable {
        /// Why the newest write failed; nil when it succeeded.
        package let failure: SaveFailure?
        /// The newest state this saver wrote successfully, if any (what the file holds).
        package let written: AppState?
    }

    /// Saves to `file`; `onError` is called (on the writer's thread) when a write fails.
    package init(file: StateFile, onError: (@Sendable (StateFileError) -> Void)? = nil) {
        self.file = file
        self.onError = onError
    }

    /// Queues `state` to be written, replacing a queued state not written yet.
    package func save(_ state: AppState) {
        let startDrain = shared.withLock { shared in
            shared.pending = state
            if shared.draining { return false }
            shared.draining = true
            return true
        }
        if startDrain { queue.async { self.drain() } }
    }

    /// Waits until every state queued before the call is written (not from `onError`, which
    /// runs on the writer's queue).
    package func flush() {
        queue.sync {}
    }

    /// Whether a state is queued or being written.
    package var isBusy: Bool {
        shared.withLock { $0.pending != nil || $0.writing }
    }

    /// The outcome of the writes finished since the last call (nil when none finished): the
    /// newest one's failure, and the newest state on disk. Call it from one thread.
    package func takeReport() -> Report? {
        shared.withLock { shared in
            let taken = shared.report
            shared.report = nil
            return taken
        }
    }

    /// Writes the pending states until none is left (on `queue`).
    private func drain() {
        while let state = takeNext() {
            var failure: SaveFailure?
            do {
                try file.write(state)
            } catch {
                failure = error
                onError?(StateFileError(path: file.path, place: nil, reason: error.error.description))
            }
            shared.withLock { shared in
                if failure == nil { shared.written = state }
                shared.report = Report(failure: failure, written: shared.written)
                shared.writing = false
            }
        }
    }

    /// The pending state, now being written; nil (and the drain over) when there is none.
    private func takeNext() -> AppState? {
        shared.withLock { shared in
            guard let state = shared.pending else {
                shared.draining = false
                return nil
            }
            shared.pending = nil
            shared.writing = true
            return state
        }
    }
}
