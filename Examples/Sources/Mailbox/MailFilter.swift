import FoldoutModel

/// Which of the inbox's messages the list shows, as the inbox's "Show" selector offers it.
enum MailFilter: String, CaseIterable, SelectorOption {
    case all
    case unread
    case flagged

    var title: String {
        switch self {
        case .all: "All messages"
        case .unread: "Unread"
        case .flagged: "Flagged"
        }
    }

    /// Whether the list shows `message`.
    func admits(_ message: Message) -> Bool {
        switch self {
        case .all: true
        case .unread: message.unread
        case .flagged: message.flagged
        }
    }
}
