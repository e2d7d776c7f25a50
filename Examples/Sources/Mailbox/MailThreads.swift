/// Conversations: messages threaded by the ids they carry, as trees of any depth. A message's
/// parent is the last message of its References field that is here (References lists the
/// conversation oldest first, so the last one known is the nearest ancestor), else the message
/// its In-Reply-To names when that is here; a message whose parents are all missing starts a
/// conversation of its own (a root). A loop of replies (each naming the other) is broken where
/// the walk meets it again, that message becoming a root. A value: no display.
///
/// Conversations are listed by their latest message, newest activity first (as GNOME's mail
/// apps list them): a conversation answered today comes before one started today and left
/// alone since, whenever it started. Messages are named by ``Message/id`` (their Maildir unique
/// name); where two messages carry the same Message-ID, replies go under the first of them.
struct MailThreads: Equatable, Sendable {
    /// The messages that start a conversation, by their conversation's latest message: newest
    /// first (or oldest first, as asked); conversations as recent as each other in the order
    /// the messages were given.
    let roots: [String]
    /// The date of each conversation's latest message, by its first message's id.
    let latest: [String: Int64]
    /// Each message's parent (roots have none).
    let parents: [String: String]
    /// Each message's replies, oldest first (by date, then id).
    private let replies: [String: [String]]

    /// The threads of `messages`, conversations newest activity first (`newestFirst` false:
    /// oldest first); ties keep the order of `messages`.
    init(_ messages: [Message], newestFirst: Bool = true) {
        var byMessageID: [String: String] = [:]
        for message in messages where !message.messageID.isEmpty && byMessageID[message.messageID] == nil {
            byMessageID[message.messageID] = message.id
        }
        var parents: [String: String] = [:]
        for message in messages {
            let known = { (messageID: String) -> String? in
                guard let id = byMessageID[messageID], id != message.id else { return nil }
                return id
            }
            if let parent = message.references.reversed().lazy.compactMap(known).first ?? known(message.inReplyTo) {
                parents[message.id] = parent
            }
        }
        Self.breakLoops(in: &parents, order: messages.map(\.id))
        self.parents = parents

        let dates = Dictionary(messages.map { ($0.id, $0.date) }, uniquingKeysWith: { first, _ in first })
        var replies: [String: [String]] = [:]
        var roots: [String] = []
        for message in messages {
            if let parent = parents[message.id] {
                replies[parent, default: []].append(message.id)
            } else {
                roots.append(message.id)
            }
        }
        for (parent, ids) in replies {
            replies[parent] = ids.sorted { first, second in
                let a = dates[first] ?? 0
                let b = dates[second] ?? 0
                return a < b || (a == b && first < second)
            }
        }
        // Each conversation's latest date: a walk down from its first message (the replies
        // form a forest once loops are broken, so each message is met once).
        var latest: [String: Int64] = [:]
        for root in roots {
            var newest = dates[root] ?? 0
            var stack = replies[root] ?? []
            while let id = stack.popLast() {
                newest = max(newest, dates[id] ?? 0)
                stack.append(contentsOf: replies[id] ?? [])
            }
            latest[root] = newest
        }
        let order = Dictionary(roots.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.roots = roots.sorted { first, second in
            let a = latest[first] ?? 0
            let b = latest[second] ?? 0
            if a != b { return newestFirst ? a > b : a < b }
            return (order[first] ?? 0) < (order[second] ?? 0)
        }
        self.latest = latest
        self.replies = replies
    }

    /// The replies to message `id`, oldest first (none when nobody answered it).
    func replies(to id: String) -> [String] { replies[id] ?? [] }

    /// Whether anybody answered message `id`.
    func hasReplies(_ id: String) -> Bool { replies[id] != nil }

    /// How deep message `id` sits: 1 for a conversation's first message, 2 for a reply to it…
    func level(of id: String) -> Int {
        var level = 1
        var current = id
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// Cuts every loop in `parents`: walking up from each message in `order`, a message met
    /// again on the same walk loses its parent. Each message is walked through once.
    private static func breakLoops(in parents: inout [String: String], order: [String]) {
        var settled: Set<String> = []
        for start in order where !settled.contains(start) {
            var path: [String] = []
            var onPath: Set<String> = []
            var current: String? = start
            while let id = current, !settled.contains(id) {
                if onPath.contains(id) {
                    parents[id] = nil // the loop closes here: it starts a conversation instead
                    break
                }
                path.append(id)
                onPath.insert(id)
                current = parents[id]
            }
            settled.formUnion(path)
        }
    }
}
