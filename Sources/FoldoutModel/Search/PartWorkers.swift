import Dispatch
import Glibc
import Synchronization

/// The threads that do the parts of ``ProcessorParts`` beside the caller's: one fewer than the
/// parts, made the first time they are needed, and kept. After a piece of work a worker waits
/// for the next one by looking for it, for ``spin``, before it sleeps: a search hands out a
/// piece every millisecond or so, and a thread asleep is slow to wake. The machine's thread
/// pool (`DispatchQueue.concurrentPerform`) let its thread sleep between pieces; on a virtual
/// machine a search typed a key at a time (an idle fifth of a second between keys) then ran
/// no faster on two processors than on one (a tree's million parents: 27 ms a key, 16.5 ms
/// with the second processor kept awake).
///
/// The parts of a piece are taken by number, the caller taking them too: a part a worker has
/// not taken when the caller finishes its own, the caller does, so a worker slow to wake
/// costs nothing. One piece at a time: a caller that finds the workers busy (a second thread
/// searching at once) does its parts on the machine's thread pool.
package final class PartWorkers: @unchecked Sendable {
    /// How long a worker looks for more work before it sleeps.
    static let spin: Duration = .milliseconds(5)

    /// The workers for ``ProcessorParts/count`` parts, started on first use.
    static let shared = PartWorkers(workers: ProcessorParts.count - 1)

    /// Bumped as each piece is handed out (workers look for a new value).
    private let generation = Atomic<Int>(0)
    /// The next part to take of the piece handed out, beside its generation (``claimBits``
    /// for the part): a worker late for a piece cannot take a part of the next one as if
    /// it were of its own. And how many parts are done.
    private let nextPart = Atomic<Int>(0)
    private let partsDone = Atomic<Int>(0)
    private static let claimBits = 20
    /// Whether a caller is handing out a piece.
    private let busy = Atomic<Bool>(false)
    /// The piece: its part count and the work of a part. Written by the caller before it bumps
    /// ``generation`` (and sets ``nextPart``); `work` is read by a worker only after it took a
    /// part of that piece (so after the caller's writes), and cleared by the caller once every
    /// part is done (no worker takes a part then).
    private let parts = Atomic<Int>(0)
    private var work: (@Sendable (Int) -> Void)?
    /// Sleeping workers wait on `wake` (under `lock`) for a new ``generation``; `sleeping`
    /// counts them (under `lock`).
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var sleeping = 0
    private let workers: Int
    private var started = false

    /// `workers` threads (none started yet) beside each caller.
    package init(workers: Int) {
        self.workers = max(0, workers)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(wake, nil)
    }

    /// Does `work` for each part number of 0..<`count`, on the workers and this thread at
    /// once; returns when every part is done.
    package func run(parts count: Int, _ work: @Sendable (Int) -> Void) {
        guard workers > 0, count > 1, busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            DispatchQueue.concurrentPerform(iterations: count, execute: work)
            return
        }
        defer { busy.store(false, ordering: .releasing) }
        startIfNeeded()
        // Held only until every part is done: no worker calls it after (see `work`).
        withoutActuallyEscaping(work) { work in
            let piece = generation.load(ordering: .sequentiallyConsistent) + 1
            let count = min(count, 1 << Self.claimBits)
            parts.store(count, ordering: .sequentiallyConsistent)
            self.work = work
            partsDone.store(0, ordering: .sequentiallyConsistent)
            nextPart.store(piece << Self.claimBits, ordering: .sequentiallyConsistent)
            generation.store(piece, ordering: .sequentiallyConsistent)
            pthread_mutex_lock(lock)
            if sleeping > 0 { pthread_cond_broadcast(wake) }
            pthread_mutex_unlock(lock)
            doParts(of: piece, parts: count)
            while partsDone.load(ordering: .sequentiallyConsistent) < count {}
            self.work = nil
        }
    }

    /// Takes parts of piece `piece` (of `parts` parts) and does them, until none is left or
    /// another piece was handed out.
    private func doParts(of piece: Int, parts: Int) {
        let mask = (1 << Self.claimBits) - 1
        while true {
            var claim = nextPart.load(ordering: .sequentiallyConsistent)
            while true {
                guard claim >> Self.claimBits == piece, claim & mask < parts else { return }
                let (taken, now) = nextPart.compareExchange(expected: claim, desired: claim + 1, ordering: .sequentiallyConsistent)
                if taken { break }
                claim = now
            }
            doPart(claim & mask)
            partsDone.add(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Does part `part` (the work is let go of before the part counts as done).
    @inline(never)
    private func doPart(_ part: Int) {
        work?(part)
    }

    private func startIfNeeded() {
        guard !started else { return }
        started = true
        for _ in 0..<workers {
            var thread = pthread_t()
            // The thread holds the workers (they are kept for the process's life).
            let context = Unmanaged.passRetained(self).toOpaque()
            if pthread_create(&thread, nil, Self.threadMain, context) == 0 {
                pthread_detach(thread)
            } else {
                Unmanaged<PartWorkers>.fromOpaque(context).release()
            }
        }
    }

    /// A worker thread's start: its workers, then their loop.
    private static let threadMain: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        guard let context else { return nil }
        Unmanaged<PartWorkers>.fromOpaque(context).takeRetainedValue().workerLoop()
        return nil
    }

    /// A worker: does the parts of each piece handed out, looking for the next for ``spin``,
    /// then sleeping until one comes.
    private func workerLoop() {
        // Started before the first piece was handed out (generation 0): a worker that read the
        // generation as it started could read the first piece's and never do it.
        var seen = 0
        while true {
            let since = ContinuousClock.now
            while generation.load(ordering: .sequentiallyConsistent) == seen {
                if ContinuousClock.now - since > Self.spin {
                    pthread_mutex_lock(lock)
                    while generation.load(ordering: .sequentiallyConsistent) == seen {
                        sleeping += 1
                        pthread_cond_wait(wake, lock)
                        sleeping -= 1
                    }
                    pthread_mutex_unlock(lock)
                    break
                }
            }
            seen = generation.load(ordering: .sequentiallyConsistent)
            // The piece's part count was written before its generation: read after it.
            doParts(of: seen, parts: parts.load(ordering: .sequentiallyConsistent))
        }
    }
}
