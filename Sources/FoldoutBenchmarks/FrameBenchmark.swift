import FoldoutGtk
import Glibc

/// Measures an animation on the GDK frame clock: the frames painted while it runs against the
/// frames a 60 Hz display would show. The span starts at the first frame painted after the
/// animation was started (an animation's clock starts there: a revealer's 0.3 s run from its
/// first frame), or a 60 Hz frame after the start if that first frame is later (its lateness
/// counts as frames missed), so a span of 0.3 s holds 18 frames of a 60 Hz display. Counted
/// from the moment of the start instead, the first frame came a frame later and the 18th, at
/// 300.006 ms, fell just outside: 17 of 18 with no frame missed. Prints one line ("<label>: N
/// frames painted during …") and quits. Started by ``FrameBenchmarks`` for `tools/bench
/// selector` and `tools/bench list`.
@MainActor
final class FrameBenchmark {
    private let page: Widget
    private let label: String
    private let what: String
    private let window: Int64
    private let expected: Double
    /// A frame of a 60 Hz display, in microseconds.
    private static let frameInterval: Int64 = 16_667

    /// Counts frames for `microseconds` from the first painted after `start` on `page`'s clock;
    /// `what` names the span.
    init(page: Widget, label: String, what: String, microseconds: Int64) {
        self.page = page
        self.label = label
        self.what = what
        window = microseconds
        expected = (Double(microseconds) / 1_000_000 * 60).rounded()
    }

    /// Waits until the page is on screen, lets `prepare` run, then calls `start` on a frame and
    /// counts the frames painted until the span is over.
    func run(prepare: @escaping @MainActor () -> Void = {}, start: @escaping @MainActor () -> Void) {
        // The benchmark keeps itself alive until it has started measuring.
        MainLoop.timeout(milliseconds: 20) {
            guard self.page.isMapped, let clock = self.page.frameClock else { return true }
            prepare()
            self.measure(clock: clock, start: start)
            return false
        }
    }

    private func measure(clock: FrameClock, start: @escaping @MainActor () -> Void) {
        var begun: Int64?
        var painted = 0
        var reported = false
        func report() {
            guard !reported else { return }
            reported = true
            begun = nil
            let ratio = Double(painted) / expected * 100
            let line = "\(label): \(painted) frames painted during \(what); " + "\(Int(expected)) expected at 60 Hz (\(Int(ratio.rounded())) %; goal >= 95 %)\n"
            let bytes = Array(line.utf8)
            _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            Application.quitDefault()
        }
        var first: Int64?
        clock.onAfterPaint { [window] time in
            guard let from = begun, time >= from else { return }
            let start = first ?? min(time, from + Self.frameInterval)
            first = start
            if time < start + window { painted += 1 } else { report() }
        }
        // The page has been painted (it is mapped) and prepared: start, and report what was
        // counted should the clock stop (nothing left to paint) before the span is over.
        MainLoop.timeout(milliseconds: 200) {
            begun = clock.frameTime
            start()
            MainLoop.timeout(milliseconds: UInt32(self.window / 1000) + 1500) {
                report()
                return false
            }
            return false
        }
    }
}
