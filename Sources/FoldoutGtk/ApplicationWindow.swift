import CFoldoutGtk

/// A `GtkApplicationWindow`: a window that takes `win.` actions and the app's menus.
@MainActor
public final class ApplicationWindow: Window {
    /// Makes a window for `application`.
    public convenience init(application: Application) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_application_window_new(foldout_application(application.raw))))
    }

    /// Adds a stateless action under `win.` for this window.
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name, handler)
        g_action_map_add_action(foldout_action_map(raw), OpaquePointer(action.raw))
        return action
    }

    /// Adds an action made elsewhere (e.g. one with a parameter) under `win.`.
    package func addAction(_ action: SimpleAction) {
        g_action_map_add_action(foldout_action_map(raw), OpaquePointer(action.raw))
    }
}

extension ApplicationWindow {
    /// Gives the window its shortcuts window (`win.show-help-overlay`), built from the
    /// GtkBuilder description at `resource` (object id `help_overlay`) the first time it is
    /// asked for: building it costs more than the rest of the window, and the first frame does
    /// not show it. (GtkApplication would build it for every window at start-up from
    /// `<resource base>/gtk/help-overlay.ui`; Foldout keeps it elsewhere for that reason.)
    package func setHelpOverlay(resource path: String, onError: @escaping @MainActor (String) -> Void) {
        addAction("show-help-overlay") { [weak self] in
            guard let self else { return }
            let builder = gtk_builder_new()
            defer { g_object_unref(builder) }
            var error: UnsafeMutablePointer<GError>?
            guard gtk_builder_add_from_resource(builder, path, &error) != 0 else {
                onError("\(path): \(error.map { String(cString: $0.pointee.message) } ?? "unknown error")")
                g_error_free(error)
                return
            }
            guard let overlay = gtk_builder_get_object(builder, "help_overlay") else {
                onError("\(path): no object with id help_overlay")
                return
            }
            // GTK takes over from here: it makes the shortcuts window modal and transient, shows
            // the application's accelerators and hides it on close.
            g_action_map_remove_action(foldout_action_map(self.raw), "show-help-overlay")
            let shortcuts = foldout_window(overlay)
            gtk_application_window_set_help_overlay(foldout_application_window(self.raw), foldout_shortcuts_window(overlay))
            // Its name for screen readers is its title: without one in the description it is
            // what its header shows, GTK's own "Shortcuts" (translated in GTK's catalog), not
            // a nameless "frame".
            if gtk_window_get_title(shortcuts) == nil {
                gtk_window_set_title(shortcuts, g_dgettext("gtk30", "Shortcuts"))
            }
            // GTK's own action (added by set_help_overlay) only shows the window, and leaves the
            // focus to the window manager (none gives it in the UI tests' X server, and a
            // window presented before it is shown is only shown): shown, then presented, the
            // window takes the focus and screen readers announce it. The window (GTK's
            // reference) lives as long as this window and its actions.
            g_action_map_remove_action(foldout_action_map(self.raw), "show-help-overlay")
            nonisolated(unsafe) let window = shortcuts
            let show: @MainActor @Sendable () -> Void = {
                gtk_widget_show(foldout_widget(window))
                if let window { Window(retaining: UnsafeMutableRawPointer(window)).presentUnlessFocused() }
            }
            self.addAction("show-help-overlay", show)
            show()
        }
    }
}
