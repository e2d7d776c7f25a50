import CFoldoutGtk

/// A `GtkScrolledWindow` with its vertical adjustment.
@MainActor
public final class ScrolledWindow: Container {
    /// Makes a scrolled window that scrolls vertically only.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_scrolled_window_new(nil, nil)))
        gtk_scrolled_window_set_policy(foldout_scrolled_window(raw), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// Makes a frame that shows its child at the child's natural size when there is room
    /// and clips it otherwise, so the child's width never becomes the window's minimum.
    package static func shrinkable() -> ScrolledWindow {
        let scrolled = ScrolledWindow()
        let pointer = foldout_scrolled_window(scrolled.raw)
        gtk_scrolled_window_set_policy(pointer, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(pointer, 1)
        gtk_scrolled_window_set_propagate_natural_height(pointer, 1)
        gtk_scrolled_window_set_shadow_type(pointer, GTK_SHADOW_NONE)
        return scrolled
    }

    private var vadjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(foldout_scrolled_window(raw))
    }

    /// The vertical scroll offset.
    package var scrollOffset: Double {
        get { gtk_adjustment_get_value(vadjustment) }
        set { gtk_adjustment_set_value(vadjustment, newValue) }
    }

    /// The visible height.
    package var pageSize: Double { gtk_adjustment_get_page_size(vadjustment) }

    /// The largest valid offset.
    package var maxOffset: Double {
        max(0, gtk_adjustment_get_upper(vadjustment) - gtk_adjustment_get_page_size(vadjustment))
    }

    /// Scrolls to show the widget with the keyboard focus whenever the focus moves inside
    /// `content` (this scrolled window's child, or the child's own child), as a list does for
    /// its rows.
    package func followFocus(in content: Container) {
        gtk_container_set_focus_vadjustment(foldout_container(content.raw), vadjustment)
    }
}
