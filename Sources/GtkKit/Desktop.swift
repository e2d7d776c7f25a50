import CGtk

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
        names.first(where: { has($0) }) ?? names.last ?? "image-missing"
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
