// swift-tools-version:6.0
// A tiny executable that hammers Foldout's real state-file writer, for `tools/kill-test`
// (which kills it with SIGKILL at random moments). A package of its own, built into .build/kill.
import PackageDescription

let package = Package(
    name: "FoldoutKill",
    dependencies: [.package(name: "Foldout", path: "../..")],
    targets: [
        .executableTarget(name: "state-hammer", dependencies: [.product(name: "FoldoutModel", package: "Foldout")]),
    ],
    swiftLanguageModes: [.v6]
)
