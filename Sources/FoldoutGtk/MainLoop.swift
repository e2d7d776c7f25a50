import CFoldoutGtk

/// Schedules work on the GTK main loop. The main actor's own work (`Task { @MainActor in }`,
/// `await`, `DispatchQueue.main.async`) runs in the same loop once an ``Application`` is made:
/// see <doc:WorkingOffTheMainLoop>.
@MainActor
public enum MainLoop {
    /// A scheduled source; cancel it with ``cancel(_:)``.
    public struct Source: Hashable, Sendable {
        /// The GLib source id.
        package let id: UInt32
    }

    private typealias Callback = @MainActor () -> Bool

    private static let trampoline: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        guard let data else { return 0 }
        nonisolated(unsafe) let box = Unmanaged<ClosureBox<Callback>>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { box.function() ? 1 : 0 }
    }

    /// How soon idle work runs against the loop's other work.
    public enum IdlePriority: Sendable {
        /// After events, redraws and resizes (`G_PRIORITY_DEFAULT_IDLE`).
        case idle
        /// After all other idle work too (`G_PRIORITY_LOW`): work that may wait.
        case low

        var value: Int32 {
            switch self {
            case .idle: G_PRIORITY_DEFAULT_IDLE
            case .low: G_PRIORITY_LOW
            }
        }
    }

    /// Runs `work` when the loop is idle (at `priority`: `.low` waits for all other idle work
    /// too); it runs again while it returns `true`.
    @discardableResult
    public static func idle(priority: IdlePriority = .idle, _ work: @escaping @MainActor () -> Bool) -> Source {
        let box = Unmanaged.passRetained(ClosureBox(work as Callback) as AnyObject).toOpaque()
        return Source(id: g_idle_add_full(priority.value, trampoline, box, releaseBox))
    }

    /// Runs `work` after `milliseconds`; it repeats while it returns `true`.
    @discardableResult
    public static func timeout(milliseconds: UInt32, _ work: @escaping @MainActor () -> Bool) -> Source {
        let box = Unmanaged.passRetained(ClosureBox(work as Callback) as AnyObject).toOpaque()
        return Source(id: g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, trampoline, box, releaseBox))
    }

    /// Removes a source before it runs (its closure is released).
    public static func cancel(_ source: Source) {
        g_source_remove(source.id)
    }

    /// Runs pending events until none are left (for tests).
    public static func drain() {
        while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
        Object.releasePending()
    }
}

extension MainLoop {
    /// GLib's monotonic clock (`CLOCK_MONOTONIC`) in microseconds: the clock of frame times.
    public static var monotonicTime: Int64 { Int64(g_get_monotonic_time()) }
}

extension MainLoop {
    /// Runs `step` over and over when the loop is idle, in batches of at most `budget` each:
    /// the loop handles input and redraws between two batches, so long work (reading thousands
    /// of files) never blocks the window. `step` does one small piece of the work and returns
    /// `true` while there is more; the source ends when it returns `false` (or is cancelled
    /// with ``cancel(_:)``).
    ///
    ///     var pending = ["/mail/cur/1", "/mail/cur/2"]
    ///     MainLoop.idleBatches(budget: .milliseconds(8)) {
    ///         guard let path = pending.popLast() else { return false }
    ///         print("reading", path)
    ///         return !pending.isEmpty
    ///     }
    ///
    /// A batch runs at least one step, however long that step takes. `afterEachBatch` runs at
    /// the end of each batch, the last one included (to hand on what the batch made at once):
    ///
    ///     var pending = ["/mail/cur/1", "/mail/cur/2"], found: [String] = []
    ///     MainLoop.idleBatches(afterEachBatch: { print(found); found.removeAll() }) {
    ///         guard let path = pending.popLast() else { return false }
    ///         found.append(path)
    ///         return true
    ///     }
    @discardableResult
    package static func idleBatches(
        budget: Duration = .milliseconds(8), priority: IdlePriority = .idle,
        afterEachBatch: (@MainActor () -> Void)? = nil,
        _ step: @escaping @MainActor () -> Bool
    ) -> Source {
        let (seconds, attoseconds) = budget.components
        let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        return idle(priority: priority) {
            let deadline = monotonicTime + microseconds
            var more = true
            repeat { more = step() } while more && monotonicTime < deadline
            afterEachBatch?()
            return more
        }
    }
}
