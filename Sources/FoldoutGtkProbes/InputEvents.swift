import CFoldoutGtk
import FoldoutGtk

/// Watches the input events of the whole process on their way to GTK.
@MainActor
package enum InputEvents {
    private typealias Observer = @MainActor (InputEvent) -> Void

    private static let trampoline: @convention(c) (UnsafeMutablePointer<GdkEvent>?, gpointer?) -> Void = { event, data in
        guard let event else { return }
        if let data, let input = InputEvents.describe(event) {
            nonisolated(unsafe) let box = Unmanaged<ClosureBox<Observer>>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.function(input) }
        }
        gtk_main_do_event(event)
    }

    /// Calls `observer` with every key, button, wheel and pointer-motion event before GTK
    /// handles it. Call once, after GTK is initialised (it takes GDK's event handler, then
    /// hands every event on to GTK as before).
    package static func observe(_ observer: @escaping @MainActor (InputEvent) -> Void) {
        let box = Unmanaged.passRetained(ClosureBox(observer as Observer) as AnyObject).toOpaque()
        gdk_event_handler_set(trampoline, box, releaseBox)
    }

    private nonisolated static func describe(_ event: UnsafeMutablePointer<GdkEvent>) -> InputEvent? {
        let kind: InputEvent.Kind
        switch gdk_event_get_event_type(event) {
        case GDK_KEY_PRESS: kind = .keyPress
        case GDK_KEY_RELEASE: kind = .keyRelease
        case GDK_BUTTON_PRESS: kind = .buttonPress
        case GDK_BUTTON_RELEASE: kind = .buttonRelease
        case GDK_SCROLL: kind = .scroll
        case GDK_MOTION_NOTIFY: kind = .motion
        default: return nil
        }
        var key = ""
        var keyval: guint = 0
        if kind == .keyPress || kind == .keyRelease, gdk_event_get_keyval(event, &keyval) != 0,
            let name = gdk_keyval_name(keyval)
        {
            key = String(cString: name)
        }
        return InputEvent(kind: kind, serverTime: gdk_event_get_time(event), key: key)
    }
}
