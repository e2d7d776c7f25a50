import Glibc
import GtkKit

/// The benchmarks' view into a running Foldout, off unless `FOLDOUT_BENCH_TRACE=FILE` is set
/// (then it costs one line written per event, frame and phase; when off, one check per phase).
///
/// It writes one line per fact to FILE, times in microseconds on `CLOCK_MONOTONIC` (the clock
/// of GDK's frame clock), read by `tools/bench`, `tools/bench-scroll` and `tools/bench-latency`:
///
///     phase NAME TIME VmRSS_KiB VmHWM_KiB      a start-up phase begins (see ``StartupPhase``)
///     paint TIME FRAME_TIME                    the window's frame clock painted a frame
///     value TIME VALUE                         a vertical scrollbar on screen moved (its
///                                              adjustment's value), watched from the first frame
///     KIND TIME SERVER_MS [KEY]                an input event reached GTK (key-press, key-release,
///                                              button-press, button-release, scroll, motion);
///                                              SERVER_MS is the X server's time of the event
@MainActor
enum BenchmarkTrace {
    /// The environment variable naming the trace file.
    nonisolated static let variable = "FOLDOUT_BENCH_TRACE"
    /// The scrollbars being followed, each with its adjustment.
    private static var watched: [(scrollbar: Scrollbar, adjustment: Adjustment)] = []

    /// Watches `window`: its first frame ends the start-up phases, then every painted frame and
    /// every input event is written down. Does nothing when the trace is off.
    static func attach(to window: Window) {
        guard TraceFile.descriptor >= 0 else { return }
        var painted = false
        window.on(.draw, after: true) { _ in
            if !painted {
                painted = true
                StartupPhase.exit.begin()
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

/// The start-up phases, in order. Each begins with a call to a C-named function
/// (`foldout_phase_<name>`), so `valgrind --tool=callgrind --dump-before=foldout_phase_<name>`
/// splits the instruction counts at the same places where the trace takes the time.
enum StartupPhase: String, CaseIterable {
    /// The environment, the built-in resources (GResource), the GtkApplication object and its options.
    case app
    /// `g_application_run` until Foldout's startup handler: command line, D-Bus name, gtk_init.
    case gtkInit = "gtk-init"
    /// The stylesheets, locating the data folder, the icon path.
    case css
    /// The state file, GSettings and the appearance (the Settings portal), the application's actions.
    case state
    /// `activate` until the pages are made: the window, its header bar and menu.
    case window
    /// Making the pages: their data files, the month names, the first page's controller.
    case pagesData = "pages-data"
    /// The stack, the switcher, the help overlay, the first page put in place and shown.
    case firstPage = "first-page"
    /// Showing the window (realize, map, style, size) until its first frame is drawn.
    case firstFrame = "first-frame"
    /// After the first frame until the process ends.
    case exit

    /// Marks the start of this phase.
    func begin() {
        switch self {
        case .app: foldout_phase_app()
        case .gtkInit: foldout_phase_gtk_init()
        case .css: foldout_phase_css()
        case .state: foldout_phase_state()
        case .window: foldout_phase_window()
        case .pagesData: foldout_phase_pages_data()
        case .firstPage: foldout_phase_first_page()
        case .firstFrame: foldout_phase_first_frame()
        case .exit: foldout_phase_exit()
        }
    }
}

@_cdecl("foldout_phase_app") @inline(never) func foldout_phase_app() { TraceFile.phase(.app) }
@_cdecl("foldout_phase_gtk_init") @inline(never) func foldout_phase_gtk_init() { TraceFile.phase(.gtkInit) }
@_cdecl("foldout_phase_css") @inline(never) func foldout_phase_css() { TraceFile.phase(.css) }
@_cdecl("foldout_phase_state") @inline(never) func foldout_phase_state() { TraceFile.phase(.state) }
@_cdecl("foldout_phase_window") @inline(never) func foldout_phase_window() { TraceFile.phase(.window) }
@_cdecl("foldout_phase_pages_data") @inline(never) func foldout_phase_pages_data() { TraceFile.phase(.pagesData) }
@_cdecl("foldout_phase_first_page") @inline(never) func foldout_phase_first_page() { TraceFile.phase(.firstPage) }
@_cdecl("foldout_phase_first_frame") @inline(never) func foldout_phase_first_frame() { TraceFile.phase(.firstFrame) }
@_cdecl("foldout_phase_exit") @inline(never) func foldout_phase_exit() { TraceFile.phase(.exit) }

/// The trace file, opened on first use if `FOLDOUT_BENCH_TRACE` names one.
enum TraceFile {
    /// The open file, or -1 when the trace is off.
    static let descriptor: Int32 = {
        guard let name = getenv(BenchmarkTrace.variable), name.pointee != 0 else { return -1 }
        return open(name, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    }()

    /// Writes `line` and a newline (one write, so lines never interleave).
    static func write(_ line: String) {
        guard descriptor >= 0 else { return }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Writes that `phase` begins, with the time and the resident memory so far.
    static func phase(_ phase: StartupPhase) {
        guard descriptor >= 0 else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let micros = Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
        let (rss, peak) = memory()
        write("phase \(phase.rawValue) \(micros) \(rss) \(peak)")
    }

    /// VmRSS and VmHWM of this process in KiB (0 where /proc does not say). Read byte by byte:
    /// the profile's instruction counts should not be the tracer's.
    private static func memory() -> (Int, Int) {
        let file = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return (0, 0) }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return (0, 0) }
        return (number(after: Array("VmRSS:".utf8), in: bytes[0..<count]), number(after: Array("VmHWM:".utf8), in: bytes[0..<count]))
    }

    /// The decimal number following `label` at the start of a line of `text`, or 0.
    private static func number(after label: [UInt8], in text: ArraySlice<UInt8>) -> Int {
        var index = text.startIndex
        while index + label.count <= text.endIndex {
            if (index == text.startIndex || text[index - 1] == UInt8(ascii: "\n")) && text[index..<index + label.count].elementsEqual(label) {
                var value = 0
                var at = index + label.count
                while at < text.endIndex, text[at] == UInt8(ascii: " ") || text[at] == UInt8(ascii: "\t") { at += 1 }
                while at < text.endIndex, text[at] >= UInt8(ascii: "0"), text[at] <= UInt8(ascii: "9") {
                    value = value * 10 + Int(text[at] - UInt8(ascii: "0"))
                    at += 1
                }
                return value
            }
            index += 1
        }
        return 0
    }
}
