import FoldoutControllers
import FoldoutGtk

/// The widgets of one message in the conversations: an arrow that turns when its replies show
/// (none when nobody answered it), the subject (bold while unread), the sender and the time.
/// Screen readers hear the row's title, then how many replies it has and whether it is unread
/// or flagged; the tree tells them its level.
@MainActor
final class ThreadLine {
    let widget = Box(vertical: false, spacing: 8)
    private let arrow = Image(iconName: "pan-end-symbolic")
    private let subject = Label()
    private let sender = Label()
    private let time = Label()
    private let flag = Image(iconName: "starred-symbolic")

    init() {
        widget.addStyleClass("mail-thread-message")
        arrow.addStyleClass("expandable-arrow")
        subject.setXAlign(0)
        subject.ellipsizeEnd()
        subject.addStyleClass("mail-subject")
        sender.setXAlign(0)
        sender.ellipsizeEnd()
        sender.addStyleClass("mail-preview")
        time.addStyleClass("mail-time")
        flag.addStyleClass("mail-flag")
        flag.setTooltip("Flagged")
        widget.packStart(arrow)
        widget.packStart(subject, expand: true)
        widget.packStart(sender)
        widget.packEnd(time)
        widget.packEnd(flag)
    }

    /// Shows `message`, which has `replies` direct replies.
    func show(_ message: Message, replies: Int, in row: ListItemRow) {
        subject.text = message.subject
        sender.text = message.sender
        time.text = message.received
        flag.isVisible = message.flagged
        if replies > 0 { arrow.removeStyleClass("mail-hidden") } else { arrow.addStyleClass("mail-hidden") }
        if message.unread { widget.addStyleClass("mail-unread") } else { widget.removeStyleClass("mail-unread") }
        row.setAccessibleName(message.title)
        let count: String? = replies == 0 ? nil : replies == 1 ? "1 reply" : "\(replies) replies"
        row.setAccessibleDescription(
            [count, message.unread ? "unread" : nil, message.flagged ? "flagged" : nil]
                .compactMap { $0 }.joined(separator: ", "))
    }
}
