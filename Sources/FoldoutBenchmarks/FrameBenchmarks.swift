import FoldoutApp
import FoldoutGtk

/// The frame benchmarks: each is started by an environment variable once the window is built,
/// measures one animation and quits.
@MainActor
package enum FrameBenchmarks {
    /// The variable naming the item to unfold (`tools/bench list`).
    package static let unfoldVariable = "FOLDOUT_BENCH_UNFOLD"
    /// The variable that opens the first selector's drawer when set to 1 (`tools/bench selector`).
    package static let selectorVariable = "FOLDOUT_BENCH_SELECTOR"
    /// The variable naming the destination to expand (`tools/bench list`).
    package static let expandVariable = "FOLDOUT_BENCH_EXPAND"
    /// The variable giving the rounds of live edits in the middle of Months (`tools/bench edits`).
    package static let editsVariable = "FOLDOUT_BENCH_EDITS"
    /// The variable giving the rounds of snapshots of Months (`tools/bench snapshot`).
    package static let snapshotVariable = "FOLDOUT_BENCH_SNAPSHOT"
    /// `snapshot` to time only the snapshots, `edits` only the edits one by one (both by default).
    package static let snapshotWayVariable = "FOLDOUT_BENCH_SNAPSHOT_WAY"
    /// The variable that expands all, then collapses all, of the generated deep tree when set to 1.
    package static let expandAllVariable = "FOLDOUT_BENCH_EXPAND_ALL"

    /// Starts the benchmark the environment asks for, if any:
    /// - `FOLDOUT_BENCH_UNFOLD=i` (with `FOLDOUT_MONTHS_ITEMS`, used by `tools/bench list`):
    ///   scrolls to item `i`, unfolds it and counts the frames painted during the 0.3 s unfolding;
    /// - `FOLDOUT_BENCH_SELECTOR=1` (with `FOLDOUT_PAGE=selector`, used by `tools/bench selector`):
    ///   opens the first selector's drawer and counts the frames painted during the 0.7 s spring;
    /// - `FOLDOUT_BENCH_EXPAND=i` (with `FOLDOUT_DESTINATIONS_ITEMS`, `FOLDOUT_DESTINATIONS_CHILDREN`
    ///   and `FOLDOUT_PAGE=destinations`, used by `tools/bench list`): expands destination `i`
    ///   and prints the time to the next frame and the intervals of the frames after it;
    /// - `FOLDOUT_BENCH_EDITS=N` (with `FOLDOUT_MONTHS_ITEMS`, used by `tools/bench edits`): N
    ///   rounds of an insert, an update and a removal in the middle of Months, each timed to the
    ///   next painted frame (``EditBenchmark``);
    /// - `FOLDOUT_BENCH_SNAPSHOT=N` (with `FOLDOUT_MONTHS_ITEMS`, used by `tools/bench snapshot`):
    ///   N rounds of snapshots of Months (every other item, all, 1,000, all), by `replaceAll` and
    ///   as edits one by one, each timed to the next painted frame (``SnapshotBenchmark``);
    /// - `FOLDOUT_BENCH_EXPAND_ALL=1` (with `FOLDOUT_DESTINATIONS_ITEMS`, `FOLDOUT_DESTINATIONS_DEPTH`
    ///   and `FOLDOUT_PAGE=destinations`): expands all of the tree, then collapses all, each
    ///   timed to the frame showing it (``ExpandAllBenchmark``).
    package static func start(environment: [String: String], window: BuiltWindow) {
        if environment[expandAllVariable] == "1", environment[BenchmarkHooks.depthVariable] != nil {
            ExpandAllBenchmark(window: window).run()
        }
        if let index = GeneratedItems.count(from: environment[unfoldVariable]),
            let controller = window.months, index < controller.state.count
        {
            FrameBenchmark(
                page: controller.widget, label: "unfold-bench", what: "the 0.3 s unfolding of item \(index)",
                microseconds: 300_000
            )
            .run(prepare: { controller.focus(at: index) }, start: { controller.activate(at: index) })
        }
        if let index = GeneratedItems.count(from: environment[expandVariable]),
            let count = GeneratedItems.count(from: environment[BenchmarkHooks.destinationsVariable]), index < count
        {
            // The generated tree's shape (GeneratedTree): parent 0 may hold a number of its own.
            let children = index == 0 ? GeneratedItems.count(from: environment[BenchmarkHooks.childrenVariable]) ?? 0 : index % 3
            ExpandBenchmark(window: window, index: index, children: children).run()
        }
        if let rounds = GeneratedItems.count(from: environment[editsVariable]), rounds > 0,
            let controller = window.months, controller.state.count > 0
        {
            EditBenchmark(controller: controller, rounds: rounds).run()
        }
        if let rounds = GeneratedItems.count(from: environment[snapshotVariable]), rounds > 0,
            let controller = window.months, controller.state.count > 0
        {
            let ways = SnapshotBenchmark.Way.allCases.filter { way in
                environment[snapshotWayVariable].map { $0 == (way == .snapshot ? "snapshot" : "edits") } ?? true
            }
            SnapshotBenchmark(controller: controller, rounds: rounds, ways: ways).run()
        }
        if environment[selectorVariable] == "1", let (page, open) = window.firstSelector {
            FrameBenchmark(page: page, label: "selector-bench", what: "the 0.7 s opening", microseconds: 700_000)
                .run(start: open)
        }
    }
}
