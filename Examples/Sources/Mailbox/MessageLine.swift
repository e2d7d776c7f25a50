import FoldoutControllers
import FoldoutGtk

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
    private let look: MessageLook

    init(look: MessageLook) {
        self.look = look
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
        widget.packStart(preview)
    }

    func show(_ message: Message, in row: ListItemRow) {
        sender.text = message.sender
        time.text = message.received
        subject.text = message.subject
        preview.text = message.preview
        preview.isVisible = look.showPreviews
        flag.isVisible = message.flagged
        if message.unread { widget.addStyleClass("mail-unread") } else { widget.removeStyleClass("mail-unread") }
        row.setAccessibleDescription(
            [message.unread ? "unread" : nil, message.flagged ? "flagged" : nil]
                .compactMap { $0 }.joined(separator: ", "))
    }
}
