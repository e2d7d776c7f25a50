import FoldoutApp
import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutGtkProbes
import FoldoutModel

/// The benchmarks' view into a running Foldout, off unless `FOLDOUT_BENCH_TRACE=FILE` is set
/// (then it costs one line written per event, frame and phase; when off, one check per phase).
///
/// It writes one line per fact to FILE, times in microseconds on `CLOCK_MONOTONIC` (the clock
/// of GDK's frame clock), read by `tools/bench`, `tools/bench scroll` and `tools/bench latency`:
///
///     phase NAME TIME VmRSS_KiB VmHWM_KiB      a start-up phase begins (see `AppHooks.Phase`)
///     paint TIME FRAME_TIME                    the window's frame clock painted a frame
///     value TIME VALUE                         a vertical scrollbar on screen moved (its
///                                              adjustment's value), watched from the first frame
///     search TIME RESULTS COMPLETE             the Months list's or the Destinations tree's search
///                                              showed RESULTS (COMPLETE 1 once every row is
///                                              tested, 0 for a first screenful)
///     KIND TIME SERVER_MS [KEY]                an input event reached GTK (key-press, key-release,
///                                              button-press, button-release, scroll, motion);
///                                              SERVER_MS is the X server's time of the event
@MainActor
package enum BenchmarkTrace {
    /// The environment variable naming the trace file.
    nonisolated static let variable = "FOLDOUT_BENCH_TRACE"
    /// The scrollbars being followed, each with its adjustment.
    private static var watched: [(scrollbar: Scrollbar, adjustment: Adjustment)] = []

    /// Watches `window`: its first frame ends the start-up phases, then every painted frame and
    /// every input event is written down. Does nothing when the trace is off.
    package static func attach(
        to window: Window, months: DropdownRowsController<TitledItem>? = nil,
        destinations: (@MainActor () -> ExpandableRowsController<Destination, Flight, String>?)? = nil
    ) {
        guard TraceFile.descriptor >= 0 else { return }
        let traceSearch: @MainActor (SearchProgress) -> Void = { progress in
            guard progress.query != nil else { return }
            TraceFile.write("search \(MainLoop.monotonicTime) \(progress.results) \(progress.isComplete ? 1 : 0)")
        }
        months?.onSearchChange = traceSearch
        var painted = false
        var treeTraced = false
        window.on(.draw, after: true) { _ in
            // The Destinations tree is built when its page first shows.
            if !treeTraced, let tree = destinations?() {
                treeTraced = true
                tree.onSearchChange = traceSearch
            }
            if !painted {
                painted = true
                StartupMarkers.begin(.exit)
                MainLoop.idle { [weak window] in
                    // Hidden ones too (a list shows its scrollbar once it is taller than its
                    // view); a movement is written while the scrollbar is on screen.
                    watched = (window?.verticalScrollbars ?? []).map { ($0, $0.adjustment) }
                    for (scrollbar, adjustment) in watched {
                        adjustment.onValueChanged { [weak scrollbar, weak adjustment] in
                            guard let scrollbar, let adjustment, scrollbar.isMapped else { return }
                            TraceFile.write("value \(MainLoop.monotonicTime) \(adjustment.value)")
                        }
                    }
                    return false
                }
            }
            return false
        }
        func watch(_ clock: FrameClock) {
            clock.onAfterPaint { frameTime in
                TraceFile.write("paint \(MainLoop.monotonicTime) \(frameTime)")
            }
        }
        // A shown toplevel is realized at once; otherwise wait for it.
        if let clock = window.frameClock {
            watch(clock)
        } else {
            window.on(.realize, after: true) { [weak window] in
                if let clock = window?.frameClock { watch(clock) }
            }
        }
        InputEvents.observe { event in
            let key = event.key.isEmpty ? "" : " \(event.key)"
            TraceFile.write("\(event.kind.rawValue) \(MainLoop.monotonicTime) \(event.serverTime)\(key)")
        }
    }
}
