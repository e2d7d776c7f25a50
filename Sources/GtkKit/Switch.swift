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
        return onNotify("active") { handler(gtk_switch_get_active(foldout_switch(pointer)) != 0) }
    }
}

extension ListBox {
    /// Calls `handler` when Up (`false`) or Down (`true`) cannot move past the list's edge; return
    /// `true` when the handler moved the focus (e.g. to the next list of a grouped page).
    @discardableResult
    public func onKeynavFailed(_ handler: @escaping @MainActor (_ down: Bool) -> Bool) -> SignalHandlerID {
        on("keynav-failed", intStop: { direction in
            switch GtkDirectionType(UInt32(bitPattern: direction)) {
            case GTK_DIR_DOWN: return handler(true)
            case GTK_DIR_UP: return handler(false)
            default: return false
            }
        })
    }

    /// The number of rows.
    public var rowCount: Int {
        var count = 0
        while rawRow(at: count) != nil { count += 1 }
        return count
    }

    /// Gives the keyboard focus to the row at `index` (the list's cursor follows).
    public func focusRow(at index: Int) {
        guard let row = rawRow(at: index) else { return }
        gtk_widget_grab_focus(foldout_widget(row))
    }
}

/// The icon theme of the default screen.
@MainActor
public enum IconTheme {
    /// Whether the theme has an icon named `name`.
    public static func has(_ name: String) -> Bool {
        guard let theme = gtk_icon_theme_get_default() else { return false }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }

    /// The first of `names` the theme has, else the last one.
    public static func first(of names: [String]) -> String {
        names.first(where: has) ?? names.last ?? "image-missing"
    }
}

/// Hands URIs (`https:`, `mailto:`) to the user's default application through GIO, never a shell.
@MainActor
public enum URILauncher {
    /// Opens `uri` with the desktop's default handler for its scheme
    /// (`g_app_info_launch_default_for_uri`, synchronous so a failure is known at once); returns
    /// GIO's message on failure (e.g. no application handles the scheme), nil on success.
    /// `parent` gives the launch its screen and timestamp.
    public static func open(_ uri: String, parent: Window?) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let display = parent.map { gtk_widget_get_display($0.widget) } ?? gdk_display_get_default()
        let context = display.flatMap { gdk_display_get_app_launch_context($0) }
        defer { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
        let launchContext = context.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GAppLaunchContext.self) }
        guard g_app_info_launch_default_for_uri(uri, launchContext, &error) == 0 else { return nil }
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_error_free(error)
        return message
    }
}
