import FoldoutCore
import FoldoutModel
import Glibc
import Testing

@testable import FoldoutGtk

/// Where the kit finds its own catalogs (text domain foldout-kit) with no setup by the app: the
/// catalogs its build compiled for an executable inside that build folder, `<prefix>/share/locale`
/// when installed, gettext's default otherwise.
@Suite struct KitCatalogsTests {
    @Test func anExecutableInsideTheBuildFolderUsesTheCatalogsThatBuildCompiled() {
        let inside = KitBuiltCatalogs.buildDirectory + "/debug/mailbox"
        #expect(KitCatalogs.localeDirectory(override: nil, executable: inside) == KitBuiltCatalogs.localeDirectory)
        for lang in ["de", "ru", "he", "ja"] {
            #expect(access(KitBuiltCatalogs.localeDirectory + "/\(lang)/LC_MESSAGES/foldout-kit.mo", R_OK) == 0)
        }
        // This test process is such an executable: the kit bound itself there.
        KitCatalogs.install()
        if getenv("FOLDOUT_KIT_LOCALEDIR") == nil {
            #expect(KitCatalogs.directory == KitBuiltCatalogs.localeDirectory)
        }
        #expect(TextDomain.kit.catalog is Gettext)
    }

    @Test func theVariableOverridesTheRule() {
        #expect(KitCatalogs.localeDirectory(override: "/opt/kit/locale", executable: "/usr/bin/app") == "/opt/kit/locale")
        #expect(KitCatalogs.localeDirectory(override: "", executable: "/nowhere/bin/app") == nil)
    }

    @Test func installedTheCatalogsNextToTheExecutablesPrefixAreUsed() throws {
        var template = Array("/tmp/foldout-kit-prefix-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        let prefix = String(cString: try #require(made))
        let messages = prefix + "/share/locale/ru/LC_MESSAGES"
        // Without the kit's catalog there, gettext's default (/usr/share/locale) is left alone.
        #expect(KitCatalogs.localeDirectory(override: nil, executable: prefix + "/bin/app") == nil)
        var path = ""
        for part in ["/share", "/locale", "/ru", "/LC_MESSAGES"] {
            path += part
            _ = mkdir(prefix + path, 0o755)
        }
        // Optional in Swift 6.0's Glibc module, not in 6.3's.
        let file: UnsafeMutablePointer<FILE>? = fopen(messages + "/foldout-kit.mo", "wb")
        let opened = try #require(file)
        fputs("not empty", opened)
        fclose(opened)
        defer {
            unlink(messages + "/foldout-kit.mo")
            for part in ["/share/locale/ru/LC_MESSAGES", "/share/locale/ru", "/share/locale", "/share", ""] { rmdir(prefix + part) }
        }
        #expect(KitCatalogs.localeDirectory(override: nil, executable: prefix + "/bin/app") == prefix + "/share/locale")
    }
}
