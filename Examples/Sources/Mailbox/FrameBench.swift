import FoldoutGtk
import Glibc

/// The window's own frame figures while a Maildir loads, when `MAILBOX_BENCH_FRAMES=1`: the
/// window keeps its frame clock running (a tick callback, as an animation does), notes the
/// time of every painted frame (the clock's `after-paint`), and prints, on standard output,
/// the time from the window's making to the first painted frame showing message rows; then,
/// once every message is read, the longest gap between two painted frames during the load
/// (with the frames painted and the load's length), the main thread's own time putting the
/// batches in the list, and the longest gaps over 50 ms with when they came; and quits.
/// Figures are printed, never judged: `Examples/tools/bench-frames` runs it. A release build,
/// 100,000 messages, 2 cores shared at load average 5.7:
///
///     bench-frames: first rows painted 346.9 ms after the window's making started (281.3 ms after the load started)
///     bench-frames: first rows: put in the list 190.2 ms after the load started, painted 91.1 ms later, 109.1 ms after the frame before
///     bench-frames: loaded 100000 messages in 20520.5 ms; 1200 frames painted; longest gap between painted frames 109.1 ms (at 281.3 ms); gaps over 50 ms: 2
///     bench-frames: main thread: 197 batches put in the list in 867.5 ms, the longest 32.7 ms (512 messages)
///     bench-frames: longest gaps (ms at ms): 109.1 at 281.3, 52.3 at 13208.7
@MainActor
final class FrameBench {
    /// The environment variable that turns the measurement on.
    static let environmentVariable = "MAILBOX_BENCH_FRAMES"

    private let window: Widget
    private let application: Application
    /// When the window's making started (monotonic, microseconds).
    private let made: Int64
    private var loadStart: Int64?
    private var lastPaint: Int64?
    private var longestGap: Int64 = 0
    private var longestGapAt: Int64 = 0
    /// The gaps over 50 ms: when (since the load started) and how long, microseconds.
    private var longGaps: [(at: Int64, gap: Int64)] = []
    private var frames = 0
    private var rowsPending = false
    /// When the first rows went in the list (monotonic, microseconds).
    private var rowsIn: Int64?
    private var firstRowsSaid = false
    private var loadedCount: Int?
    private var watching = false
    /// The main thread's longest handling of one batch of messages, microseconds, and its size.
    private var longestBatch: (time: Int64, count: Int) = (0, 0)
    private var batches = 0
    private var batchTime: Int64 = 0

    /// The measurement, if the environment asks for it; `window` is the main window, whose
    /// making started at `made` (``now()``).
    static func fromEnvironment(window: Widget, application: Application, made: Int64) -> FrameBench? {
        guard let value = getenv(environmentVariable), String(cString: value) == "1" else { return nil }
        return FrameBench(window: window, application: application, made: made)
    }

    private init(window: Widget, application: Application, made: Int64) {
        self.window = window
        self.application = application
        self.made = made
    }

    /// A folder started loading: gaps are measured from here.
    func loadStarted() {
        loadStart = Self.now()
        lastPaint = nil
        watch()
    }

    /// Message rows were put in the list: the next painted frame shows them.
    func rowsShown() {
        guard !firstRowsSaid, !rowsPending else { return }
        rowsPending = true
        rowsIn = Self.now()
    }

    /// The window took `time` microseconds to put a batch of `count` messages in the list.
    func batchHandled(time: Int64, count: Int) {
        batches += 1
        batchTime += time
        if time > longestBatch.time { longestBatch = (time, count) }
    }

    /// Every message is read: the next painted frame ends the measurement.
    func loaded(_ count: Int) { loadedCount = count }

    private func watch() {
        guard !watching else { return }
        guard let clock = window.frameClock else {
            // Not realized yet: once the main loop turns.
            MainLoop.idle { [weak self] in
                self?.watch()
                return false
            }
            return
        }
        watching = true
        // Frames keep coming, as under an animation (the spinner's, a scroll), so a stalled
        // main loop shows as a gap.
        window.addTickCallback { [weak self] _ in self != nil }
        clock.onAfterPaint { [weak self] _ in self?.painted() }
    }

    private func painted() {
        let now = Self.now()
        guard let loadStart else { return }
        // The gap this frame ends, if a frame came before it.
        var gapBefore: Int64?
        if let lastPaint {
            let gap = now - lastPaint
            gapBefore = gap
            if gap > longestGap {
                longestGap = gap
                longestGapAt = now - loadStart
            }
            if gap > 50_000 { longGaps.append((now - loadStart, gap)) }
        }
        lastPaint = now
        frames += 1
        if rowsPending {
            rowsPending = false
            firstRowsSaid = true
            say("first rows painted \(Self.ms(now - made)) ms after the window's making started (\(Self.ms(now - loadStart)) ms after the load started)")
            if let rowsIn {
                say(
                    "first rows: put in the list \(Self.ms(rowsIn - loadStart)) ms after the load started, painted \(Self.ms(now - rowsIn)) ms later"
                        + (gapBefore.map { ", \(Self.ms($0)) ms after the frame before" } ?? ""))
            }
        }
        if let count = loadedCount {
            loadedCount = nil
            say(
                "loaded \(count) messages in \(Self.ms(now - loadStart)) ms; \(frames) frames painted; "
                    + "longest gap between painted frames \(Self.ms(longestGap)) ms (at \(Self.ms(longestGapAt)) ms); "
                    + "gaps over 50 ms: \(longGaps.count)")
            say(
                "main thread: \(batches) batches put in the list in \(Self.ms(batchTime)) ms, the longest "
                    + "\(Self.ms(longestBatch.time)) ms (\(longestBatch.count) messages)")
            if !longGaps.isEmpty {
                let longest = longGaps.sorted { $0.gap > $1.gap }.prefix(10)
                say("longest gaps (ms at ms): " + longest.map { "\(Self.ms($0.gap)) at \(Self.ms($0.at))" }.joined(separator: ", "))
            }
            application.quit()
        }
    }

    private func say(_ line: String) {
        // Straight to the file descriptor: a pipe's reader gets each line as it is said.
        let text = "bench-frames: \(line)\n"
        text.withCString { _ = write(STDOUT_FILENO, $0, strlen($0)) }
    }

    /// The monotonic clock, in microseconds.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
    }

    private static func ms(_ microseconds: Int64) -> String {
        let tenths = (microseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10)"
    }
}
