import FoldoutGtk
import Glibc

/// Where Mailbox reads its inbox from: a Maildir named by `--maildir DIR` or, without it, by
/// the environment variable `MAILBOX_MAILDIR`; neither gives the mock-up's messages.
@MainActor
enum MaildirOption {
    /// The command line option.
    static let option = ApplicationOption(
        name: "maildir", help: "Read the inbox from the Maildir DIR (cur/, new/, tmp/)",
        argument: .filename(placeholder: "DIR"))
    /// The environment variable read when the option is not given.
    static let environmentVariable = "MAILBOX_MAILDIR"

    /// The Maildir chosen (an absolute path), or `nil` for the mock-up's data.
    private(set) static var directory: String?

    /// Reads the choice: `given` (the option's value) first, else the environment.
    static func choose(given: String?) {
        let named = given ?? getenv(environmentVariable).map { String(cString: $0) }
        guard let named, !named.isEmpty else {
            directory = nil
            return
        }
        directory = absolute(named)
    }

    /// The accounts Mailbox shows: the mock-up's, or with a Maildir one account whose inbox
    /// starts empty, to be filled by a ``MaildirSource`` on the folder chosen.
    static var accounts: [Account] {
        guard let directory else { return MailData.accounts }
        let name = String(MessageFile.baseName(directory))
        return [
            Account(
                address: name, owner: name,
                folders: [
                    Folder(name: "Inbox", iconName: "mail-unread-symbolic", messages: []),
                    Folder(name: MailData.sent, iconName: "mail-send-symbolic", messages: []),
                    Folder(name: MailData.archive, iconName: "package-x-generic-symbolic", messages: []),
                ])
        ]
    }

    /// The chosen Maildir's folders (its Maildir++ tree, the inbox at the root), or `nil` for
    /// the mock-up.
    static var folders: MaildirFolder? { directory.map(MaildirFolder.scan) }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return cwd == "/" ? "/\(path)" : "\(cwd)/\(path)"
    }
}
