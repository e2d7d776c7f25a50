import CFoldoutGtk

/// GResource bundles compiled into the binary (`glib-compile-resources`).
@MainActor
package enum ResourceBundle {
    /// Registers a bundle given in base64 with GLib's global resources, so `resource://` paths,
    /// GtkBuilder, GtkApplication's automatic resources and ``Style/loadCSS(fromResource:)``
    /// find its files. Returns a message when the data is not a valid bundle.
    package static func register(base64: String) -> String? {
        var length: gsize = 0
        guard let bytes = g_base64_decode(base64, &length), length > 0 else { return "the built-in resources are empty" }
        // g_bytes_new_take frees the decoded buffer with the GBytes; GResource needs it aligned (malloc is).
        let data = g_bytes_new_take(bytes, length)
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(data, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_error_free(error)
            return "the built-in resources cannot be read: \(message)"
        }
        g_resources_register(resource)
        g_resource_unref(resource)
        return nil
    }

    /// The names under a folder of the registered resources (e.g. `/io/…/css/`), sorted.
    package static func children(of path: String) -> [String] {
        guard let list = g_resources_enumerate_children(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return [] }
        defer { g_strfreev(list) }
        var names: [String] = []
        var cursor = list
        while let name = cursor.pointee {
            names.append(String(cString: name))
            cursor += 1
        }
        return names.sorted()
    }
}
