import FoldoutApp
import FoldoutGtk

/// The hooks `foldout-bench` attaches to Foldout's app code, read from its environment and
/// command line:
/// - `FOLDOUT_BENCH_TRACE=FILE`: the trace (``BenchmarkTrace``) and the start-up phases'
///   markers (``StartupMarkers``, which callgrind splits at);
/// - `FOLDOUT_MONTHS_ITEMS=N`: Months holds N generated items ("Item 1" … "Item N") instead of
///   the months (what is done to them is not kept), `FOLDOUT_MONTHS_MIXED=1` making them rows
///   of one, two or three lines;
/// - `FOLDOUT_DESTINATIONS_ITEMS=N`: Destinations holds N generated destinations in the shape of
///   `treestore.c` (``GeneratedTree``) instead of the data file's, parent 0 holding
///   `FOLDOUT_DESTINATIONS_CHILDREN=K` flights if that is set (what is done to them is not kept);
///   with `FOLDOUT_DESTINATIONS_DEPTH=D`, a tree of about N nodes D levels deep instead, in the
///   shape of `treedeep.c` (``GeneratedOutline``: 4 children a node, the first root open down
///   to the last level, children made as their parents open);
/// - `FOLDOUT_BENCH_UNFOLD=i`, `FOLDOUT_BENCH_SELECTOR=1`, `FOLDOUT_BENCH_EXPAND=i`,
///   `FOLDOUT_BENCH_EDITS=N`, `FOLDOUT_BENCH_EXPAND_ALL=1`: the frame benchmarks (``FrameBenchmarks``);
/// - `--exit-after-first-frame`: quits once the first frame is painted (taken off the command
///   line before the GtkApplication sees it).
@MainActor
package enum BenchmarkHooks {
    /// The option that quits after the first frame.
    package static let exitOption = "--exit-after-first-frame"
    /// The variable giving the number of generated items in Months.
    package static let itemsVariable = "FOLDOUT_MONTHS_ITEMS"
    /// The variable that makes the generated items rows of one to three lines when set to 1.
    package static let mixedVariable = "FOLDOUT_MONTHS_MIXED"
    /// The variable giving the number of generated destinations.
    package static let destinationsVariable = "FOLDOUT_DESTINATIONS_ITEMS"
    /// The variable giving the number of flights of the first generated destination.
    package static let childrenVariable = "FOLDOUT_DESTINATIONS_CHILDREN"
    /// The variable giving the depth of a generated tree of any depth in Destinations.
    package static let depthVariable = "FOLDOUT_DESTINATIONS_DEPTH"

    /// The hooks for `environment`, and `arguments` without the benchmark's own option.
    package static func make(environment: [String: String], arguments: [String]) -> (hooks: AppHooks, arguments: [String]) {
        let exitAfterFirstFrame = arguments.dropFirst().contains(exitOption)
        let rest = arguments.prefix(1) + arguments.dropFirst().filter { $0 != exitOption }
        var hooks = AppHooks()
        hooks.phase = { StartupMarkers.begin($0) }
        hooks.windowBuilt = { window in
            if exitAfterFirstFrame {
                window.window.onFirstFrame { Application.quitDefault() }
            }
            BenchmarkTrace.attach(to: window.window, months: window.months, destinations: { window.destinations })
            FrameBenchmarks.start(environment: environment, window: window)
        }
        if let count = GeneratedItems.count(from: environment[itemsVariable]) {
            let mixed = environment[mixedVariable] == "1"
            hooks.monthsItems = { GeneratedItems.items(count: count, mixed: mixed) }
        }
        if let count = GeneratedItems.count(from: environment[destinationsVariable]),
            let depth = GeneratedItems.count(from: environment[depthVariable]), depth > 0
        {
            hooks.outline = GeneratedOutline(nodes: count, depth: depth)
        } else if let count = GeneratedItems.count(from: environment[destinationsVariable]) {
            let children = GeneratedItems.count(from: environment[childrenVariable])
            hooks.destinations = { GeneratedTree.destinations(count: count, firstChildren: children) }
        }
        return (hooks, Array(rest))
    }
}
