import FoldoutControllers
import Glibc
import GtkKit

/// Measures the selector's opening on the GDK frame clock: frames painted during the spring's
/// 0.7 s against the 42 a 60 Hz display would show. Prints one line and quits.
@MainActor
final class SelectorBenchmark {
    private let page: Widget
    private static let window: Int64 = 700_000
    private static let expected = 42.0

    init(page: Widget) { self.page = page }

    func run(opening selector: SelectorController) {
        // Wait until the page is on screen with a frame clock, then count from its next frame.
        // The benchmark keeps itself alive until it has started measuring.
        MainLoop.timeout(milliseconds: 20) {
            guard self.page.isMapped, let clock = self.page.frameClock else { return true }
            self.measure(clock: clock, selector: selector)
            return false
        }
    }

    private func measure(clock: FrameClock, selector: SelectorController) {
        var start: Int64?
        var painted = 0
        var reported = false
        func report() {
            guard !reported else { return }
            reported = true
            start = nil
            let ratio = Double(painted) / Self.expected * 100
            let line = "selector-bench: \(painted) frames painted during the 0.7 s opening; " +
                "\(Int(Self.expected)) expected at 60 Hz (\(Int(ratio.rounded())) %; goal >= 95 %)\n"
            let bytes = Array(line.utf8)
            _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            Application.quitDefault()
        }
        clock.onAfterPaint { time in
            guard let begun = start else { return }
            if time >= begun && time <= begun + Self.window { painted += 1 }
            if time > begun + Self.window { report() }
        }
        // The first frame of the page has been painted (it is mapped): open the drawer, and
        // report what was counted should the clock stop (nothing left to paint) before 0.7 s.
        MainLoop.timeout(milliseconds: 200) {
            start = clock.frameTime
            selector.open()
            MainLoop.timeout(milliseconds: 2000) { report(); return false }
            return false
        }
    }
}
