// swift-tools-version:6.0
// A tiny executable that hammers Foldout's real state-file writer, for `tools/kill-test`
// (which kills it with SIGKILL at random moments). A package of its own, built into .build/kill.
import PackageDescription

let package = Package(
    name: "FoldoutKill",
    targets: [
        // Foldout's model and app model, compiled here from the repository's own sources (the
        // symlinks Sources/FoldoutCore, Sources/FoldoutModel and Sources/FoldoutAppModel): the
        // app model is not a product another package could depend on.
        .target(name: "FoldoutCore"),
        .target(name: "FoldoutModel", dependencies: ["FoldoutCore"]),
        .target(name: "FoldoutAppModel", dependencies: ["FoldoutCore", "FoldoutModel"]),
        .executableTarget(name: "state-hammer", dependencies: ["FoldoutModel", "FoldoutAppModel"]),
    ],
    swiftLanguageModes: [.v6]
)
