// swift-tools-version:6.0
// The libFuzzer harness for Foldout's data loaders. A package of its own so the normal build
// never sees it: build and run it with `tools/fuzz` (which passes -sanitize=fuzzer,address).
import PackageDescription

let package = Package(
    name: "FoldoutFuzz",
    dependencies: [.package(name: "Foldout", path: "../..")],
    targets: [
        // The per-input callback; FOLDOUT_FUZZ_LOADER chooses the loader (see Fuzz.swift).
        .target(
            name: "FoldoutFuzzTargets",
            dependencies: [.product(name: "FoldoutModel", package: "Foldout")]
        ),
        // libFuzzer's driver over that callback.
        .executableTarget(name: "foldout-fuzz", dependencies: ["FoldoutFuzzTargets"]),
    ],
    swiftLanguageModes: [.v6]
)
