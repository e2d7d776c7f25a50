/// An observation of a setting: ``cancel()`` stops its handler.
public struct SettingObservation: Sendable {
    private let canceller: Canceller

    /// An observation that runs `cancel` when first cancelled.
    @MainActor
    public init(cancel: @escaping @MainActor () -> Void) { canceller = Canceller(cancel) }

    /// Stops the handler; cancelling twice does nothing more.
    @MainActor public func cancel() { canceller.cancel() }

    /// Runs its function once.
    @MainActor
    private final class Canceller {
        private var stop: (@MainActor () -> Void)?
        init(_ stop: @escaping @MainActor () -> Void) { self.stop = stop }
        func cancel() {
            let stop = self.stop
            self.stop = nil
            stop?()
        }
    }
}
