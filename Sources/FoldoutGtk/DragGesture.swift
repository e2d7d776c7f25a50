import CFoldoutGtk

/// The C signature of GtkGestureDrag's drag-begin, drag-update and drag-end (x, y).
private let dragTrampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
    guard let data else { return }
    let box = CallbackArgument(data)
    MainActor.assumeIsolated {
        Unmanaged<ClosureBox<DragGesture.Handler>>.fromOpaque(box.value).takeUnretainedValue().function(x, y)
    }
}

/// A primary-button drag over a widget (`GtkGestureDrag`): where it began, how far it has gone,
/// and where it ended, in the widget's coordinates. The widget owns the gesture (GTK 3 keeps no
/// event controller alive by itself). A drag is a click until ``claim()``: then the widget's
/// other handlers of the press (a list row's activation) no longer see it.
///
///     let drag = DragGesture(on: list)
///     drag.onBegin = { x, y in start(at: y) }
///     drag.onUpdate = { dx, dy in if abs(dy) > 8 { drag.claim() }; follow(dy) }
///     drag.onEnd = { _, dy in drop(dy) }
@MainActor
package final class DragGesture {
    /// A handler of two coordinates.
    package typealias Handler = @MainActor (Double, Double) -> Void

    /// The drag began at (x, y).
    package var onBegin: Handler = { _, _ in }
    /// The pointer moved to (start x + dx, start y + dy).
    package var onUpdate: Handler = { _, _ in }
    /// The button was let go at (start x + dx, start y + dy), or the drag was cancelled.
    package var onEnd: Handler = { _, _ in }

    private let gesture: OpaquePointer

    /// Watches primary-button drags over `widget` (in the bubble phase: the widget's children
    /// see the press first).
    package init(on widget: Widget) {
        // The widget's window must report the pointer's moves while a button is held.
        gtk_widget_add_events(widget.widget, Int32(bitPattern: GDK_BUTTON_MOTION_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue))
        gesture = gtk_gesture_drag_new(widget.widget)
        gtk_gesture_single_set_button(gesture, UInt32(GDK_BUTTON_PRIMARY))
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_BUBBLE)
        g_object_set_data_full(foldout_object(widget.widget), "foldout-drag-gesture", UnsafeMutableRawPointer(gesture), g_object_unref)
        connect("drag-begin") { [weak self] x, y in self?.onBegin(x, y) }
        connect("drag-update") { [weak self] x, y in self?.onUpdate(x, y) }
        connect("drag-end") { [weak self] x, y in self?.onEnd(x, y) }
    }

    private func connect(_ signal: String, _ handler: @escaping Handler) {
        let box = Unmanaged.passRetained(ClosureBox(handler) as AnyObject).toOpaque()
        _ = foldout_signal_connect(
            UnsafeMutableRawPointer(gesture), signal,
            unsafeBitCast(dragTrampoline, to: UnsafeMutableRawPointer.self), box, releaseClosureBox, 0)
    }

    /// Takes the drag for this gesture: the press is no longer a click for anyone else.
    package func claim() {
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// Ends the drag now (Escape): `onEnd` runs, and the rest of the press is ignored.
    package func cancel() {
        gtk_event_controller_reset(gesture)
    }

    /// Whether a drag is going on.
    package var isActive: Bool { gtk_gesture_is_active(gesture) != 0 }
}
