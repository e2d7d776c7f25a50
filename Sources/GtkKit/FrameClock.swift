import CGtk

/// A widget's `GdkFrameClock`: the clock that paces its animations and paints.
@MainActor
public final class FrameClock: Object {
    /// The time of the current frame (or a prediction outside a frame), in microseconds.
    public var frameTime: Int64 { Int64(gdk_frame_clock_get_frame_time(OpaquePointer(raw))) }

    /// Calls `handler` after every painted frame, with the frame's time in microseconds.
    @discardableResult
    public func onAfterPaint(_ handler: @escaping @MainActor (Int64) -> Void) -> SignalHandlerID {
        // The clock outlives this wrapper: read it through its pointer, not the wrapper.
        nonisolated(unsafe) let clock = OpaquePointer(raw)
        return on("after-paint") { handler(Int64(gdk_frame_clock_get_frame_time(clock))) }
    }
}

private typealias PressHandler = @MainActor () -> Void

/// The C signature of GtkGestureMultiPress::pressed (n_press, x, y).
private let pressTrampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, _, _, data in
    guard let data else { return }
    nonisolated(unsafe) let box = data
    MainActor.assumeIsolated {
        Unmanaged<ClosureBox<PressHandler>>.fromOpaque(box).takeUnretainedValue().function()
    }
}

extension Widget {
    /// The frame clock of the widget's window, once the widget is realized.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widget).map { FrameClock(retaining: UnsafeMutableRawPointer($0)) }
    }

    /// The widget's natural height for its current width (or in general), in pixels.
    public var naturalHeight: Int {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_get_preferred_height(widget, &minimum, &natural)
        return Int(natural)
    }

    /// Whether `pointer` is this widget or one inside it.
    public func contains(_ pointer: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let pointer else { return false }
        return pointer == widget || gtk_widget_is_ancestor(pointer, widget) != 0
    }

    /// Calls `handler` when a mouse button is pressed anywhere in this widget's window outside
    /// this widget; the press goes on to its target as usual. Uses a capture-phase gesture on
    /// the window (owned by the window), connected once the widget is first mapped.
    public func onPressOutside(_ handler: @escaping @MainActor () -> Void) {
        var connected = false
        on("map") { [weak self] in
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
            _ = foldout_signal_connect(UnsafeMutableRawPointer(gesture), "pressed",
                                       unsafeBitCast(pressTrampoline, to: UnsafeMutableRawPointer.self), box, releaseClosureBox, 0)
    }

    /// Keeps `show_all` on an ancestor from showing this widget (its visibility is managed).
    public func excludeFromShowAll() { gtk_widget_set_no_show_all(widget, 1) }

    /// If the widget is a page of a `GtkStack`, makes it the visible page.
    public func showInParentStack() {
        guard let parent = gtk_widget_get_parent(widget), foldout_is_stack(parent) != 0 else { return }
        gtk_stack_set_visible_child(foldout_stack(parent), widget)
    }
}

extension ScrolledWindow {
    /// Makes the scrolled window a plain clip: no scrollbars, the content is cut at its height
    /// (set with ``Widget/setSizeRequest(width:height:)``) and never scrolled, even when a row
    /// inside takes the focus.
    public func clipWithoutScrolling() {
        gtk_scrolled_window_set_policy(foldout_scrolled_window(raw), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_min_content_height(foldout_scrolled_window(raw), 0)
        let adjustment = gtk_scrolled_window_get_vadjustment(foldout_scrolled_window(raw))
        let pinned = Object(retaining: UnsafeMutableRawPointer(adjustment!))
        pinned.on("value-changed") { [weak self] in
            guard let self, self.scrollOffset != 0 else { return }
            self.scrollOffset = 0
        }
    }

    /// Scrolls as little as needed to show the band from `top` to `bottom` (content coordinates).
    public func scrollToShow(top: Double, bottom: Double) {
        if bottom > scrollOffset + pageSize { scrollOffset = min(maxOffset, bottom - pageSize) }
        if top < scrollOffset { scrollOffset = max(0, top) }
    }
}

extension ListBox {
    /// Lets one row be selected (the chosen one); moving the focus does not select.
    public func allowSingleSelection() {
        gtk_list_box_set_selection_mode(foldout_list_box(raw), GTK_SELECTION_SINGLE)
    }

    /// Selects row `index`, or clears the selection when nil.
    public func selectRow(at index: Int?) {
        guard let index, let row = gtk_list_box_get_row_at_index(foldout_list_box(raw), Int32(index)) else {
            gtk_list_box_unselect_all(foldout_list_box(raw))
            return
        }
        gtk_list_box_select_row(foldout_list_box(raw), row)
    }
}

extension KeyPress {
    /// Whether Alt is held (and not Control).
    public var isAlt: Bool {
        modifiers & UInt32(GDK_MOD1_MASK.rawValue) != 0 && modifiers & UInt32(GDK_CONTROL_MASK.rawValue) == 0
    }

    /// The printable character the key types, if any (letters, digits, punctuation; not space).
    public var character: Character? {
        let code = gdk_keyval_to_unicode(keyval)
        guard code > 32, code != 127, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }

    /// Whether the key is `name` (a `GDK_KEY_*` value such as `GDK_KEY_Down`).
    public func isKey(_ value: Int32) -> Bool { keyval == UInt32(value) }
}

extension Application {
    /// Quits the process's application (e.g. after a benchmark), if there is one.
    public static func quitDefault() {
        guard let app = g_application_get_default() else { return }
        g_application_quit(app)
    }
}
