import CFoldoutGtk

/// Application-wide look: CSS and GtkSettings.
@MainActor
public enum Style {
    /// Loads a CSS file for the whole screen at application priority; returns a message on error.
    public static func loadCSS(fromFile path: String) -> String? {
        guard let provider = gtk_css_provider_new() else { return "\(path): cannot create a CSS provider" }
        defer { g_object_unref(provider) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_css_provider_load_from_path(provider, path, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_error_free(error)
            return "\(path): \(message)"
        }
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), foldout_style_provider(provider),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return nil
    }

    /// Loads CSS text for the whole screen; `belowApplication` puts it under the application's
    /// own stylesheets (for a library's defaults, which an app's CSS overrides). Returns a
    /// message on error.
    package static func loadCSS(_ text: String, belowApplication: Bool = false) -> String? {
        guard let provider = gtk_css_provider_new() else { return "cannot create a CSS provider" }
        defer { g_object_unref(provider) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_css_provider_load_from_data(provider, text, -1, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_error_free(error)
            return message
        }
        let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - (belowApplication ? 1 : 0)
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), foldout_style_provider(provider), priority)
        return nil
    }

    /// Loads a stylesheet of the registered resources (see ``ResourceBundle``) for the whole
    /// screen at application priority; returns a message naming the resource on error.
    package static func loadCSS(fromResource path: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_error_free(error)
            return "resource://\(path): \(message)"
        }
        defer { g_bytes_unref(bytes) }
        guard let provider = gtk_css_provider_new() else { return "resource://\(path): cannot create a CSS provider" }
        defer { g_object_unref(provider) }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)?.assumingMemoryBound(to: gchar.self)
        guard gtk_css_provider_load_from_data(provider, data, gssize(size), &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_error_free(error)
            return "resource://\(path): \(message)"
        }
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), foldout_style_provider(provider),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return nil
    }

    private static var settings: UnsafeMutableRawPointer? { gtk_settings_get_default().map { UnsafeMutableRawPointer($0) } }

    /// Whether animations are enabled (`gtk-enable-animations`).
    package static var animationsEnabled: Bool {
        guard let settings else { return false }
        return foldout_get_bool_property(settings, "gtk-enable-animations") != 0
    }

    /// Sets `gtk-enable-animations`.
    package static func setAnimationsEnabled(_ on: Bool) {
        guard let settings else { return }
        foldout_set_bool_property(settings, "gtk-enable-animations", on ? 1 : 0)
    }

    /// Lets `gtk-enable-animations` follow the desktop again after ``setAnimationsEnabled(_:)``.
    package static func followDesktopAnimations() {
        guard let settings else { return }
        gtk_settings_reset_property(settings.assumingMemoryBound(to: GtkSettings.self), "gtk-enable-animations")
    }

    /// Whether the dark variant of the theme is preferred.
    package static var prefersDarkTheme: Bool {
        get { settings.map { foldout_get_bool_property($0, "gtk-application-prefer-dark-theme") != 0 } ?? false }
        set { if let settings { foldout_set_bool_property(settings, "gtk-application-prefer-dark-theme", newValue ? 1 : 0) } }
    }

    /// Adds a folder to the icon theme's search path, for icons that are not installed
    /// (the application icon when running from a source checkout).
    ///
    /// No default window icon is set: desktops take the icon from the desktop entry, and
    /// rendering the SVG for X11's window icon would load librsvg (~8 MiB) at start-up.
    package static func addIconSearchPath(_ path: String) {
        if let theme = gtk_icon_theme_get_default() {
            gtk_icon_theme_append_search_path(theme, path)
        }
    }

    /// Whether the default text direction is right-to-left.
    package static var isRightToLeft: Bool { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }
}
