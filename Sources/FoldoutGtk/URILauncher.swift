import CFoldoutGtk

/// Hands URIs (`https:`, `mailto:`) to the user's default application through GIO, never a shell.
@MainActor
public enum URILauncher {
    /// Opens `uri` with the desktop's default handler for its scheme
    /// (`g_app_info_launch_default_for_uri`, synchronous so a failure is known at once); returns
    /// why it failed, in the person's language (`LaunchFailure/reason`: "no application is set
    /// up for https: links"), or nil on success. `parent` gives the launch its screen and
    /// timestamp. To show the failure as a sentence naming the link, use `launch(_:parent:)`.
    public static func open(_ uri: String, parent: Window?) -> String? {
        launch(uri, parent: parent)?.reason
    }

    /// Opens `uri` as ``open(_:parent:)`` does; returns the failure, which says which link and
    /// why in the person's language (``LaunchFailure/message``), or nil on success.
    ///
    ///     if let failure = URILauncher.launch("https://example.org/privacy", parent: window) {
    ///         print(failure.message)
    ///     }
    package static func launch(_ uri: String, parent: Window?) -> LaunchFailure? {
        var error: UnsafeMutablePointer<GError>?
        let display = parent.map { gtk_widget_get_display($0.widget) } ?? gdk_display_get_default()
        let context = display.flatMap { gdk_display_get_app_launch_context($0) }
        defer { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
        let launchContext = context.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GAppLaunchContext.self) }
        guard g_app_info_launch_default_for_uri(uri, launchContext, &error) == 0 else { return nil }
        defer { if let error { g_error_free(error) } }
        return LaunchFailure(uri: uri, reason: reason(error?.pointee, scheme: String(uri.prefix { $0 != ":" })))
    }

    /// Why GIO could not open a link of `scheme`: GIO's two usual failures in the kit's words,
    /// any other in GIO's own (translated by GLib where it has the language).
    private static func reason(_ error: GError?, scheme: String) -> String {
        guard let error else { return tr("the system gave no reason") }
        if error.domain == g_io_error_quark() {
            switch error.code {
            case Int32(G_IO_ERROR_NOT_SUPPORTED.rawValue):
                // TRANSLATORS: why a link could not be opened; {scheme} is "https", "mailto"…
                return tr("no application is set up for {scheme}: links", ["scheme": scheme])
            case Int32(G_IO_ERROR_NOT_FOUND.rawValue):
                // TRANSLATORS: why a link (a file's) could not be opened.
                return tr("not found")
            default:
                break
            }
        }
        return String(cString: error.message)
    }
}
