/// One key binding explained in the help: `keys` as people read them ("Ctrl+Z"), and what they do.
public struct HelpShortcut: Sendable, Equatable {
    /// The keys, e.g. "Enter or Space".
    public let keys: String
    /// What they do.
    public let action: String
}

/// The help for one page (or for the whole application): what it does and its keys.
public struct HelpTopic: Sendable, Equatable {
    /// The page's title, e.g. "Months".
    public let title: String
    /// What the page does, in a sentence or two.
    public let summary: String
    /// The page's keys.
    public let shortcuts: [HelpShortcut]
}

/// The help file `data/help.json`: `{"topics": [{"title", "summary", "shortcuts": [{"keys", "action"}]}]}`.
/// A page adds its help by adding a topic; no code changes.
public struct HelpDocument: Sendable, Equatable {
    /// The topics in order.
    public let topics: [HelpTopic]

    /// Reads the file; throws with the line/column or JSON path of the first problem.
    public init(bytes: [UInt8]) throws(JSONError) {
        let root = try JSONReader(parsing: bytes)
        var topics: [HelpTopic] = []
        for topic in try root.required("topics").array() {
            try topic.checkKeys(allowed: ["title", "summary", "shortcuts"])
            var shortcuts: [HelpShortcut] = []
            for shortcut in try topic.field("shortcuts")?.array() ?? [] {
                try shortcut.checkKeys(allowed: ["keys", "action"])
                shortcuts.append(HelpShortcut(keys: try MenuText.read(shortcut, "keys"), action: try MenuText.read(shortcut, "action")))
            }
            topics.append(HelpTopic(title: try MenuText.read(topic, "title"), summary: try MenuText.read(topic, "summary"), shortcuts: shortcuts))
        }
        self.topics = topics
    }
}
