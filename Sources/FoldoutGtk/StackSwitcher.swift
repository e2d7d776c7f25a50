import CFoldoutGtk

/// A `GtkStackSwitcher`: one toggle button per page of a stack.
@MainActor
package final class StackSwitcher: Widget {
    /// Makes a switcher for `stack`.
    package convenience init(stack: Stack) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_stack_switcher_new()))
        gtk_stack_switcher_set_stack(foldout_stack_switcher(raw), foldout_stack(stack.raw))
    }
}
