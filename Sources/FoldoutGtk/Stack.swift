import CFoldoutGtk

/// A `GtkStack` of named pages.
@MainActor
package final class Stack: Container {
    /// Makes a stack with a crossfade between pages.
    package convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_stack_new()))
        gtk_stack_set_transition_type(foldout_stack(raw), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

    /// Adds a page with a name and a title (shown by a switcher).
    package func addPage(_ child: Widget, name: String, title: String) {
        gtk_stack_add_titled(foldout_stack(raw), child.widget, name, title)
    }

    /// The name of the visible page.
    package var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(foldout_stack(raw)).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(foldout_stack(raw), newValue) } }
    }
}
