import CFoldoutGtk

/// A `GSettings` object for one schema, found without ever letting GLib abort: the schema is
/// looked up first (``open(schema:keys:schemaDirectory:buildDirectory:executable:)``) and the keys checked,
/// so a missing or older schema gives a reason, not a crash.
@MainActor
package final class Settings: Object {
    /// Why no settings object could be made.
    package struct Unavailable: Error, Sendable, CustomStringConvertible {
        /// What is missing.
        package let description: String
    }

    /// Opens schema `id`, which must hold every key of `keys`.
    ///
    /// The schema is looked up in GLib's default places (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`);
    /// an executable that lies inside `buildDirectory` (a build from a source checkout) looks in
    /// `schemaDirectory` first, the schema compiled by that build.
    package static func open(
        schema id: String, keys: [String], schemaDirectory: String?, buildDirectory: String?,
        executable: String?
    ) -> Result<Settings, Unavailable> {
        let defaultSource = g_settings_schema_source_get_default()
        var source = defaultSource.map { g_settings_schema_source_ref($0) }
        defer { if let source { g_settings_schema_source_unref(source) } }
        if let schemaDirectory, let buildDirectory, let executable, executable.hasPrefix(buildDirectory + "/"),
            let built = g_settings_schema_source_new_from_directory(schemaDirectory, defaultSource, 0, nil)
        {
            if let source { g_settings_schema_source_unref(source) }
            source = built
        }
        guard let source, let schema = g_settings_schema_source_lookup(source, id, 1) else {
            return .failure(Unavailable(description: "the GSettings schema \(id) is not installed"))
        }
        defer { g_settings_schema_unref(schema) }
        for key in keys where g_settings_schema_has_key(schema, key) == 0 {
            return .failure(Unavailable(description: "the installed GSettings schema \(id) has no key “\(key)” (an older version?)"))
        }
        guard let settings = g_settings_new_full(schema, nil, nil) else {
            return .failure(Unavailable(description: "GSettings could not open \(id)"))
        }
        let wrapper = Settings(retaining: UnsafeMutableRawPointer(settings))
        g_object_unref(settings)
        return .success(wrapper)
    }

    private var settings: UnsafeMutablePointer<GSettings> { foldout_settings(raw) }

    /// A string or enum key's value (an enum key gives its nick).
    package func string(_ key: String) -> String {
        guard let value = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets a string or enum key; returns false (and writes nothing) when the value is outside
    /// the key's range (not one of an enum's nicks) or the key is locked down.
    @discardableResult
    package func set(_ key: String, string value: String) -> Bool {
        write(key, g_variant_new_string(value))
    }

    /// A boolean key's value.
    package func bool(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }

    /// Sets a boolean key; false when the key is locked down.
    @discardableResult
    package func set(_ key: String, bool value: Bool) -> Bool {
        write(key, g_variant_new_boolean(value ? 1 : 0))
    }

    /// An integer key's value.
    package func int(_ key: String) -> Int { Int(g_settings_get_int(settings, key)) }

    /// Sets an integer key; false when the value is outside its range or the key is locked down.
    @discardableResult
    package func set(_ key: String, int value: Int) -> Bool {
        guard let value = Int32(exactly: value) else { return false }
        return write(key, g_variant_new_int32(value))
    }

    /// Whether the key can be changed (not locked down by the administrator).
    package func isWritable(_ key: String) -> Bool { g_settings_is_writable(settings, key) != 0 }

    /// Calls `handler` whenever `key` changes, from this process or another (`gsettings set`,
    /// dconf Editor, a reset).
    @discardableResult
    package func onChanged(_ key: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(PointerSignal("changed::\(key)")) { _ in handler() }
    }

    /// Writes pending changes to the backend (call before the process exits).
    package static func sync() { g_settings_sync() }

    /// Checks the value against the key's type and range before `g_settings_set_value`, which
    /// would otherwise fail with a critical.
    private func write(_ key: String, _ value: OpaquePointer?) -> Bool {
        guard let value else { return false }
        g_variant_ref_sink(value)
        defer { g_variant_unref(value) }
        guard let schema = foldout_settings_schema(raw) else { return false }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0, let schemaKey = g_settings_schema_get_key(schema, key) else { return false }
        defer { g_settings_schema_key_unref(schemaKey) }
        guard g_variant_is_of_type(value, g_settings_schema_key_get_value_type(schemaKey)) != 0,
            g_settings_schema_key_range_check(schemaKey, value) != 0,
            isWritable(key)
        else { return false }
        return g_settings_set_value(settings, key, value) != 0
    }
}
