import Glibc
import Synchronization
import Testing

@testable import FoldoutModel

/// The threads a search's parts run on (``PartWorkers``): every part done once, however the
/// callers race; the workers asleep after a pause are woken, and take parts beside the caller.
@Suite struct PartWorkersTests {
    @Test func everyPartIsDoneOnceWhileCallersRace() async {
        let workers = PartWorkers(workers: 3)
        // Four callers at once: one at a time has the workers, the others use the machine's pool.
        await withTaskGroup(of: Bool.self) { group in
            for caller in 0..<4 {
                group.addTask {
                    var right = true
                    for round in 0..<300 {
                        let parts = 2 + (caller + round) % 5
                        let done = Mutex([Int](repeating: 0, count: parts))
                        workers.run(parts: parts) { part in done.withLock { $0[part] += 1 } }
                        right = right && done.withLock { $0 } == Array(repeating: 1, count: parts)
                    }
                    return right
                }
            }
            for await right in group { #expect(right) }
        }
    }

    @Test func workersAsleepAreWokenAndTakePartsBesideTheCaller() {
        let workers = PartWorkers(workers: 1)
        for _ in 0..<3 {
            // Longer than a worker looks for work: it is asleep when the parts come.
            Self.sleep(milliseconds: 30)
            // Each part waits (at most two seconds) for the other to start: both start only
            // when a worker took one while the caller did the other.
            let started = Atomic<Int>(0)
            let met = Mutex([Bool](repeating: false, count: 2))
            let caller = Self.thread()
            let threads = Mutex([UInt](repeating: 0, count: 2))
            workers.run(parts: 2) { part in
                started.add(1, ordering: .sequentiallyConsistent)
                let deadline = ContinuousClock.now + .seconds(2)
                while started.load(ordering: .sequentiallyConsistent) < 2, ContinuousClock.now < deadline {}
                met.withLock { $0[part] = started.load(ordering: .sequentiallyConsistent) == 2 }
                threads.withLock { $0[part] = Self.thread() }
            }
            #expect(met.withLock { $0 } == [true, true])
            #expect(threads.withLock { $0.contains(caller) && Set($0).count == 2 })
        }
    }

    private static func thread() -> UInt { UInt(bitPattern: Int(bitPattern: pthread_self())) }

    private static func sleep(milliseconds: Int) {
        var time = timespec(tv_sec: 0, tv_nsec: milliseconds * 1_000_000)
        nanosleep(&time, nil)
    }
}
