// swift-tools-version:6.0
// The libFuzzer harness for Foldout's data loaders. A package of its own so the normal build
// never sees it: build and run it with `tools/fuzz` (which passes -sanitize=fuzzer,address).
import PackageDescription

let package = Package(
    name: "FoldoutFuzz",
    targets: [
        // Foldout's model and app model, compiled here from the repository's own sources (the
        // symlinks Sources/FoldoutCore, Sources/FoldoutModel and Sources/FoldoutAppModel): the
        // app model is not a product another package could depend on.
        .target(name: "FoldoutCore"),
        .target(name: "FoldoutModel", dependencies: ["FoldoutCore"]),
        .target(name: "FoldoutAppModel", dependencies: ["FoldoutCore", "FoldoutModel"]),
        // The per-input callback; FOLDOUT_FUZZ_LOADER chooses the loader (see Fuzz.swift).
        .target(
            name: "FoldoutFuzzTargets",
            dependencies: ["FoldoutCore", "FoldoutModel", "FoldoutAppModel"]
        ),
        // libFuzzer's driver over that callback.
        .executableTarget(name: "foldout-fuzz", dependencies: ["FoldoutFuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)
