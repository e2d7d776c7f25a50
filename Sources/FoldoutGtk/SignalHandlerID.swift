import CFoldoutGtk

/// The id of a connected signal handler.
public struct SignalHandlerID: Hashable, Sendable {
    /// The GLib handler id.
    package let value: UInt
}
