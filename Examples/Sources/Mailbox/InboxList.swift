import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// The inbox as dropdown rows: each message unfolds a bar with Reply, Archive and Delete;
/// Archive and Delete take the row out (Undo, Ctrl+Z or the notification's button, brings it
/// back); several at once in selection mode. The rows show the sender, the time, the subject and, if wanted, the first lines of
/// the body wrapped to up to three lines (rows are as tall as they need).
@MainActor
final class InboxList {
    /// What the window hears from the list.
    struct Events {
        /// A message was archived or deleted (its row is already gone).
        let takenOut: @MainActor (Message, Mailbox.Fate) -> Void
        /// The list changed (a row opened, was removed or came back): its persisted form.
        let listChanged: @MainActor (DropdownSavedState) -> Void
        /// Reply was pressed; the closure shows a notification above the list.
        let reply: @MainActor (Message, _ notify: @escaping @MainActor (String) -> Void) -> Void
    }

    let controller: DropdownRowsController<Message>
    /// Whether the rows show the body's first lines: a display-only change, so the rows in view
    /// are bound again (the open message, the focus and a search stay).
    var showPreviews: Bool {
        get { look.showPreviews }
        set {
            guard newValue != look.showPreviews else { return }
            look.showPreviews = newValue
            controller.reconfigureRows(heightsChanged: true)
        }
    }
    private let look: MessageLook

    init(messages: [Message], showPreviews: Bool, events: Events) {
        let look = MessageLook(showPreviews: showPreviews)
        self.look = look
        let reply = DropdownAction<Message>(
            title: "_Reply", iconName: "mail-reply-sender-symbolic",
            tooltip: { "Reply to \($0.sender)" }
        ) { message, context in
            events.reply(message, context.notify)
        }
        let archive = DropdownAction<Message>(
            title: "_Archive", iconName: "package-x-generic-symbolic", removesRow: true,
            removalMessage: { "“\($0.subject)” archived" }
        ) { message, _ in
            events.takenOut(message, .archived)
        }
        let delete = DropdownAction<Message>(
            title: "_Delete", iconName: "user-trash-symbolic", style: .destructive,
            removesRow: true, removalMessage: { "“\($0.subject)” deleted" }
        ) { message, _ in
            events.takenOut(message, .deleted)
        }
        controller = DropdownRowsController(
            list: DropdownList(items: messages), name: "Messages",
            actions: [reply, archive, delete],
            content: Self.content(look: look),
            emptyText: "No messages. Enjoy the quiet.")
        controller.onStateChange = events.listChanged
        // Selection mode (Ctrl+click, Ctrl+A, or Select in a message's menu): archive or delete
        // many at once, one Ctrl+Z bringing them all back. The inbox keeps its order by date:
        // no reordering.
        controller.allowsSelection = true
        controller.selectionActions = [
            DropdownSelectionAction(
                title: "_Archive", iconName: "package-x-generic-symbolic", removesRows: true,
                removalMessage: { $0 == 1 ? "1 message archived" : "\($0) messages archived" }
            ) { messages, _ in
                for message in messages { events.takenOut(message, .archived) }
            },
            DropdownSelectionAction(
                title: "_Delete", iconName: "user-trash-symbolic", style: .destructive, removesRows: true,
                removalMessage: { $0 == 1 ? "1 message deleted" : "\($0) messages deleted" }
            ) { messages, _ in
                for message in messages { events.takenOut(message, .deleted) }
            },
        ]
        // Ctrl+F, or typing in the list, searches the senders, subjects and first lines.
        controller.searchableText = { "\($0.title) \($0.preview)" }
    }

    func focus() { controller.focus() }

    /// A message's row: sender and time on the first line, the subject, then the preview.
    /// One ``MessageLine`` is made per recycled row; its `show` sets every label, as the row
    /// shows another message.
    static func content(look: MessageLook) -> DropdownRowContent<Message> {
        DropdownRowContent<Message>(rowViews: {
            let line = MessageLine(look: look)
            return (line.widget, { message, row, _ in line.show(message, in: row) })
        })
    }
}
