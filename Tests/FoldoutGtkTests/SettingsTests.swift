import CFoldoutGtk
import FoldoutControllers
import FoldoutModel
import Glibc
import Testing

@testable import FoldoutGtk

/// Compiles the repository's schema into a fresh folder (as the build plugin does); returns it.
private func compiledSchema() throws -> String {
    var template = Array("/tmp/foldout-schema-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let folder = String(cString: try #require(made))
    let repository = "\(#filePath)".components(upTo: "/Tests/")
    let status = system("cp '\(repository)/data/io.github.foldout.Foldout.gschema.xml' '\(folder)/' && glib-compile-schemas --strict '\(folder)'")
    try #require(status == 0, "glib-compile-schemas failed")
    return folder
}

extension String {
    fileprivate func components(upTo marker: String) -> String {
        guard let found = firstRange(of: marker) else { return self }
        return String(self[..<found.lowerBound])
    }
}

private let keys = ["color-scheme", "animations", "window-width", "window-height", "window-maximized"]

@Suite(.serialized)
@MainActor
struct SettingsTests {
    init() {
        // The memory backend: nothing is written outside the test.
        setenv("GSETTINGS_BACKEND", "memory", 1)
    }

    @Test func aMissingSchemaIsAReasonNotACrash() {
        let result = Settings.open(
            schema: "io.github.foldout.NoSuchSchema", keys: [], schemaDirectory: nil,
            buildDirectory: nil, executable: nil)
        guard case let .failure(reason) = result else {
            Issue.record("a schema no one installed was found")
            return
        }
        #expect(reason.description == "the GSettings schema io.github.foldout.NoSuchSchema is not installed")
    }

    @Test func theBuildsSchemaIsUsedOnlyByAnExecutableInsideTheBuild() throws {
        let folder = try compiledSchema()
        let inside = Settings.open(
            schema: "io.github.foldout.Foldout", keys: keys, schemaDirectory: folder,
            buildDirectory: "/build/tree", executable: "/build/tree/debug/foldout")
        #expect((try? inside.get()) != nil)
        let outside = Settings.open(
            schema: "io.github.foldout.Foldout", keys: keys, schemaDirectory: folder,
            buildDirectory: "/build/tree", executable: "/usr/local/bin/foldout")
        // From outside the build only an installed schema is found (none on a build machine
        // without Foldout's .deb and GSETTINGS_SCHEMA_DIR).
        let installed =
            access("/usr/share/glib-2.0/schemas/io.github.foldout.Foldout.gschema.xml", F_OK) == 0
            || getenv("GSETTINGS_SCHEMA_DIR") != nil
        if !installed { #expect((try? outside.get()) == nil) }
    }

    @Test func anOlderSchemaWithoutAKeyIsRefused() throws {
        let folder = try compiledSchema()
        let result = Settings.open(
            schema: "io.github.foldout.Foldout", keys: keys + ["sepia-tone"], schemaDirectory: folder,
            buildDirectory: "/b", executable: "/b/foldout")
        guard case let .failure(reason) = result else {
            Issue.record("a schema without the key was accepted")
            return
        }
        #expect(reason.description.contains("has no key “sepia-tone”"))
    }

    @Test func valuesAreCheckedBeforeTheyAreWrittenAndChangesAreAnnounced() throws {
        let folder = try compiledSchema()
        let settings = try Settings.open(
            schema: "io.github.foldout.Foldout", keys: keys, schemaDirectory: folder,
            buildDirectory: "/b", executable: "/b/foldout"
        ).get()
        var changes = 0
        settings.onChanged("color-scheme") { changes += 1 }
        #expect(settings.string("color-scheme") == "system")
        #expect(settings.set("color-scheme", string: "dark"))
        #expect(settings.string("color-scheme") == "dark")
        // Not one of the enum's nicks, a value of the wrong type, out of range: refused, no critical.
        #expect(!settings.set("color-scheme", string: "sepia"))
        #expect(!settings.set("animations", string: "dark"))
        #expect(!settings.set("window-width", int: 50))
        #expect(!settings.set("window-width", int: 1 << 40))
        #expect(!settings.set("no-such-key", bool: true))
        #expect(settings.string("color-scheme") == "dark")
        #expect(settings.int("window-width") == 640)
        #expect(settings.set("window-width", int: 800))
        #expect(settings.int("window-width") == 800)
        MainLoop.drain()
        #expect(changes == 1)
    }

    @Test func aKeyIsABindingInOneLineThatReadsWritesAndFollows() throws {
        let folder = try compiledSchema()
        let settings = try Settings.open(
            schema: "io.github.foldout.Foldout", keys: keys, schemaDirectory: folder,
            buildDirectory: "/b", executable: "/b/foldout"
        ).get()
        let animations = settings.binding(forBool: "animations")
        let scheme = settings.binding(forString: "color-scheme")
        var heard: [Bool] = []
        let observation = animations.observe { heard.append($0) }
        #expect(animations.value && animations.isWritable)
        settings.set("animations", bool: false) // as `gsettings set` would
        MainLoop.drain()
        #expect(!animations.value && heard == [false])
        #expect(animations.write(true))
        MainLoop.drain()
        #expect(settings.bool("animations") && heard == [false, true])
        observation.cancel()
        observation.cancel() // twice: no critical (G_DEBUG=fatal-criticals would abort)
        settings.set("animations", bool: false)
        MainLoop.drain()
        #expect(heard == [false, true])
        #expect(!scheme.write("sepia") && scheme.write("dark") && scheme.value == "dark")
        #expect(settings.binding(forInt: "window-width").write(800) && settings.int("window-width") == 800)
    }
}
