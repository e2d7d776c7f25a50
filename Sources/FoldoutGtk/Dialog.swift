import CFoldoutGtk

extension Window {
    /// Makes a plain toplevel window (e.g. a preferences window); destroy it when done.
    public static func makeToplevel(title: String) -> Window {
        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        window.title = title
        return window
    }

    /// Keeps the window above `parent` and closes it with `parent`, without making it modal.
    public func setTransientNonModal(for parent: Window) {
        gtk_window_set_transient_for(foldout_window(raw), foldout_window(parent.raw))
        gtk_window_set_destroy_with_parent(foldout_window(raw), 1)
    }

    /// Asks the window to close, as its close button does.
    public func close() { gtk_window_close(foldout_window(raw)) }

    /// Calls `handler` when the Escape key is pressed in the window and no child used it.
    public func onEscape(_ handler: @escaping @MainActor () -> Void) {
        onKeyPress(after: true) { key in
            guard key.isEscape, key.isPlain else { return false }
            handler()
            return true
        }
    }

    /// Gives the keyboard focus back to `window` once this one is gone, unless it came back by
    /// itself: a window manager gives it back, and so may the X server (to the window under the
    /// pointer); presenting `window` then would move it a second time, and screen readers would
    /// announce `window` twice.
    package func returnsFocus(to window: Window) {
        on(.destroy) { [weak window] in window?.presentUnlessFocused() }
    }

    /// Presents the window, shortly, unless it has the focus by then: a window just shown (or
    /// one a closed window leaves) may get the focus by itself, from a window manager or the X
    /// server, and presenting it then would move the focus a second time: screen readers would
    /// announce the window twice. A window presented before it is shown is only shown, so a
    /// new window is shown first, then this.
    package func presentUnlessFocused() {
        // The wrapper is kept until then (it may be a temporary one).
        MainLoop.timeout(milliseconds: 120) { [self] in
            if isVisible, !isActive { present() }
            return false
        }
    }

    /// Calls `handler` once when the window is destroyed.
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) { on(.destroy, handler) }
}

/// A modal `GtkDialog` transient for a window, with a header bar whose close button ("Close")
/// and Escape close (destroy) it; screen readers see a "dialog".
@MainActor
public final class Dialog: Window {
    /// Makes a dialog titled `title` over `parent`.
    public static func make(title: String, parent: Window) -> Dialog {
        let dialog = Dialog(retaining: UnsafeMutableRawPointer(gtk_dialog_new()))
        dialog.title = title
        // A client-side title bar, as GNOME dialogs have (and visible without a window manager).
        dialog.setTitlebar(HeaderBar(title: title))
        dialog.setTransient(for: parent)
        // The close button and Escape emit a response (GTK_RESPONSE_DELETE_EVENT); every response closes.
        dialog.on(.response) { [weak dialog] _ in dialog?.destroy() }
        return dialog
    }

    /// Adds a child to the dialog's content area, filling it.
    public func addContent(_ child: Widget) {
        let area = gtk_dialog_get_content_area(foldout_dialog(raw))
        gtk_box_pack_start(foldout_box(area), child.widget, 1, 1, 0)
    }
}

extension Window {
    /// Whether the window has the keyboard focus of the desktop (is the active toplevel).
    public var isActive: Bool { gtk_window_is_active(foldout_window(raw)) != 0 }
}

extension Window {
    /// Adds the window to `application`, so the application's accelerators (Ctrl+Q, F1, …) work
    /// in it and the application stays alive while it is open.
    public func setApplication(_ application: Application) {
        gtk_window_set_application(foldout_window(raw), foldout_application(application.raw))
    }
}
