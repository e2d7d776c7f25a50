import FoldoutApp
import FoldoutGtk
import Glibc

/// Expand all, then collapse all, of the generated tree of any depth in Destinations
/// (`FOLDOUT_DESTINATIONS_ITEMS=N FOLDOUT_DESTINATIONS_DEPTH=D FOLDOUT_BENCH_EXPAND_ALL=1`, with
/// `FOLDOUT_PAGE=destinations`): once the list is on screen and settled, each is timed from the
/// call to the frame showing it, on the GDK frame clock, and printed as
/// "expand all: 48.2 ms to the next frame (40.1 ms in the call), 1,398,101 rows"; then it quits.
/// `treedeep.c all` (gtk_tree_view_expand_all) and `treelist4.c all` are its references.
@MainActor
final class ExpandAllBenchmark {
    private let window: BuiltWindow

    init(window: BuiltWindow) { self.window = window }

    /// Waits until the outline is built and on screen, focuses it, lets the loop settle, then
    /// expands all, and after that frame collapses all.
    func run() {
        MainLoop.timeout(milliseconds: 20) {
            guard let outline = self.window.outline, outline.widget.isMapped, let clock = outline.widget.frameClock else { return true }
            outline.focus()
            MainLoop.timeout(milliseconds: 200) {
                self.measure("expand all", clock: clock, rows: { outline.tree.rowCount }, { outline.expandAll() }) {
                    self.measure("collapse all", clock: clock, rows: { outline.tree.rowCount }, { outline.collapseAll() }) {
                        Application.quitDefault()
                    }
                }
                return false
            }
            return false
        }
    }

    /// Times `action` to the next painted frame, prints the line, then calls `then`.
    private func measure(
        _ label: String, clock: FrameClock, rows: @escaping @MainActor () -> Int,
        _ action: () -> Void, then: @escaping @MainActor () -> Void
    ) {
        var handler: SignalHandlerID?
        let begun = MainLoop.monotonicTime
        action()
        let returned = MainLoop.monotonicTime
        handler = clock.onAfterPaint { _ in
            guard let id = handler else { return }
            handler = nil
            clock.disconnect(id)
            let line = Self.line(label: label, begun: begun, returned: returned, painted: MainLoop.monotonicTime, rows: rows()) + "\n"
            let bytes = Array(line.utf8)
            _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            _ = MainLoop.idle {
                then()
                return false
            }
        }
    }

    /// "expand all: 48.2 ms to the next frame (40.1 ms in the call), 1398101 rows" (times in µs).
    nonisolated static func line(label: String, begun: Int64, returned: Int64, painted: Int64, rows: Int) -> String {
        func ms(_ micros: Int64) -> String {
            let tenths = (max(0, micros) + 50) / 100
            return "\(tenths / 10).\(tenths % 10)"
        }
        return "\(label): \(ms(painted - begun)) ms to the next frame (\(ms(returned - begun)) ms in the call), \(rows) rows"
    }
}
