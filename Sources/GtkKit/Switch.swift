import CGtk

/// A `GtkSwitch`: screen readers see a "toggle button"; give it an accessible name.
@MainActor
public final class Switch: Widget {
    /// Makes a switch, off.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_switch_new()))
    }

    /// Whether the switch is on; setting it notifies ``onToggled(_:)`` handlers.
    public var isActive: Bool {
        get { gtk_switch_get_active(foldout_switch(raw)) != 0 }
        set { gtk_switch_set_active(foldout_switch(raw), newValue ? 1 : 0) }
    }

    /// Calls `handler` with the new value whenever the switch changes (click, key or code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandlerID {
        // The signal fires only while the GtkSwitch lives, so its pointer is safe to read here
        // even after this wrapper is gone.
        nonisolated(unsafe) let pointer = raw
        return onNotify(.active) { handler(gtk_switch_get_active(foldout_switch(pointer)) != 0) }
    }
}
