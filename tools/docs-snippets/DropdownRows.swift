import FoldoutGtk
// What "Adding dropdown rows" takes from the reader's app.
import FoldoutModel

@MainActor let app = Application(id: "org.example.DocSnippets")
@MainActor let window = ApplicationWindow(application: app)
@MainActor let box = Box(vertical: true)
let messages: [Message] = []

@MainActor func compose(replyTo message: Message) {}

// An article's instance (`store.save(…)`), lower case as the article writes it.
// swift-format-ignore: TypeNamesShouldBeCapitalized
@MainActor enum mailbox {
    static func archive(_ message: Message) {}
    static func delete(_ message: Message) {}
}

// An article's instance (`store.save(…)`), lower case as the article writes it.
// swift-format-ignore: TypeNamesShouldBeCapitalized
@MainActor enum store {
    static func save(_ text: String) {}
    static let saved = "{}"
}
