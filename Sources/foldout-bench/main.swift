import FoldoutApp
import FoldoutBenchmarks
import FoldoutGtk
import Glibc

/// `foldout-bench`: Foldout's app code with the benchmarks' probes attached (the trace, the
/// start-up markers, generated items, the frame benchmarks; see `BenchmarkHooks`). For
/// `tools/bench` and the UI tests that measure; never shipped.
@MainActor
func runFoldoutBench() -> Int32 {
    let environment = RunningProgram.environment()
    let (hooks, arguments) = BenchmarkHooks.make(environment: environment, arguments: CommandLine.arguments)
    return FoldoutApplication(environment: environment, hooks: hooks).run(arguments: arguments)
}

exit(MainActor.assumeIsolated { runFoldoutBench() })
