// What "Adding expandable rows" takes from the reader's app.
import GtkKit

struct Message {
    let title: String
    let subject: String
    let preview: String
}

struct Account {
    var folders: [Folder]
}

let account = Account(folders: [])
@MainActor let sidebar = Box(vertical: true)
@MainActor let place = Box(vertical: true)

@MainActor enum store {
    static func save(_ open: Set<Int>) {}
}
