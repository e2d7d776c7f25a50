import FoldoutModel

/// One message: of the mock-up, or read from a Maildir (``MaildirSource``). Plain values;
/// nothing is sent or received.
struct Message: Hashable, Sendable, DropdownItem {
    /// Unique within the mock-up (the dropdown list's identity of the row).
    let id: String
    /// The other person: the sender of a message you received, the recipient of one you sent.
    let sender: String
    let address: String
    let subject: String
    /// The first line of the body, shown under the subject.
    let preview: String
    /// When it arrived or left, as the list shows it.
    let received: String
    /// A message you sent (it lives in Sent).
    var outgoing = false
    /// When it was sent (its Date field, else its file's time), in seconds since 1970 UTC: the
    /// key that sorts a Maildir's messages (0 in the mock-up, whose order is given).
    var date: Int64 = 0
    /// The message's file, for one read from a Maildir (`nil` in the mock-up).
    var path: String?
    /// Not read yet (in a Maildir: in `new/`, or without the Seen flag).
    var unread = false
    /// Flagged for attention (in a Maildir: the Flagged flag, `F`).
    var flagged = false
    /// Its Message-ID, without angle brackets (empty when it has none): how replies name it.
    var messageID = ""
    /// The message ids of the conversation before it (its References field), oldest first.
    var references: [String] = []
    /// The message it answers (its In-Reply-To field's first id; empty when none).
    var inReplyTo = ""

    /// What screen readers call its row: "Tea on Thursday?, from Mary Somerville".
    var title: String { "\(subject), \(outgoing ? "to" : "from") \(sender)" }
}

/// A folder and the messages in it, newest first.
struct Folder: Hashable, Sendable {
    let name: String
    let iconName: String
    var messages: [Message]
}

/// A mail account: who you are and your folders. The first folder is the inbox. The account
/// selector offers accounts as they are, titled with their address.
struct Account: SelectorOption {
    let address: String
    let owner: String
    var folders: [Folder]

    /// What the account selector shows.
    var title: String { address }

    /// The folder named `name`'s index.
    func folderIndex(_ name: String) -> Int? { folders.firstIndex { $0.name == name } }
}

enum MailData {
    /// The folder a message goes to when archived.
    static let archive = "Archive"
    /// The folder that holds the replies you send.
    static let sent = "Sent"

    static let accounts: [Account] = [
        Account(
            address: "ada@analytical.example", owner: "Ada Lovelace",
            folders: [
                Folder(
                    name: "Inbox", iconName: "mail-unread-symbolic",
                    messages: [
                        Message(
                            id: "a1", sender: "Charles Babbage", address: "charles@engine.example",
                            subject: "Notes on the Engine", preview: "Your notes are longer than the paper they annotate.", received: "09:14", unread: true,
                            flagged: true),
                        Message(
                            id: "a2", sender: "Mary Somerville", address: "mary@connexion.example",
                            subject: "Tea on Thursday?", preview: "Bring the diagrams if you can.", received: "08:02", unread: true),
                        Message(
                            id: "a3", sender: "Luigi Menabrea", address: "luigi@turin.example",
                            subject: "Translation proofs", preview: "The printer needs them back by Friday.", received: "Yesterday"),
                        Message(
                            id: "a4", sender: "Augustus De Morgan", address: "augustus@ucl.example",
                            subject: "Exercises, week 6", preview: "Finite differences this time; take your time.", received: "Mon", flagged: true),
                        Message(
                            id: "a5", sender: "Michael Faraday", address: "michael@royal.example",
                            subject: "Friday lecture", preview: "Seats are kept for you in the second row.", received: "Sun"),
                    ]),
                Folder(
                    name: "Projects", iconName: "folder-symbolic",
                    messages: [
                        Message(
                            id: "a6", sender: "Charles Babbage", address: "charles@engine.example",
                            subject: "Bernoulli numbers", preview: "Table A is ready for your note G.", received: "12 Mar"),
                        Message(
                            id: "a7", sender: "Woronzow Greig", address: "woronzow@greig.example",
                            subject: "Flying machine sketches", preview: "Returning the wings you lent me.", received: "2 Mar"),
                    ]),
                Folder(name: sent, iconName: "mail-send-symbolic", messages: []),
                Folder(
                    name: archive, iconName: "package-x-generic-symbolic",
                    messages: [
                        Message(
                            id: "a8", sender: "Lord Byron", address: "byron@newstead.example",
                            subject: "Greetings from abroad", preview: "Is she well? Is she like me?", received: "1823")
                    ]),
            ]),
        Account(
            address: "orders@looms.example", owner: "Jacquard Looms",
            folders: [
                Folder(
                    name: "Inbox", iconName: "mail-unread-symbolic",
                    messages: [
                        Message(
                            id: "b1", sender: "Lyon Silk Guild", address: "guild@lyon.example",
                            subject: "Order 1804: forty cards", preview: "The brocade pattern needs forty punched cards.", received: "10:30", unread: true),
                        Message(
                            id: "b2", sender: "Joseph Jacquard", address: "joseph@looms.example",
                            subject: "Spare hooks", preview: "We are out of hooks for the large head.", received: "07:45"),
                        Message(
                            id: "b3", sender: "Paris Exhibition", address: "expo@paris.example",
                            subject: "Stand confirmed", preview: "Your stand is number 12, beside the clocks.", received: "Tue", flagged: true),
                    ]),
                Folder(name: sent, iconName: "mail-send-symbolic", messages: []),
                Folder(name: archive, iconName: "package-x-generic-symbolic", messages: []),
            ]),
    ]
}
