import CFoldoutGtk

/// A `GSimpleAction` with no parameter.
@MainActor
public final class SimpleAction: Object {
    /// Makes an action that runs `handler` when activated.
    package convenience init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.init(retaining: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        on(.activate) { _ in handler() }
    }

    /// Makes an action with a string parameter, run by its detailed names (`win.page::months`,
    /// or `win.page('months')`): `handler` gets the string.
    package convenience init(name: String, stringParameter handler: @escaping @MainActor (String) -> Void) {
        self.init(retaining: UnsafeMutableRawPointer(g_simple_action_new(name, foldout_variant_type_string())))
        on(.activate) { parameter in
            guard let parameter, let text = g_variant_get_string(OpaquePointer(parameter), nil) else { return }
            handler(String(cString: text))
        }
    }

    /// Whether the action can be activated.
    package var isEnabled: Bool {
        get { g_action_get_enabled(OpaquePointer(raw)) != 0 }
        set { g_simple_action_set_enabled(OpaquePointer(raw), newValue ? 1 : 0) }
    }
}
