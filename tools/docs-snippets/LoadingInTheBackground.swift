// What "Loading in the background" takes from the reader's app.
import FoldoutGtk

@MainActor let app = Application(id: "org.example.Mailbox")
@MainActor let window = ApplicationWindow(application: app)
/// The inbox's message files.
let inboxFiles: [String] = []
/// The message files of a mailbox folder (slow: the article calls it on another thread).
func listFiles(in folder: String) throws -> [String] { [] }
