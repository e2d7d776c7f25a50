import FoldoutApp
import FoldoutGtk
import Glibc

/// Foldout's entry point: hand the process arguments to the GtkApplication.
@MainActor
func runFoldout() -> Int32 {
    let environment = RunningProgram.environment()
    return FoldoutApplication(environment: environment).run(arguments: CommandLine.arguments)
}

exit(MainActor.assumeIsolated { runFoldout() })
