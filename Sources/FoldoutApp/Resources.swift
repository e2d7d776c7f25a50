import FoldoutCore
import FoldoutGtk
import FoldoutModel
import Glibc

/// Finds Foldout's data files (the JSON data sets, the menu, the icons). The look (CSS) and
/// the shortcuts window are compiled into the binary (GResource), so they are never missing.
///
/// One rule, in order:
/// 1. `$FOLDOUT_DATADIR`, if set (its `data/` is used);
/// 2. `<prefix>/share/foldout` next to the executable's `<prefix>/bin` (installed);
/// 3. the source tree: the nearest folder above the executable that holds `data/menu.json`
///    (for `swift run foldout` from a checkout).
struct Resources: Sendable {
    /// The folder holding `data/`.
    let root: String

    /// Locates the data, or nil if none of the places holds it.
    static func locate(environment: [String: String]) -> Resources? {
        if let dir = environment["FOLDOUT_DATADIR"], !dir.isEmpty {
            return Resources(root: dir)
        }
        guard let executable = executablePath() else { return nil }
        let bin = FilePath.directory(of: executable)
        let installed = FilePath.directory(of: bin) + "/share/foldout"
        if exists(installed + "/" + marker) { return Resources(root: installed) }
        var dir = bin
        while dir != "/" && !dir.isEmpty {
            if exists(dir + "/" + marker) { return Resources(root: dir) }
            dir = FilePath.directory(of: dir)
        }
        return nil
    }

    /// The file whose presence marks a data folder's root.
    private static let marker = "data/menu.json"

    /// The folder of the translation catalogs (`<lang>/LC_MESSAGES/foldout.mo`), by the same
    /// rule as the data: `$FOLDOUT_LOCALEDIR`; `<prefix>/share/locale` when installed;
    /// for an executable inside the build folder (`swift run`, tools/run, the tests), the
    /// catalogs that build compiled (the FoldoutResources plugin, as it does the schema). Nil
    /// when none is there (a copy of the binary away from its build): gettext then looks in its
    /// compiled-in default and Foldout shows English.
    static func localeDirectory(
        environment: [String: String], resources: Resources?,
        executable: String? = executablePath()
    ) -> String? {
        if let dir = environment["FOLDOUT_LOCALEDIR"], !dir.isEmpty { return dir }
        if let resources, resources.root.hasSuffix("/share/foldout") {
            let installed = FilePath.directory(of: resources.root) + "/locale"
            if exists(installed) { return installed }
        }
        if let executable, executable.hasPrefix(BuiltResources.buildDirectory + "/"),
            exists(BuiltResources.localeDirectory)
        {
            return BuiltResources.localeDirectory
        }
        return nil
    }

    /// A file under `data/`.
    func data(_ name: String) -> String { root + "/data/" + name }

    /// The running executable's path (`/proc/self/exe`), or nil.
    static func executablePath() -> String? { RunningProgram.executablePath() }

    private static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
