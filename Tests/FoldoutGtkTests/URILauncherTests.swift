import CFoldoutGtk
import Glibc
import Testing

@testable import FoldoutGtk

/// A link that cannot open says which link and why, in the kit's words (translated with the
/// kit's catalogs; the German sentence is heard in Tests/ui/test_settings.py), never GIO's bare
/// "Operation not supported".
@Suite(.serialized)
@MainActor
struct URILauncherTests {
    @Test func aSchemeNoApplicationHandlesSaysSo() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let failure = try #require(URILauncher.launch("foldout-nowhere:inbox/42", parent: nil))
        #expect(failure.uri == "foldout-nowhere:inbox/42")
        #expect(failure.reason == "no application is set up for foldout-nowhere: links")
        #expect(failure.message == "Could not open “foldout-nowhere:inbox/42”: no application is set up for foldout-nowhere: links")
        #expect(URILauncher.open("foldout-nowhere:inbox/42", parent: nil) == failure.reason)
    }

    @Test func aFileThatIsNotThereIsNotFound() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let uri = "file:///nonexistent-\(getpid())/report.pdf"
        let failure = try #require(URILauncher.launch(uri, parent: nil))
        #expect(failure.message == "Could not open “\(uri)”: not found")
    }
}
