/// The mock-up's state: the accounts with their folders, the account shown, the reading settings,
/// and where the messages taken out of the inbox went (so Undo can bring them back). A value;
/// the window renders it.
struct Mailbox: Sendable {
    /// What an action did with a message taken out of the inbox.
    enum Fate: Sendable, Equatable {
        case archived
        case deleted
    }

    private(set) var accounts: [Account]
    /// The index of the account shown.
    private(set) var current = 0
    /// Newest first (the data's order) or oldest first.
    var oldestFirst = false
    /// Whether message rows show the first line of the body.
    var showPreviews = true
    /// Which messages the inbox's list shows.
    var filter = MailFilter.all
    /// Messages of the current inbox taken out by Archive or Delete, by id, with their place in
    /// the inbox (for Undo) and their fate.
    private var takenOut: [String: (message: Message, place: Int, fate: Fate)] = [:]
    private var replies = 0

    init(accounts: [Account]) { self.accounts = accounts }

    var account: Account { accounts[current] }
    var inbox: [Message] { account.folders[0].messages }

    /// The inbox in the chosen order.
    var sortedInbox: [Message] { oldestFirst ? inbox.reversed() : inbox }

    /// What the inbox's list shows: the inbox in the chosen order, through the filter.
    var shownInbox: [Message] { filter == .all ? sortedInbox : sortedInbox.filter(filter.admits) }

    /// What the inbox's list is handed as a snapshot: ``shownInbox`` with the messages taken out
    /// that the list can still bring back (it keeps them hidden while they are on its undo
    /// stack; a snapshot without them would make it forget their removal).
    var inboxSnapshot: [Message] {
        guard !takenOut.isEmpty else { return shownInbox }
        let all = (inbox + takenOut.values.map(\.message)).sorted {
            $0.date > $1.date || ($0.date == $1.date && $0.id < $1.id)
        }
        let ordered = oldestFirst ? all.reversed() : all
        return filter == .all ? ordered : ordered.filter(filter.admits)
    }

    /// Moves folder `from` of the current account so that it sits at `to` (the Inbox stays first:
    /// the tree does not let it move).
    mutating func moveFolder(from: Int, to: Int) {
        var folders = accounts[current].folders
        guard from != to, folders.indices.contains(from), folders.indices.contains(to) else { return }
        folders.insert(folders.remove(at: from), at: to)
        accounts[current].folders = folders
    }

    /// Shows the account with `address`; what was taken out of the previous inbox stays out
    /// (its undo history ends with the list it belonged to).
    mutating func choose(address: String) {
        guard let index = accounts.firstIndex(where: { $0.address == address }) else { return }
        forgetUndo()
        current = index
    }

    /// Takes message `id` out of the inbox: to the Archive folder (newest first) or away.
    mutating func takeOut(_ id: String, _ fate: Fate) {
        guard let place = inbox.firstIndex(where: { $0.id == id }) else { return }
        let message = accounts[current].folders[0].messages.remove(at: place)
        takenOut[id] = (message, place, fate)
        if fate == .archived, let archive = account.folderIndex(MailData.archive) {
            accounts[current].folders[archive].messages.insert(message, at: 0)
        }
    }

    /// Puts back every message taken out that is no longer among `removed` (the dropdown
    /// list's undo stack): Undo in the list is Undo here. Returns whether anything came back.
    @discardableResult
    mutating func keepOnly(removed: [String]) -> Bool {
        let back = takenOut.filter { !removed.contains($0.key) }.sorted { $0.value.place < $1.value.place }
        for (id, entry) in back {
            takenOut[id] = nil
            if entry.fate == .archived, let archive = account.folderIndex(MailData.archive) {
                accounts[current].folders[archive].messages.removeAll { $0.id == id }
            }
            let place = min(entry.place, inbox.count)
            accounts[current].folders[0].messages.insert(entry.message, at: place)
        }
        return !back.isEmpty
    }

    /// Empties the inbox (another Maildir folder is read into it); what was taken out of it
    /// stays out.
    mutating func emptyInbox() {
        forgetUndo()
        accounts[current].folders[0].messages = []
    }

    /// Makes what was taken out of the inbox final: the list it was undoable in is gone (the
    /// inbox is shown anew, sorted another way or with another look).
    mutating func forgetUndo() { takenOut.removeAll() }

    // MARK: Messages arriving from a Maildir

    /// Files `message` in the inbox by date, newest first (ties by id); returns its place.
    mutating func receive(_ message: Message) -> Int {
        let place = inboxPlace(for: message)
        accounts[current].folders[0].messages.insert(message, at: place)
        return place
    }

    /// Takes message `id` away (its file is gone): from the inbox (returning its place there),
    /// or from what was taken out of it.
    mutating func drop(_ id: String) -> Int? {
        if let entry = takenOut.removeValue(forKey: id) {
            if entry.fate == .archived, let archive = account.folderIndex(MailData.archive) {
                accounts[current].folders[archive].messages.removeAll { $0.id == id }
            }
            return nil
        }
        guard let place = inbox.firstIndex(where: { $0.id == id }) else { return nil }
        accounts[current].folders[0].messages.remove(at: place)
        return place
    }

    /// Puts `message` in place of the one with its id (its file changed); returns its old and
    /// new places in the inbox, or nil when it is not there.
    mutating func replace(_ message: Message) -> (old: Int, new: Int)? {
        guard let old = inbox.firstIndex(where: { $0.id == message.id }) else {
            if let entry = takenOut[message.id] { takenOut[message.id] = (message, entry.place, entry.fate) }
            return nil
        }
        accounts[current].folders[0].messages.remove(at: old)
        return (old, receive(message))
    }

    /// Where `message` goes in the inbox (newest first, then by id).
    private func inboxPlace(for message: Message) -> Int {
        let messages = inbox
        var low = 0
        var high = messages.count
        while low < high {
            let middle = (low + high) / 2
            let other = messages[middle]
            if other.date > message.date || (other.date == message.date && other.id < message.id) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Files a reply to `message` in Sent and returns it.
    @discardableResult
    mutating func reply(to message: Message, body: String) -> Message {
        replies += 1
        let line = body.split(separator: "\n").first.map(String.init) ?? ""
        let sent = Message(
            id: "reply-\(replies)", sender: message.sender, address: message.address,
            subject: message.subject.hasPrefix("Re: ") ? message.subject : "Re: \(message.subject)",
            preview: line, received: "Now", outgoing: true)
        if let folder = account.folderIndex(MailData.sent) {
            accounts[current].folders[folder].messages.insert(sent, at: 0)
        }
        return sent
    }
}
