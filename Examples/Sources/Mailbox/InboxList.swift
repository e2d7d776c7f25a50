import FoldoutControllers
import FoldoutModel
import GtkKit

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
        let listChanged: @MainActor (DropdownState) -> Void
        /// Reply was pressed; the closure shows a notification above the list.
        let reply: @MainActor (Message, _ notify: @escaping @MainActor (String) -> Void) -> Void
    }

    let controller: DropdownRowsController<Message>

    init(messages: [Message], showPreviews: Bool, events: Events) {
        let reply = DropdownAction<Message>(title: "_Reply", iconName: "mail-reply-sender-symbolic",
                                            tooltip: { "Reply to \($0.sender)" }) { message, context in
            events.reply(message, context.notify)
        }
        let archive = DropdownAction<Message>(title: "_Archive", iconName: "package-x-generic-symbolic", removesRow: true,
                                              removalMessage: { "“\($0.subject)” archived" }) { message, _ in
            events.takenOut(message, .archived)
        }
        let delete = DropdownAction<Message>(title: "_Delete", iconName: "user-trash-symbolic", style: .destructive,
                                             removesRow: true, removalMessage: { "“\($0.subject)” deleted" }) { message, _ in
            events.takenOut(message, .deleted)
        }
        controller = DropdownRowsController(list: DropdownList(items: messages), name: "Messages",
                                            actions: [reply, archive, delete],
                                            content: Self.content(showPreviews: showPreviews),
                                            emptyText: "No messages. Enjoy the quiet.")
        controller.onStateChange = events.listChanged
        // Selection mode (Ctrl+click, Ctrl+A, or Select in a message's menu): archive or delete
        // many at once, one Ctrl+Z bringing them all back. The inbox keeps its order by date:
        // no reordering.
        controller.allowsSelection = true
        controller.selectionActions = [
            DropdownSelectionAction(title: "_Archive", iconName: "package-x-generic-symbolic", removesRows: true,
                                    removalMessage: { $0 == 1 ? "1 message archived" : "\($0) messages archived" }) { messages, _ in
                for message in messages { events.takenOut(message, .archived) }
            },
            DropdownSelectionAction(title: "_Delete", iconName: "user-trash-symbolic", style: .destructive, removesRows: true,
                                    removalMessage: { $0 == 1 ? "1 message deleted" : "\($0) messages deleted" }) { messages, _ in
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
    static func content(showPreviews: Bool) -> DropdownRowContent<Message> {
        DropdownRowContent<Message>(rowViews: {
            let line = MessageLine(showPreviews: showPreviews)
            return (line.widget, { message, row, _ in line.show(message, in: row) })
        })
    }
}

/// The widgets of one message row: an unread message's subject is bold and a flagged one has a
/// flag, both said to screen readers after the row's title ("unread, flagged").
@MainActor
final class MessageLine {
    let widget = Box(vertical: true, spacing: 2)
    private let sender = Label()
    private let flag = Image(iconName: "starred-symbolic")
    private let time = Label()
    private let subject = Label()
    private let preview = Label()
    private let showsPreview: Bool

    init(showPreviews: Bool) {
        showsPreview = showPreviews
        widget.addStyleClass("mail-message")
        let top = Box(vertical: false, spacing: 8)
        for label in [sender, subject, preview] {
            label.setXAlign(0)
        }
        sender.ellipsizeEnd()
        subject.ellipsizeEnd()
        // The first lines of the body, wrapped to the row's width: up to three lines.
        preview.wrap(maxLines: 3)
        sender.addStyleClass("mail-sender")
        time.addStyleClass("mail-time")
        subject.addStyleClass("mail-subject")
        preview.addStyleClass("mail-preview")
        flag.addStyleClass("mail-flag")
        flag.setTooltip("Flagged")
        top.packStart(sender, expand: true)
        top.packEnd(time)
        top.packEnd(flag)
        widget.packStart(top)
        widget.packStart(subject)
        if showPreviews { widget.packStart(preview) }
    }

    func show(_ message: Message, in row: ExpandableRow) {
        sender.text = message.sender
        time.text = message.received
        subject.text = message.subject
        if showsPreview { preview.text = message.preview }
        flag.isVisible = message.flagged
        if message.unread { widget.addStyleClass("mail-unread") } else { widget.removeStyleClass("mail-unread") }
        row.setAccessibleDescription([message.unread ? "unread" : nil, message.flagged ? "flagged" : nil]
            .compactMap { $0 }.joined(separator: ", "))
    }
}
