import CFoldoutGtk

/// A `GtkWindow`.
@MainActor
open class Window: Container {
    /// The title.
    public var title: String {
        get { gtk_window_get_title(foldout_window(raw)).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(foldout_window(raw), newValue) }
    }

    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(foldout_window(raw), Int32(width), Int32(height))
    }

    /// The current size (as the window manager sees it, without client-side shadows).
    package var size: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        gtk_window_get_size(foldout_window(raw), &w, &h)
        return (Int(w), Int(h))
    }

    /// Whether the window is maximised.
    package var isMaximized: Bool { gtk_window_is_maximized(foldout_window(raw)) != 0 }

    /// Maximises the window.
    package func maximize() { gtk_window_maximize(foldout_window(raw)) }

    /// Sets the title bar widget.
    public func setTitlebar(_ widget: Widget) {
        gtk_window_set_titlebar(foldout_window(raw), widget.widget)
    }

    /// Raises the window and gives it the focus.
    public func present() { gtk_window_present(foldout_window(raw)) }

    /// Shows, raises and focuses the window for a launch or an activation, with the time the
    /// person asked for it: on X11 the time of the launch's startup notification (GDK keeps the
    /// `_TIME` of `DESKTOP_STARTUP_ID`, or of the activation's `desktop-startup-id`) or of the
    /// last input, else the X server's time now. Presenting with no time (0) makes window
    /// managers that prevent focus stealing refuse the focus, and Mutter log a "buggy client".
    package func presentForActivation() {
        let time = foldout_activation_time(widget)
        if time != 0 {
            gtk_window_present_with_time(foldout_window(raw), time)
        } else {
            gtk_window_present(foldout_window(raw))
        }
    }

    /// Makes this window modal over `parent`.
    package func setTransient(for parent: Window) {
        gtk_window_set_transient_for(foldout_window(raw), foldout_window(parent.raw))
        gtk_window_set_modal(foldout_window(raw), 1)
        gtk_window_set_destroy_with_parent(foldout_window(raw), 1)
    }

    /// The `GdkWindow` is painted for the first time: `handler` runs once after the first frame.
    public func onFirstFrame(_ handler: @escaping @MainActor () -> Void) {
        var done = false
        on(.draw, after: true) { _ in
            if !done {
                done = true
                MainLoop.idle {
                    handler()
                    return false
                }
            }
            return false
        }
    }
}
