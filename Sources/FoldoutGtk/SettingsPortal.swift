import CFoldoutGtk

/// Reads one setting of the desktop's Settings portal (`org.freedesktop.portal.Desktop`,
/// interface `org.freedesktop.portal.Settings`) over the application's D-Bus connection and
/// follows its `SettingChanged` signal. Everything is asynchronous: nothing waits for the
/// portal before the first frame.
@MainActor
package final class SettingsPortal {
    /// The portal's bus name.
    package static let busName = "org.freedesktop.portal.Desktop"
    /// The portal's object path.
    package static let objectPath = "/org/freedesktop/portal/desktop"
    /// The settings interface.
    package static let interface = "org.freedesktop.portal.Settings"

    private typealias Handler = @MainActor (OpaquePointer?) -> Void

    private let connection: OpaquePointer
    private var subscription: guint = 0

    /// Watches `namespace` `key` (e.g. `org.freedesktop.appearance` `color-scheme`) on the
    /// application's session bus connection; nil when the application has none. `onValue` gets
    /// the value (a `u`) when the first read answers and on every change; a portal that is
    /// missing or does not know the key gives nil once (no error is shown: no portal is normal).
    package init?(application: Application, namespace: String, key: String, onValue: @escaping @MainActor (UInt32?) -> Void) {
        guard let connection = g_application_get_dbus_connection(foldout_g_application(application.raw)) else { return nil }
        self.connection = connection
        g_object_ref(UnsafeMutableRawPointer(connection))
        // Subscribe first, then read, so no change between the two is missed.
        let changed: Handler = { parameters in
            // SettingChanged (ssv): namespace, key, value.
            guard let parameters, g_variant_is_of_type(parameters, foldout_variant_type_setting_changed()) != 0 else { return }
            guard let keyValue = g_variant_get_child_value(parameters, 1) else { return }
            let changedKey = String(cString: g_variant_get_string(keyValue, nil))
            g_variant_unref(keyValue)
            guard changedKey == key, let boxed = g_variant_get_child_value(parameters, 2) else { return }
            defer { g_variant_unref(boxed) }
            onValue(Self.unwrapUInt32(boxed))
        }
        let box = Unmanaged.passRetained(ClosureBox(changed) as AnyObject).toOpaque()
        subscription = g_dbus_connection_signal_subscribe(
            connection, Self.busName, Self.interface, "SettingChanged", Self.objectPath, namespace,
            G_DBUS_SIGNAL_FLAGS_NONE, signalTrampoline, box, releaseBox)
        read(method: "ReadOne", namespace: namespace, key: key) { [connection] value, unknownMethod in
            guard unknownMethod else { return onValue(value) }
            // Portals before version 2 have Read only (its value is wrapped once more).
            Self.call(connection, method: "Read", namespace: namespace, key: key) { value, _ in onValue(value) }
        }
    }

    /// Stops following changes.
    package func stop() {
        guard subscription != 0 else { return }
        g_dbus_connection_signal_unsubscribe(connection, subscription)
        subscription = 0
    }

    private func read(method: String, namespace: String, key: String, _ done: @escaping @MainActor (UInt32?, Bool) -> Void) {
        Self.call(connection, method: method, namespace: namespace, key: key, done)
    }

    /// Calls `method(namespace, key)`; `done` gets the `u` value, or nil and whether the portal
    /// does not have the method.
    private static func call(
        _ connection: OpaquePointer, method: String, namespace: String, key: String,
        _ done: @escaping @MainActor (UInt32?, Bool) -> Void
    ) {
        let arguments = [g_variant_new_string(namespace), g_variant_new_string(key)]
        let parameters = arguments.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        let finish: @MainActor (OpaquePointer?) -> Void = { result in
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(connection, result, &error)
            if let reply {
                defer { g_variant_unref(reply) }
                let value = g_variant_get_child_value(reply, 0)
                defer { if let value { g_variant_unref(value) } }
                done(value.flatMap { unwrapUInt32($0) }, false)
                return
            }
            var unknownMethod = false
            if let error {
                if let remote = g_dbus_error_get_remote_error(error) {
                    unknownMethod = String(cString: remote) == "org.freedesktop.DBus.Error.UnknownMethod"
                    g_free(remote)
                }
                Log.debug("Settings portal \(method): \(String(cString: error.pointee.message))")
                g_error_free(error)
            }
            done(nil, unknownMethod)
        }
        let box = Unmanaged.passRetained(ClosureBox(finish) as AnyObject).toOpaque()
        g_dbus_connection_call(
            connection, busName, objectPath, interface, method, parameters,
            foldout_variant_type_boxed_reply(), G_DBUS_CALL_FLAGS_NONE, -1, nil, callTrampoline, box)
    }

    /// The `u` inside a variant, unwrapping nested variants (`Read` wraps the value twice).
    private static func unwrapUInt32(_ variant: OpaquePointer) -> UInt32? {
        if g_variant_is_of_type(variant, foldout_variant_type_uint32()) != 0 { return g_variant_get_uint32(variant) }
        guard g_variant_is_of_type(variant, foldout_variant_type_variant()) != 0, let inner = g_variant_get_variant(variant) else { return nil }
        defer { g_variant_unref(inner) }
        return unwrapUInt32(inner)
    }
}

private typealias CallDone = @MainActor (OpaquePointer?) -> Void
private typealias SignalHandler = @MainActor (OpaquePointer?) -> Void

/// GAsyncReadyCallback: runs the box's closure once, then releases the box.
private let callTrampoline: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, result, data in
    guard let data else { return }
    let result = CallbackArgument(result)
    let box = Unmanaged<AnyObject>.fromOpaque(data).takeRetainedValue()
    let function = (box as? ClosureBox<CallDone>)?.function
    MainActor.assumeIsolated { function?(result.value) }
}

/// GDBusSignalCallback: hands the parameters to the box's closure.
private let signalTrampoline:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?, UnsafePointer<gchar>?,
        UnsafePointer<gchar>?, OpaquePointer?, UnsafeMutableRawPointer?
    ) -> Void = { _, _, _, _, _, parameters, data in
        guard let data else { return }
        let parameters = CallbackArgument(parameters)
        let function = (Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? ClosureBox<SignalHandler>)?.function
        MainActor.assumeIsolated { function?(parameters.value) }
    }
