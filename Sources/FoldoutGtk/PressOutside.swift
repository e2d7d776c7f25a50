import CFoldoutGtk

private typealias PressHandler = @MainActor () -> Void

/// The C signature of GtkGestureMultiPress::pressed (n_press, x, y).
private let pressTrampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
    guard let data else { return }
    let box = CallbackArgument(data)
    MainActor.assumeIsolated {
        Unmanaged<ClosureBox<PressHandler>>.fromOpaque(box.value).takeUnretainedValue().function()
    }
}

extension Widget {
    /// Whether `pointer` is this widget or one inside it.
    func contains(_ pointer: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let pointer else { return false }
        return pointer == widget || gtk_widget_is_ancestor(pointer, widget) != 0
    }

    /// Calls `handler` when a mouse button is pressed anywhere in this widget's window outside
    /// this widget; the press goes on to its target as usual. Uses a capture-phase gesture on
    /// the window (owned by the window), connected once the widget is first mapped.
    package func onPressOutside(_ handler: @escaping @MainActor () -> Void) {
        var connected = false
        on(.map) { [weak self] in
            guard !connected, let self, let top = gtk_widget_get_toplevel(self.widget), foldout_is_window(top) != 0 else { return }
            connected = true
            self.watchPresses(in: top, handler)
        }
    }

    private func watchPresses(in top: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor () -> Void) {
        guard let gesture = gtk_gesture_multi_press_new(top) else { return }
        gtk_gesture_single_set_button(gesture, 0)
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        // GTK 3 does not keep event controllers alive: the window holds this one.
        let key = "foldout-press-outside-\(UInt(bitPattern: self.raw))"
        g_object_set_data_full(foldout_object(top), key, UnsafeMutableRawPointer(gesture), g_object_unref)
        let inside: PressHandler = { [weak self] in
            guard let self, let event = gtk_get_current_event() else { return }
            defer { gdk_event_free(event) }
            if !self.contains(gtk_get_event_widget(event)) { handler() }
        }
        let box = Unmanaged.passRetained(ClosureBox(inside) as AnyObject).toOpaque()
        _ = foldout_signal_connect(
            UnsafeMutableRawPointer(gesture), "pressed",
            unsafeBitCast(pressTrampoline, to: UnsafeMutableRawPointer.self), box, releaseClosureBox, 0)
    }
}
