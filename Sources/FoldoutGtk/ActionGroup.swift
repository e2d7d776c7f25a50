import CFoldoutGtk

/// A group of actions inserted under a prefix on a widget (e.g. `months.`).
@MainActor
public final class ActionGroup: Object {
    /// Makes an empty group.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(g_simple_action_group_new()))
    }

    /// Adds a stateless action.
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name: name, handler)
        g_action_map_add_action(foldout_action_map(raw), OpaquePointer(action.raw))
        return action
    }
}
