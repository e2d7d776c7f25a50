import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The inbox as conversations: each message a node of a tree of any depth, the replies to it
/// its children (``MailThreads``), the first message of each conversation at the top level,
/// conversations ordered by their latest message (newest activity first, or oldest first).
/// Keys as GtkTreeView's (Right or `+` shows a message's replies, `*` or Shift+Right the whole
/// conversation, Left or `-` hides them); ``expandAll()`` and ``collapseAll()`` open or close
/// every conversation at once. New messages come as snapshots: the open conversations and the
/// focus stay.
@MainActor
final class ThreadList {
    private(set) var controller: OutlineRowsController<Message, String>!
    private var threads: MailThreads
    private var messages: [String: Message]

    /// The conversations of `messages`, newest activity first unless `newestFirst` is false,
    /// all closed.
    /// - Throws: `DuplicateIDError` when two messages have the same id (their Maildir unique
    ///   names: never, in one Maildir).
    init(messages: [Message], newestFirst: Bool = true) throws(DuplicateIDError) {
        threads = MailThreads(messages, newestFirst: newestFirst)
        self.messages = Self.index(messages)
        let content = ExpandableRowContent<Message>(views: { [weak self] in
            let line = ThreadLine()
            return (
                line.widget,
                { message, row in
                    line.show(message, replies: self?.threads.replies(to: message.id).count ?? 0, in: row)
                }
            )
        })
        controller = try OutlineRowsController(
            roots: roots, id: { $0.id },
            children: .onOpen(
                hasChildren: { [weak self] in self?.threads.hasReplies($0.id) ?? false },
                children: { [weak self] in self?.replies(to: $0) ?? [] }),
            name: "Conversations", contents: [content], emptyText: "No messages. Enjoy the quiet.")
    }

    /// The messages are now `messages`: the tree gets the conversations as a snapshot (a
    /// conversation that got a reply moves up with its open replies and the focus).
    func show(_ messages: [Message], newestFirst: Bool = true) {
        threads = MailThreads(messages, newestFirst: newestFirst)
        self.messages = Self.index(messages)
        do {
            try controller.replaceAll(roots: roots)
        } catch {
            Log.warning("The conversations cannot be shown: \(error)")
        }
    }

    func focus() { controller.focus() }
    func expandAll() { controller.expandAll() }
    func collapseAll() { controller.collapseAll() }

    private var roots: [Message] { threads.roots.compactMap { messages[$0] } }

    private func replies(to message: Message) -> [Message] {
        threads.replies(to: message.id).compactMap { messages[$0] }
    }

    private static func index(_ messages: [Message]) -> [String: Message] {
        Dictionary(messages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
