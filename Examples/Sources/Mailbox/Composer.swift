import FoldoutGtk

/// The reply composer: a dialog with the recipient, the subject and a line for the text; Send
/// (or Enter in the text) hands the text over and closes it, Escape or the close button drop it.
@MainActor
enum Composer {
    static func present(replyTo message: Message, over parent: Window, send: @escaping @MainActor (String) -> Void) {
        let dialog = Dialog.make(title: "Reply to \(message.sender)", parent: parent)
        dialog.setDefaultSize(width: 460, height: -1)
        let column = Box(vertical: true, spacing: 8)
        column.addStyleClass("mail-composer")
        column.setMargins(top: 16, bottom: 16, start: 16, end: 16)
        let subject = message.subject.hasPrefix("Re: ") ? message.subject : "Re: \(message.subject)"
        for text in ["To: \(message.sender) <\(message.address)>", "Subject: \(subject)"] {
            let label = Label(text)
            label.setXAlign(0)
            label.ellipsizeEnd()
            column.packStart(label)
        }
        let body = Entry(placeholder: "Write your reply")
        body.setAccessibleName("Reply text")
        column.packStart(body)
        let sendButton = Button(label: "_Send", mnemonic: true)
        sendButton.addStyleClass("suggested-action")
        sendButton.setAlign(horizontal: .end)
        column.packStart(sendButton)
        dialog.addContent(column)
        // The closures hold the dialog's wrapper (GTK owns the window; nothing else in Swift
        // does); destroying the dialog destroys the button and the entry, which frees them.
        let finish: @MainActor () -> Void = {
            let text = body.text
            dialog.destroy()
            send(text)
        }
        sendButton.onClicked(finish)
        body.onActivate(finish)
        dialog.showAll()
        body.grabFocus()
    }
}
