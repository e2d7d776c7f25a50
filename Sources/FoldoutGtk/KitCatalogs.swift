import CFoldoutGtk
import FoldoutCore
import Glibc

/// The kit's own translations: the text domain `foldout-kit` (`TextDomain.kit`), bound and
/// installed once, by itself — when an ``Application`` is made, or at the kit's first text — so
/// an app using the kit shows the kit's texts in the user's language with no setup.
///
/// Where its catalogs (`<dir>/<lang>/LC_MESSAGES/foldout-kit.mo`) are found, in order:
/// 1. `$FOLDOUT_KIT_LOCALEDIR`, if set;
/// 2. for an executable inside a build folder that built the kit (`swift build`, `swift run`, the
///    tests; an app's own `.build` with Foldout as a dependency), the catalogs that build compiled
///    (the FoldoutKitCatalogs build plugin compiles `po/kit/`);
/// 3. installed: `<prefix>/share/locale` next to the executable's `<prefix>/bin`, if it holds
///    them; otherwise gettext's default, `/usr/share/locale`.
package enum KitCatalogs {
    /// Binds the kit's domain and installs its catalog (`TextDomain.kit`, unless one is there
    /// already), once; later calls do nothing. ``Application`` calls it; an app need not.
    package static func install() { _ = installed }

    /// The folder the kit's domain is bound to, as ``install()`` chose it (nil: gettext's default).
    package static var directory: String? {
        install()
        return chosenDirectory
    }

    private static let chosenDirectory = localeDirectory(
        override: getenv("FOLDOUT_KIT_LOCALEDIR").map { String(cString: $0) },
        executable: RunningProgram.executablePath())

    private static let installed: Void = {
        let domain = TextDomain.kit.name
        if let directory = chosenDirectory { _ = bindtextdomain(domain, directory) }
        _ = bind_textdomain_codeset(domain, "UTF-8")
        // A catalog the app (or a test) installed for the kit's domain first stays.
        if TextDomain.kit.catalog is SourceCatalog { TextDomain.kit.catalog = Gettext(domain: domain) }
    }()

    /// The folder of the kit's catalogs by the rule above, or nil for gettext's default.
    static func localeDirectory(override: String?, executable: String?) -> String? {
        if let override, !override.isEmpty { return override }
        guard let executable else { return nil }
        if executable.hasPrefix(KitBuiltCatalogs.buildDirectory + "/"), holdsCatalogs(KitBuiltCatalogs.localeDirectory) {
            return KitBuiltCatalogs.localeDirectory
        }
        let prefix = FilePath.directory(of: FilePath.directory(of: executable))
        let installed = (prefix == "/" ? "" : prefix) + "/share/locale"
        return holdsCatalogs(installed) ? installed : nil
    }

    /// Whether `directory` holds the kit's catalog of one of the languages it is translated to.
    private static func holdsCatalogs(_ directory: String) -> Bool {
        KitBuiltCatalogs.languages.contains { access(directory + "/" + $0 + "/LC_MESSAGES/foldout-kit.mo", R_OK) == 0 }
    }
}
