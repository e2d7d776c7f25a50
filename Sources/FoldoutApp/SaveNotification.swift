import FoldoutAppModel
import FoldoutControllers
import FoldoutGtk
import FoldoutModel

/// Tells the person when their changes (the state file) or preferences (GSettings) cannot be
/// kept, and once when they are kept again: the app's notification (a ``Toast``, which screen
/// readers hear as a notification), at the bottom of the main window, so it never hides a page's
/// own notification ("“March” removed") at the top. A failure stays until the changes are saved
/// or the person dismisses it.
@MainActor
final class SaveNotification {
    private let toast = Toast()
    /// A notice waiting for the one shown to slide away (a screen reader hears a notification
    /// as it appears, not when its text changes).
    private var waiting: MainLoop.Source?

    /// How long a failure stays (until saved again, in practice), in milliseconds.
    private static let failureDuration: UInt32 = 24 * 60 * 60 * 1000
    /// How long "saved again" stays, in milliseconds.
    private static let savedDuration: UInt32 = 5000

    /// `content` with the notification above it, showing what `store` (the state file) and
    /// `settings` (the preferences) have to tell.
    static func overlay(over content: Widget, store: StateStore, settings: AppSettings) -> Overlay {
        let notification = SaveNotification()
        let overlay = Overlay()
        overlay.add(content)
        overlay.addOverlay(notification.toast.widget)
        store.onNotice = { notice in notification.show(notice) }
        settings.onNotice = { notice in notification.show(notice) }
        return overlay
    }

    private init() {
        toast.widget.setAlign(horizontal: .center, vertical: .end)
    }

    private func show(_ notice: SaveStatus.Notice) {
        switch notice {
        case let .failed(failure):
            present(failure.message, duration: Self.failureDuration)
        case .savedAgain:
            present(SaveStatus.savedAgainMessage, duration: Self.savedDuration)
        }
    }

    private func show(_ notice: UnsavedPreferences.Notice) {
        switch notice {
        case .failed: present(UnsavedPreferences.failedMessage, duration: Self.failureDuration)
        case .savedAgain: present(UnsavedPreferences.savedAgainMessage, duration: Self.savedDuration)
        }
    }

    /// Shows `message`; one shown already slides away first, so the new one is announced.
    private func present(_ message: String, duration: UInt32) {
        if let waiting { MainLoop.cancel(waiting) }
        waiting = nil
        guard toast.message != nil else {
            toast.duration = duration
            toast.show(message)
            return
        }
        toast.dismiss()
        waiting = MainLoop.timeout(milliseconds: toast.widget.transitionDuration + 50) { [weak self] in
            guard let self else { return false }
            self.waiting = nil
            self.toast.duration = duration
            self.toast.show(message)
            return false
        }
    }
}
