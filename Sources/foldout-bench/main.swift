import FoldoutApp
import FoldoutBenchmarks
import Glibc

/// `foldout-bench`: Foldout's app code with the benchmarks' probes attached (the trace, the
/// start-up markers, generated items, the frame benchmarks; see `BenchmarkHooks`). For
/// `tools/bench*` and the UI tests that measure; never shipped.
@MainActor
func runFoldoutBench() -> Int32 {
    var environment: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
        let pair = String(cString: entry)
        if let equals = pair.firstIndex(of: "=") {
            environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        cursor += 1
    }
    let (hooks, arguments) = BenchmarkHooks.make(environment: environment, arguments: CommandLine.arguments)
    return FoldoutApplication(environment: environment, hooks: hooks).run(arguments: arguments)
}

exit(MainActor.assumeIsolated { runFoldoutBench() })
