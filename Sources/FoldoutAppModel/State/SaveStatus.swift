/// Whether what the person changed is saved, and what to tell them about it: a display-free
/// record the app feeds with the outcome of every write (``failed(_:)``, ``saved()``).
///
/// The person is told when saving starts to fail, and again only when the reason changes
/// (a retry failing for the same reason says nothing new); once a write succeeds after a
/// failure they are told, once, that their changes are saved again. While saving fails the app
/// tries again on the next change and after ``retryDelay``.
///
///     var status = SaveStatus(policy: .standard)
///     status.failed(noSpace)   // .failed(noSpace): show "Your changes could not be saved: …"
///     status.failed(noSpace)   // nil: still failing, same reason
///     status.saved()           // .savedAgain: show "Your changes are saved again"
///     status.saved()           // nil
package struct SaveStatus: Sendable, Equatable {
    /// What to tell the person.
    package enum Notice: Sendable, Equatable {
        /// Saving fails: show the failure's ``SaveFailure/message``.
        case failed(SaveFailure)
        /// A write succeeded after failures: show ``SaveStatus/savedAgainMessage``.
        case savedAgain
    }

    /// The waits between tries.
    package let policy: RetryPolicy
    /// The last failure, while saving fails (nil once everything is saved).
    package private(set) var failure: SaveFailure?
    /// The failures in a row so far (0 once a write succeeds).
    package private(set) var failures = 0

    /// Nothing has failed yet.
    package init(policy: RetryPolicy) {
        self.policy = policy
    }

    /// Whether the newest changes are not saved.
    package var isFailing: Bool { failure != nil }

    /// How long to wait before trying again (milliseconds), while saving fails.
    package var retryDelay: UInt32? {
        isFailing ? policy.delay(afterFailures: failures) : nil
    }

    /// Records a failed write; returns the notice to show, if the person has not been told of
    /// this trouble yet.
    @discardableResult
    package mutating func failed(_ failure: SaveFailure) -> Notice? {
        let told = self.failure.map { $0.isSameTrouble(as: failure) } ?? false
        self.failure = failure
        failures += 1
        return told ? nil : .failed(failure)
    }

    /// Records a successful write; returns ``Notice/savedAgain`` if it ends failures.
    @discardableResult
    package mutating func saved() -> Notice? {
        let wasFailing = isFailing
        failure = nil
        failures = 0
        return wasFailing ? .savedAgain : nil
    }

    /// The notification after a failure is over: "Your changes are saved again".
    package static var savedAgainMessage: String {
        // TRANSLATORS: a notification, after "Your changes could not be saved: …", once they are.
        tr("Your changes are saved again")
    }
}
