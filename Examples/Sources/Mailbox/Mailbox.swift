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
    /// Messages of the current inbox taken out by Archive or Delete, by id, with their place in
    /// the inbox (for Undo) and their fate.
    private var takenOut: [String: (message: Message, place: Int, fate: Fate)] = [:]
    private var replies = 0

    init(accounts: [Account]) { self.accounts = accounts }

    var account: Account { accounts[current] }
    var inbox: [Message] { account.folders[0].messages }

    /// The inbox in the chosen order.
    var sortedInbox: [Message] { oldestFirst ? inbox.reversed() : inbox }

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

    /// Makes what was taken out of the inbox final: the list it was undoable in is gone (the
    /// inbox is shown anew, sorted another way or with another look).
    mutating func forgetUndo() { takenOut.removeAll() }

    /// Files a reply to `message` in Sent and returns it.
    @discardableResult
    mutating func reply(to message: Message, body: String) -> Message {
        replies += 1
        let line = body.split(separator: "\n").first.map(String.init) ?? ""
        let sent = Message(id: "reply-\(replies)", sender: message.sender, address: message.address,
                           subject: message.subject.hasPrefix("Re: ") ? message.subject : "Re: \(message.subject)",
                           preview: line, received: "Now", outgoing: true)
        if let folder = account.folderIndex(MailData.sent) {
            accounts[current].folders[folder].messages.insert(sent, at: 0)
        }
        return sent
    }
}
