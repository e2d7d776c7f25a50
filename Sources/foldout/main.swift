import FoldoutApp
import Glibc

/// Foldout's entry point: hand the process arguments to the GtkApplication.
@MainActor
func runFoldout() -> Int32 {
    var environment: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
        let pair = String(cString: entry)
        if let equals = pair.firstIndex(of: "=") {
            environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        cursor += 1
    }
    return FoldoutApplication(environment: environment).run(arguments: CommandLine.arguments)
}

exit(MainActor.assumeIsolated { runFoldout() })
