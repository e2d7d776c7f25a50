import FoldoutGtk
import FoldoutModel

/// An in-app notification that slides down from the top of a page, GNOME style:
/// a message, an optional action button (e.g. "Undo") and a close button.
///
/// It hides itself after a few seconds; showing a new one replaces the old.
@MainActor
package final class Toast {
    /// The widget to add as an overlay above the page.
    package let widget: Revealer
    private let label = Label()
    private let actionButton = Button(label: "", mnemonic: true)
    private var action: (@MainActor () -> Void)?
    private var timer: MainLoop.Source?
    /// Seconds a notification stays (longer when it offers an action).
    package var duration: UInt32 = 4000
    /// Seconds a notification with an action stays.
    package var actionDuration: UInt32 = 8000

    private var built = false

    /// The notification's box (its accessible role says whether screen readers hear it as it shows).

    private let frame = Box(vertical: false, spacing: 12)

    /// Makes a hidden toast; its contents are built when it is first shown.
    package init() {
        widget = Revealer(transition: .slideDown, duration: 250)
        widget.setAlign(horizontal: .center, vertical: .start)
    }

    private func build() {
        guard !built else { return }
        built = true
        frame.addStyleClass("app-notification")
        frame.setAccessibleRole(.notification)
        label.wrap()
        label.setXAlign(0)
        frame.packStart(label, expand: true)
        frame.packStart(actionButton)
        let close = Button(iconName: "window-close-symbolic", tooltip: tr("Dismiss"))
        close.addStyleClass("flat")
        frame.packStart(close)
        widget.add(frame)
        frame.showAll()
        actionButton.isVisible = false
        actionButton.onClicked { [weak self] in
            guard let self else { return }
            let action = self.action
            self.dismiss()
            action?()
        }
        close.onClicked { [weak self] in self?.dismiss() }
    }

    /// The message shown now, if any.
    package var message: String? { widget.revealChild ? label.text : nil }

    /// Shows `message`, with a button titled `actionTitle` running `action` if given; screen
    /// readers hear it as a notification as it shows.
    package func show(_ message: String, actionTitle: String? = nil, action: (@MainActor () -> Void)? = nil) {
        show(message, actionTitle: actionTitle, heardElsewhere: false, action: action)
    }

    /// Shows `message`, with a button titled `actionTitle` running `action` if given. Screen
    /// readers hear it as a notification as it shows, unless `heardElsewhere` (it was told
    /// on the focused row, without the role word Orca puts before a notification).
    package func show(
        _ message: String, actionTitle: String? = nil, heardElsewhere: Bool,
        action: (@MainActor () -> Void)? = nil
    ) {
        build()
        frame.setAccessibleRole(heardElsewhere ? .panel : .notification)
        label.text = message
        self.action = action
        if let actionTitle, action != nil {
            actionButton.label = actionTitle
            actionButton.isVisible = true
        } else {
            actionButton.isVisible = false
        }
        // A notification already up (or sliding away) is hidden at once first, so that the new
        // one is shown anew: screen readers speak a notification as it becomes visible.
        if widget.revealChild || widget.isSliding { widget.setRevealChildAtOnce(false) }
        widget.revealChild = true
        if let timer { MainLoop.cancel(timer) }
        timer = MainLoop.timeout(milliseconds: action == nil ? duration : actionDuration) { [weak self] in
            self?.timer = nil
            self?.dismiss()
            return false
        }
    }

    /// Hides the notification.
    package func dismiss() {
        if let timer { MainLoop.cancel(timer) }
        timer = nil
        action = nil
        widget.revealChild = false
    }
}
