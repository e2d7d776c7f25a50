import CFoldoutGtk
import Glibc

extension ScrolledWindow {
    /// Calls `handler` when the vertical range changes (the content's height or the view's).
    package func onRangeChanged(_ handler: @escaping @MainActor () -> Void) {
        let adjustment = gtk_scrolled_window_get_vadjustment(foldout_scrolled_window(raw))
        // The scrolled window owns its adjustment: a wrapper that gains a reference is enough.
        Adjustment(retaining: UnsafeMutableRawPointer(adjustment!)).on(.changed, handler)
    }

    /// Makes the scrolled window a window onto content that only code scrolls: no scrollbars,
    /// no minimum height taken from the content, and wheel or touchpad scrolls left to
    /// `onScroll` (return `true` when handled).
    package func makeCodeScrolled(onScroll: @escaping @MainActor (ScrollEvent) -> Bool) {
        let pointer = foldout_scrolled_window(raw)
        gtk_scrolled_window_set_policy(pointer, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_min_content_height(pointer, 0)
        gtk_scrolled_window_set_shadow_type(pointer, GTK_SHADOW_NONE)
        self.onScroll(onScroll)
    }

    /// Hands wheel and touchpad scrolls over this scrolled window to `handler` before the
    /// window scrolls itself (return `true` when handled).
    package func onScroll(_ handler: @escaping @MainActor (ScrollEvent) -> Bool) {
        on(.scrollEvent) { event in
            guard let scroll = ScrollEvent(event: event) else { return false }
            return handler(scroll)
        }
    }
}

extension Widget {
    /// Whether this widget or one inside it has the keyboard focus within its window.
    package var containsFocus: Bool {
        guard let top = gtk_widget_get_toplevel(widget), foldout_is_window(top) != 0,
            let focus = gtk_window_get_focus(foldout_window(UnsafeMutableRawPointer(top)))
        else { return false }
        return contains(focus)
    }
}

extension ScrolledWindow {
    /// Makes the scrolled window a plain clip: no scrollbars, the content is cut at its height
    /// (set with ``Widget/setSizeRequest(width:height:)``) and never scrolled, even when a row
    /// inside takes the focus; wheel and touchpad scrolls go on to the scrolled window around it.
    package func clipWithoutScrolling() {
        gtk_scrolled_window_set_policy(foldout_scrolled_window(raw), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_min_content_height(foldout_scrolled_window(raw), 0)
        let adjustment = gtk_scrolled_window_get_vadjustment(foldout_scrolled_window(raw))
        let pinned = Object(retaining: UnsafeMutableRawPointer(adjustment!))
        pinned.on(.valueChanged) { [weak self] in
            guard let self, self.scrollOffset != 0 else { return }
            self.scrollOffset = 0
        }
        // A scrolled window swallows wheel and touchpad scrolls even when it cannot move: this
        // one passes them to the scrolled window around it, so the page scrolls under a clip.
        on(.scrollEvent) { [weak self] event in
            guard let self, let event, let parent = gtk_widget_get_parent(self.widget),
                let outer = gtk_widget_get_ancestor(parent, gtk_scrolled_window_get_type())
            else { return false }
            gtk_widget_event(outer, event.assumingMemoryBound(to: GdkEvent.self))
            return true
        }
    }

    /// Scrolls as little as needed to show the band from `top` to `bottom` (content coordinates).
    package func scrollToShow(top: Double, bottom: Double) {
        if bottom > scrollOffset + pageSize { scrollOffset = min(maxOffset, bottom - pageSize) }
        if top < scrollOffset { scrollOffset = max(0, top) }
    }
}
