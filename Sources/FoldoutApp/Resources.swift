import Glibc

/// Finds Foldout's resource files (CSS, UI descriptions, data sets).
///
/// One rule, in order:
/// 1. `$FOLDOUT_DATADIR`, if set (its `resources/` and `data/` are used);
/// 2. `<prefix>/share/foldout` next to the executable's `<prefix>/bin` (installed);
/// 3. the source tree: the nearest folder above the executable that holds
///    `resources/foldout.css` (for `swift run foldout` from a checkout).
struct Resources: Sendable {
    /// The folder holding `resources/` and `data/`.
    let root: String

    /// Locates the resources, or nil if none of the places holds them.
    static func locate(environment: [String: String]) -> Resources? {
        if let dir = environment["FOLDOUT_DATADIR"], !dir.isEmpty {
            return Resources(root: dir)
        }
        guard let executable = executablePath() else { return nil }
        let bin = parent(of: executable)
        let installed = parent(of: bin) + "/share/foldout"
        if exists(installed + "/resources/foldout.css") { return Resources(root: installed) }
        var dir = bin
        while dir != "/" && !dir.isEmpty {
            if exists(dir + "/resources/foldout.css") { return Resources(root: dir) }
            dir = parent(of: dir)
        }
        return nil
    }

    /// The folder of the translation catalogs (`<lang>/LC_MESSAGES/foldout.mo`), by the same
    /// rule as the resources: `$FOLDOUT_LOCALEDIR`; `<prefix>/share/locale` when installed;
    /// in a source checkout (or under `$FOLDOUT_DATADIR`), the catalogs the build makes in
    /// `.build/locale` (`tools/build-locale`, run by tools/run and tools/test). Nil when none
    /// is there: gettext then looks in its compiled-in default and Foldout shows English.
    static func localeDirectory(environment: [String: String], resources: Resources?) -> String? {
        if let dir = environment["FOLDOUT_LOCALEDIR"], !dir.isEmpty { return dir }
        guard let resources else { return nil }
        if resources.root.hasSuffix("/share/foldout") {
            let installed = parent(of: resources.root) + "/locale"
            if exists(installed) { return installed }
        }
        let built = resources.root + "/.build/locale"
        return exists(built) ? built : nil
    }

    /// A file under `resources/`.
    func resource(_ name: String) -> String { root + "/resources/" + name }

    /// The stylesheets to load, in order: `resources/foldout.css` (application-wide), then
    /// every other `resources/*.css` (one per page) in name order.
    var stylesheets: [String] {
        var pages: [String] = []
        if let dir = opendir(root + "/resources") {
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                // Read the name in place up to its NUL: a dirent record is only as long as
                // its name, so copying the whole d_name array reads past it (valgrind).
                let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                    tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                        String(cString: $0)
                    }
                }
                if name.hasSuffix(".css"), name != "foldout.css" { pages.append(name) }
            }
        }
        return [resource("foldout.css")] + pages.sorted().map(resource)
    }

    /// A file under `data/`.
    func data(_ name: String) -> String { root + "/data/" + name }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func exists(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
