/// A C callback's argument (a pointer) carried into `MainActor.assumeIsolated`.
///
/// GTK calls every callback on the main thread, so the pointer never crosses threads; Swift
/// 6.0's region checker (Debian 13's toolchain) cannot see that and refuses a
/// `nonisolated(unsafe)` pointer captured by the main actor's closure, where Swift 6.2 accepts
/// it. This is the one place that says so.
struct CallbackArgument<Value>: @unchecked Sendable {
    /// The pointer as C passed it.
    let value: Value

    init(_ value: Value) { self.value = value }
}
