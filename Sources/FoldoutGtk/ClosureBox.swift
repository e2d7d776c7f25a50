import CFoldoutGtk

/// Holds a Swift closure for the lifetime of a GLib signal connection or source.
///
/// GLib owns each box: it is retained when passed to C and released by the
/// destroy-notify when the handler is disconnected or its object is finalised.
package final class ClosureBox<Function> {
    package let function: Function
    package init(_ function: Function) { self.function = function }
}
