import Foundation
import PackagePlugin

/// Compiles the kit's own translation catalogs (`po/kit/<lang>.po` of every `po/kit/LINGUAS`
/// language, text domain `foldout-kit`) during the build of FoldoutGtk, and hands FoldoutGtk a generated
/// Swift file saying where they are (see `tools/build/compile-kit-catalogs`, which does the
/// work). Attached to FoldoutGtk, it runs in every build that builds the kit — an app's too, when it
/// depends on Foldout — so an executable of that build finds the kit's catalogs with no setup.
@main
struct FoldoutKitCatalogs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let script = root.appending(path: "tools/build/compile-kit-catalogs")
        let work = context.pluginWorkDirectoryURL
        let output = work.appending(path: "KitBuiltCatalogs.swift")
        var inputs = [script]
        if let walker = FileManager.default.enumerator(at: root.appending(path: "po/kit"), includingPropertiesForKeys: nil) {
            for case let file as URL in walker where !file.hasDirectoryPath { inputs.append(file) }
        }
        return [
            .buildCommand(
                displayName: "Compiling the kit's translations (foldout-kit)",
                executable: URL(filePath: "/bin/sh"),
                arguments: [script.path(), root.path(), work.path(), output.path()],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
