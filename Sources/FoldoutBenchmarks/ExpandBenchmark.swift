import FoldoutApp
import FoldoutGtk
import Glibc

/// Expanding one parent of the Destinations page as a person would (the list's own `expand`,
/// what Enter on the focused parent does), measured on the GDK frame clock: the time from the
/// call to the next painted frame, then the intervals between the frames that follow (the
/// children sliding in) until the clock stops painting. Prints one line and quits. Started by
/// ``FrameBenchmarks`` for `tools/bench list` (`FOLDOUT_BENCH_EXPAND=i`), which compares it with
/// `tools/benchmarks/treestore-expand.c` (gtk_tree_view_expand_row), printing the same line.
@MainActor
final class ExpandBenchmark {
    /// How long the frames after the first are followed at most, and the pause without a
    /// frame that ends them sooner (nothing left to animate), in microseconds.
    static let follow: Int64 = 1_000_000
    static let quiet: Int64 = 300_000

    private let window: BuiltWindow
    private let index: Int
    private let children: Int

    /// Expands parent `index` of `window`'s Destinations, which holds `children` children.
    init(window: BuiltWindow, index: Int, children: Int) {
        self.window = window
        self.index = index
        self.children = children
    }

    /// Waits until the list is built and on screen, focuses its first row, lets the loop settle,
    /// then expands parent `index`.
    func run() {
        MainLoop.timeout(milliseconds: 20) {
            guard let list = self.window.destinations, list.widget.isMapped, let clock = list.widget.frameClock else { return true }
            list.focus()
            MainLoop.timeout(milliseconds: 200) {
                self.measure(clock: clock) { list.expand(self.index) }
                return false
            }
            return false
        }
    }

    private func measure(clock: FrameClock, expand: () -> Void) {
        var paints: [Int64] = []
        var reported = false
        let begun = MainLoop.monotonicTime
        var returned = begun
        func report() {
            guard !reported else { return }
            reported = true
            let line =
                ExpandBenchmark.line(
                    label: "expand-bench", index: index, children: children, begun: begun,
                    returned: returned, paints: paints) + "\n"
            let bytes = Array(line.utf8)
            _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            Application.quitDefault()
        }
        clock.onAfterPaint { _ in
            guard !reported else { return }
            let now = MainLoop.monotonicTime
            paints.append(now)
            if now - paints[0] > Self.follow { report() }
        }
        expand()
        returned = MainLoop.monotonicTime
        // The frames end when the clock has painted nothing for a while.
        var seen = -1
        MainLoop.timeout(milliseconds: UInt32(Self.quiet / 1000)) {
            if reported { return false }
            if !paints.isEmpty && paints.count == seen {
                report()
                return false
            }
            seen = paints.count
            return true
        }
    }

    /// The benchmark's line, as `treestore-expand.c` prints it (times in µs on one clock):
    /// "expand-bench: parent 0 of 10000 children: 812.3 ms to the next frame (780.1 ms in the
    /// call); then 25 frames over 430.0 ms, interval median 16.7 ms, worst 40.1 ms".
    nonisolated static func line(label: String, index: Int, children: Int, begun: Int64, returned: Int64, paints: [Int64]) -> String {
        func ms(_ micros: Int64) -> String {
            let tenths = (max(0, micros) + 50) / 100
            return "\(tenths / 10).\(tenths % 10)"
        }
        guard let first = paints.first else {
            return "\(label): parent \(index) of \(children) children: no frame painted (\(ms(returned - begun)) ms in the call)"
        }
        let intervals = zip(paints, paints.dropFirst()).map { $1 - $0 }.sorted()
        let median =
            intervals.isEmpty
            ? 0
            : (intervals.count % 2 == 1
                ? intervals[intervals.count / 2]
                : (intervals[intervals.count / 2 - 1] + intervals[intervals.count / 2]) / 2)
        return "\(label): parent \(index) of \(children) children: \(ms(first - begun)) ms to the next frame "
            + "(\(ms(returned - begun)) ms in the call); then \(intervals.count) frames over \(ms((paints.last ?? first) - first)) ms, "
            + "interval median \(ms(median)) ms, worst \(ms(intervals.last ?? 0)) ms"
    }
}
