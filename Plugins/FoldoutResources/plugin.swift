import Foundation
import PackagePlugin

/// Compiles the GSettings schema and the GResource bundle during the build, and hands the
/// target a generated Swift file holding the bundle (base64) and where the build put the
/// compiled schema (see `tools/build/embed-resources`, which does the work).
///
/// It also compiles Foldout's translation catalogs (`po/<lang>.po` of every `po/LINGUAS` language,
/// text domain `foldout`; the kit's, `po/kit/`, are the FoldoutKitCatalogs plugin's).
/// Every file under `resources/` and `po/`, the schema and the script are the command's inputs, so a
/// change to any of them rebuilds the bundle with a plain `swift build`.
@main
struct FoldoutResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let script = root.appending(path: "tools/build/embed-resources")
        let resources = root.appending(path: "resources")
        let schema = root.appending(path: "data/io.github.foldout.Foldout.gschema.xml")
        let work = context.pluginWorkDirectoryURL
        let output = work.appending(path: "BuiltResources.swift")
        var inputs = [script, schema]
        for folder in [resources, root.appending(path: "po")] {
            if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
                // po/kit/ is the kit's domain: the FoldoutKitCatalogs plugin compiles it.
                for case let file as URL in walker where !file.hasDirectoryPath && !file.path().contains("/po/kit/") {
                    inputs.append(file)
                }
            }
        }
        return [
            .buildCommand(
                displayName: "Compiling the GSettings schema, the GResource bundle and the translations",
                executable: URL(filePath: "/bin/sh"),
                arguments: [script.path(), root.path(), work.path(), output.path()],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
