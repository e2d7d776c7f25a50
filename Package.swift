// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Foldout",
    products: [
        .executable(name: "foldout", targets: ["foldout"]),
        // The kit another app builds on: the GTK layer, the model and the four controllers, on
        // the primitives both layers share (text domains, setting bindings).
        .library(name: "FoldoutCore", targets: ["FoldoutCore"]),
        .library(name: "FoldoutGtk", targets: ["FoldoutGtk"]),
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
            name: "CFoldoutGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // The one Swift layer that touches C pointers. It installs the kit's own translations
        // (text domain foldout-kit, po/kit) in the model's catalogs, compiled by its plugin.
        .target(name: "FoldoutGtk", dependencies: ["CFoldoutGtk", "FoldoutCore"], plugins: ["FoldoutKitCatalogs"]),
        // The benchmarks' probes of the GTK layer (every input event on its way to GTK, the
        // scrollbars of a window): linked by foldout-bench only, never by the shipped app.
        .target(name: "FoldoutGtkProbes", dependencies: ["FoldoutGtk", "CFoldoutGtk"]),
        // What the GTK layer and the models share, and nothing else: text domains and message
        // catalogs, typed setting bindings. No GTK, no Foundation.
        .target(name: "FoldoutCore"),
        // Pure model: no GTK, builds and tests without a display.
        .target(name: "FoldoutModel", dependencies: ["FoldoutCore"]),
        // One controller per pattern.
        .target(name: "FoldoutControllers", dependencies: ["FoldoutCore", "FoldoutGtk", "FoldoutModel"]),
        // Foldout's own app model (not a product): its data (destinations, prices, months),
        // its state file and its sections, the migration of old preferences. No GTK.
        .target(name: "FoldoutAppModel", dependencies: ["FoldoutCore", "FoldoutModel"]),
        // The application shell: GtkApplication, window, actions, options.
        .target(
            name: "FoldoutApp", dependencies: ["FoldoutCore", "FoldoutGtk", "FoldoutModel", "FoldoutControllers", "FoldoutAppModel"],
            plugins: ["FoldoutResources"]),
        // Compiles the GSettings schema, the GResource bundle (CSS, .ui) and Foldout's own
        // translations (po/) in every build.
        .plugin(name: "FoldoutResources", capability: .buildTool()),
        // Compiles the kit's translation catalogs (po/kit) in every build of FoldoutGtk.
        .plugin(name: "FoldoutKitCatalogs", capability: .buildTool()),
        .executableTarget(name: "foldout", dependencies: ["FoldoutApp"]),
        // The benchmarks' probes (not a product, never shipped): the trace, the start-up phases'
        // markers, generated items, the frame benchmarks, attached to the app code through its hooks.
        .target(
            name: "FoldoutBenchmarks",
            dependencies: ["FoldoutApp", "FoldoutAppModel", "FoldoutControllers", "FoldoutCore", "FoldoutModel", "FoldoutGtk", "FoldoutGtkProbes"]),
        // Foldout with the probes, for tools/bench and the UI tests that measure.
        .executableTarget(name: "foldout-bench", dependencies: ["FoldoutApp", "FoldoutBenchmarks"]),
        // Temporary folders and fixture files for the two model test targets.
        .target(name: "FoldoutTestSupport", dependencies: ["FoldoutModel"], path: "Tests/FoldoutTestSupport"),
        .testTarget(name: "FoldoutModelTests", dependencies: ["FoldoutCore", "FoldoutModel", "FoldoutTestSupport"]),
        .testTarget(name: "FoldoutAppModelTests", dependencies: ["FoldoutAppModel", "FoldoutCore", "FoldoutModel", "FoldoutTestSupport"]),
        // The benchmarks' generated items and command line (no display).
        .testTarget(name: "FoldoutBenchmarksTests", dependencies: ["FoldoutBenchmarks", "FoldoutModel"]),
        // The controllers' display-free parts (the viewport's geometry), run without a display.
        .testTarget(name: "FoldoutControllersTests", dependencies: ["FoldoutControllers", "FoldoutModel"]),
        .testTarget(
            name: "FoldoutGtkTests", dependencies: ["FoldoutGtk", "FoldoutGtkProbes", "CFoldoutGtk", "FoldoutControllers", "FoldoutCore", "FoldoutModel"]),
    ],
    swiftLanguageModes: [.v6]
)
