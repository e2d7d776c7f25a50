// What "Adding a grouped settings menu" takes from the reader's app.
import FoldoutCore
import FoldoutGtk

@MainActor let app = Application(id: "org.example.DocSnippets")
@MainActor let mainWindow = ApplicationWindow(application: app)
let path = "resources/settings.json"
let bytes: [UInt8] = Array(#"{"sections": []}"#.utf8)

@MainActor func showPreviews(_ on: Bool) {}
@MainActor func showAbout() {}
@MainActor func sortMessages(oldestFirst: Bool) {}
