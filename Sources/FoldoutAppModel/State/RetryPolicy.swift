/// How long to wait before trying a failed save again: `first` after the first failure, twice
/// as long after each further one, never longer than `limit` (milliseconds). A change made
/// meanwhile is tried at once whatever the wait (it writes everything still unsaved).
package struct RetryPolicy: Sendable, Equatable {
    /// The wait after the first failure, in milliseconds.
    package let first: UInt32
    /// The longest wait, in milliseconds.
    package let limit: UInt32

    /// 5 s, then 10 s, 20 s, … up to 2 minutes.
    package static let standard = RetryPolicy(first: 5_000, limit: 120_000)

    /// The environment variable setting the first wait in milliseconds (tests): the waits then
    /// double up to eight times that.
    package static let variable = "FOLDOUT_SAVE_RETRY_MS"

    /// A policy of its own; `limit` below `first` is raised to it, and `first` is at least 1 ms.
    package init(first: UInt32, limit: UInt32) {
        self.first = max(1, first)
        self.limit = max(self.first, limit)
    }

    /// ``standard``, or the first wait `FOLDOUT_SAVE_RETRY_MS` gives (a positive whole number of
    /// milliseconds) with a limit of eight times it; anything else there is ignored.
    package init(environment: [String: String]) {
        guard let text = environment[Self.variable], let first = UInt32(text), first > 0 else {
            self = .standard
            return
        }
        let (eightfold, overflow) = first.multipliedReportingOverflow(by: 8)
        self.init(first: first, limit: overflow ? UInt32.max : eightfold)
    }

    /// The wait after `failures` failures in a row (1 or more): `first` doubled `failures - 1`
    /// times, at most `limit`.
    package func delay(afterFailures failures: Int) -> UInt32 {
        var wait = first
        for _ in 1..<max(1, failures) {
            guard wait < limit else { break }
            wait = wait > limit / 2 ? limit : wait * 2
        }
        return min(wait, limit)
    }
}
