// What "Adding dropdown rows" takes from the reader's app.
import FoldoutModel
import FoldoutGtk

@MainActor let app = Application(id: "org.example.DocSnippets")
@MainActor let window = ApplicationWindow(application: app)
@MainActor let box = Box(vertical: true)
let messages: [Message] = []

@MainActor func compose(replyTo message: Message) {}

@MainActor enum mailbox {
    static func archive(_ message: Message) {}
    static func delete(_ message: Message) {}
}

@MainActor enum store {
    static func save(_ text: String) {}
    static let saved = "{}"
}
