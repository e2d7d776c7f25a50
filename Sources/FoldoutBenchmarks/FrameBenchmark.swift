import FoldoutGtk
import Glibc

/// Measures an animation on the GDK frame clock: the frames painted while it runs against the
/// frames a 60 Hz display would show. Prints one line ("<label>: N frames painted during …")
/// and quits. Started by ``FrameBenchmarks`` for `tools/bench selector` and `tools/bench list`.
@MainActor
final class FrameBenchmark {
    private let page: Widget
    private let label: String
    private let what: String
    private let window: Int64
    private let expected: Double

    /// Counts frames for `microseconds` after `start` on `page`'s clock; `what` names the span.
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
        clock.onAfterPaint { [window] time in
            guard let from = begun else { return }
            if time >= from && time <= from + window { painted += 1 }
            if time > from + window { report() }
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
