import CFoldoutGtk
import Glibc

/// Runs Dispatch's main queue inside the GLib main loop, and with it the main actor's work:
/// `Task { @MainActor in … }`, `await MainActor.run { … }`, the return to `@MainActor` code
/// after an `await`, and `DispatchQueue.main.async`. The Swift runtime queues all of these on
/// Dispatch's main queue, which nothing runs while GLib's loop waits; this source watches the
/// queue's wake-up handle (an eventfd) in the loop and runs the queued jobs when it fires, the
/// way CoreFoundation's run loop does. ``Application`` installs it, so every app on the kit
/// has it without a line of its own.
///
/// The jobs run at `G_PRIORITY_DEFAULT_IDLE`, the priority of `g_idle_add` (GLib's way to hand
/// a thread's results to the loop): after input, resizes and redraws, so work handed to the
/// main actor in a stream never stops the frame clock.
@MainActor
enum MainQueueSource {
    /// The GLib source, once installed.
    private(set) static var id: UInt32 = 0

    /// Whether the main actor's jobs run in the GLib main loop.
    static var isInstalled: Bool { id != 0 }

    /// Installs the source on the default main context, once. Only on the process's main
    /// thread: the main queue is bound to it (in a program whose main thread called
    /// `dispatch_main()`, as an `async` `main` does, the queue runs on Dispatch's own threads
    /// and needs no loop).
    static func install() {
        guard id == 0, foldout_is_main_thread() != 0 else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        guard handle >= 0 else { return }
        id = g_unix_fd_add_full(G_PRIORITY_DEFAULT_IDLE, handle, G_IO_IN, drain, nil, nil)
    }

    private static let drain: GUnixFDSourceFunc = { handle, condition, _ in
        // A closed handle (the main thread gave the queue up) or another thread iterating the
        // loop: the queue is not this loop's to run any more.
        guard condition.rawValue & G_IO_IN.rawValue != 0,
            condition.rawValue & (G_IO_NVAL.rawValue | G_IO_ERR.rawValue) == 0,
            foldout_is_main_thread() != 0
        else { return 0 }
        // Read the count first: work queued while the jobs run wakes the loop again.
        var count: UInt64 = 0
        _ = read(handle, &count, MemoryLayout<UInt64>.size)
        _dispatch_main_queue_callback_4CF(nil)
        return 1
    }
}
