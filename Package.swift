// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Foldout",
    products: [
        .executable(name: "foldout", targets: ["foldout"]),
        // The kit another app builds on: the GTK layer, the model and the four controllers.
        .library(name: "GtkKit", targets: ["GtkKit"]),
        .library(name: "FoldoutModel", targets: ["FoldoutModel"]),
        .library(name: "FoldoutControllers", targets: ["FoldoutControllers"]),
    ],
    // The documentation plugin only when the documentation is built (tools/docs sets
    // FOLDOUT_DOCS=1): building, testing and packaging the app fetch nothing, as Debian's
    // offline builds require.
    dependencies: Context.environment["FOLDOUT_DOCS"] == "1"
        ? [.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")]
        : [],
    targets: [
        // C interop: GTK 3 headers through pkg-config, plus inline helpers.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // The one Swift layer that touches C pointers. It installs the kit's own translations
        // (text domain foldout-kit, po/kit) in the model's catalogs, compiled by its plugin.
        .target(name: "GtkKit", dependencies: ["CGtk", "FoldoutModel"], plugins: ["FoldoutKitCatalogs"]),
        // The benchmarks' probes of the GTK layer (every input event on its way to GTK, the
        // scrollbars of a window): linked by foldout-bench only, never by the shipped app.
        .target(name: "GtkKitProbes", dependencies: ["GtkKit", "CGtk"]),
        // Pure model: no GTK, builds and tests without a display.
        .target(name: "FoldoutModel"),
        // One controller per pattern.
        .target(name: "FoldoutControllers", dependencies: ["GtkKit", "FoldoutModel"]),
        // Foldout's own app model (not a product): its data (destinations, prices, months),
        // its state file and its sections, the migration of old preferences. No GTK.
        .target(name: "FoldoutAppModel", dependencies: ["FoldoutModel"]),
        // The application shell: GtkApplication, window, actions, options.
        .target(name: "FoldoutApp", dependencies: ["GtkKit", "FoldoutModel", "FoldoutControllers", "FoldoutAppModel"],
                plugins: ["FoldoutResources"]),
        // Compiles the GSettings schema, the GResource bundle (CSS, .ui) and Foldout's own
        // translations (po/) in every build.
        .plugin(name: "FoldoutResources", capability: .buildTool()),
        // Compiles the kit's translation catalogs (po/kit) in every build of GtkKit.
        .plugin(name: "FoldoutKitCatalogs", capability: .buildTool()),
        .executableTarget(name: "foldout", dependencies: ["FoldoutApp"]),
        // The benchmarks' probes (not a product, never shipped): the trace, the start-up phases'
        // markers, generated items, the frame benchmarks, attached to the app code through its hooks.
        .target(name: "FoldoutBenchmarks", dependencies: ["FoldoutApp", "FoldoutAppModel", "FoldoutControllers", "FoldoutModel", "GtkKit", "GtkKitProbes"]),
        // Foldout with the probes, for tools/bench* and the UI tests that measure.
        .executableTarget(name: "foldout-bench", dependencies: ["FoldoutApp", "FoldoutBenchmarks"]),
        // Temporary folders and fixture files for the two model test targets.
        .target(name: "FoldoutTestSupport", dependencies: ["FoldoutModel"], path: "Tests/FoldoutTestSupport"),
        .testTarget(name: "FoldoutModelTests", dependencies: ["FoldoutModel", "FoldoutTestSupport"]),
        .testTarget(name: "FoldoutAppModelTests", dependencies: ["FoldoutAppModel", "FoldoutModel", "FoldoutTestSupport"]),
        // The benchmarks' generated items and command line (no display).
        .testTarget(name: "FoldoutBenchmarksTests", dependencies: ["FoldoutBenchmarks", "FoldoutModel"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "GtkKitProbes", "CGtk", "FoldoutControllers", "FoldoutModel"]),
    ],
    swiftLanguageModes: [.v6]
)
