import CFoldoutGtk

/// A widget that holds others.
@MainActor
open class Container: Widget {
    /// Adds a child.
    public func add(_ child: Widget) {
        gtk_container_add(foldout_container(raw), child.widget)
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        gtk_container_remove(foldout_container(raw), child.widget)
    }
}
