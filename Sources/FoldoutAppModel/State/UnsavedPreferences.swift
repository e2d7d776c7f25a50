/// The preferences (GSettings keys) whose last write did not reach the disk, and what to tell
/// the person about them: display-free, fed by the app with the outcome of each write.
///
/// GSettings says little: its keyfile backend returns false from a write it could not store
/// (the reason goes to the log as a GLib warning) while the key stays writable and the new value
/// stays in memory; a locked key is not writable, which is not a failure (the app refuses such
/// a change before it is made). So a failure has no reason to show, only the keys to write again.
///
///     var unsaved = UnsavedPreferences(policy: .standard)
///     unsaved.failed("animations")   // .failed: show failedMessage
///     unsaved.failed("color-scheme") // nil: told already
///     unsaved.saved("animations")    // nil: color-scheme is still not saved
///     unsaved.saved("color-scheme")  // .savedAgain: show savedAgainMessage
package struct UnsavedPreferences: Sendable, Equatable {
    /// What to tell the person.
    package enum Notice: Sendable, Equatable {
        /// Preferences could not be saved: show ``UnsavedPreferences/failedMessage``.
        case failed
        /// Every preference is saved after failures: show ``UnsavedPreferences/savedAgainMessage``.
        case savedAgain
    }

    /// The waits between tries.
    package let policy: RetryPolicy
    /// The keys not saved, in the order they first failed.
    package private(set) var keys: [String] = []
    /// The failed writes in a row so far (0 once every key is saved).
    package private(set) var failures = 0

    /// Everything saved.
    package init(policy: RetryPolicy) {
        self.policy = policy
    }

    /// Whether some preference is not saved.
    package var isFailing: Bool { !keys.isEmpty }

    /// How long to wait before writing the keys again (milliseconds), while some are unsaved.
    package var retryDelay: UInt32? {
        isFailing ? policy.delay(afterFailures: failures) : nil
    }

    /// Records a failed write of `key`; returns ``Notice/failed`` when nothing was failing.
    @discardableResult
    package mutating func failed(_ key: String) -> Notice? {
        let told = isFailing
        if !keys.contains(key) { keys.append(key) }
        failures += 1
        return told ? nil : .failed
    }

    /// Records a successful write of `key`; returns ``Notice/savedAgain`` when that saves the
    /// last unsaved key.
    @discardableResult
    package mutating func saved(_ key: String) -> Notice? {
        guard let index = keys.firstIndex(of: key) else { return nil }
        keys.remove(at: index)
        guard keys.isEmpty else { return nil }
        failures = 0
        return .savedAgain
    }

    /// The notification: "Your preferences could not be saved".
    package static var failedMessage: String {
        // TRANSLATORS: a notification, when a preference (GSettings) could not be written.
        tr("Your preferences could not be saved")
    }

    /// The notification once they are: "Your preferences are saved again".
    package static var savedAgainMessage: String {
        // TRANSLATORS: a notification, after "Your preferences could not be saved", once they are.
        tr("Your preferences are saved again")
    }
}
