import CFoldoutGtk

/// A `GtkBox`.
@MainActor
public final class Box: Container {
    /// Makes a box.
    public convenience init(vertical: Bool, spacing: Int = 0) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, Int32(spacing))))
    }

    /// Packs a child at the start.
    public func packStart(_ child: Widget, expand: Bool = false, fill: Bool = true) {
        gtk_box_pack_start(foldout_box(raw), child.widget, expand ? 1 : 0, fill ? 1 : 0, 0)
    }

    /// Packs a child at the end.
    public func packEnd(_ child: Widget, expand: Bool = false, fill: Bool = true) {
        gtk_box_pack_end(foldout_box(raw), child.widget, expand ? 1 : 0, fill ? 1 : 0, 0)
    }

    /// Moves `child` to `position` among the box's children (0: the first).
    public func reorder(_ child: Widget, position: Int) {
        gtk_box_reorder_child(foldout_box(raw), child.widget, Int32(clamping: position))
    }
}

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
    public static func shrinkable() -> ScrolledWindow {
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
    public var scrollOffset: Double {
        get { gtk_adjustment_get_value(vadjustment) }
        set { gtk_adjustment_set_value(vadjustment, newValue) }
    }

    /// The visible height.
    public var pageSize: Double { gtk_adjustment_get_page_size(vadjustment) }

    /// The largest valid offset.
    public var maxOffset: Double {
        max(0, gtk_adjustment_get_upper(vadjustment) - gtk_adjustment_get_page_size(vadjustment))
    }

    /// Scrolls to show the widget with the keyboard focus whenever the focus moves inside
    /// `content` (this scrolled window's child, or the child's own child), as a list does for
    /// its rows.
    public func followFocus(in content: Container) {
        gtk_container_set_focus_vadjustment(foldout_container(content.raw), vadjustment)
    }
}

/// A `GtkOverlay`: a main child with floating children above it.
@MainActor
public final class Overlay: Container {
    /// Makes an overlay.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_overlay_new()))
    }

    /// Adds a floating child.
    public func addOverlay(_ child: Widget) {
        gtk_overlay_add_overlay(foldout_overlay(raw), child.widget)
    }
}

/// A `GtkRevealer`.
@MainActor
public final class Revealer: Container {
    /// Makes a revealer with a transition and a duration in milliseconds.
    public convenience init(transition: RevealerTransition, duration: UInt32) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_revealer_new()))
        gtk_revealer_set_transition_type(foldout_revealer(raw), transition.gtk)
        gtk_revealer_set_transition_duration(foldout_revealer(raw), duration)
    }

    /// Whether the child is to be revealed (changes at once; the animation follows).
    public var revealChild: Bool {
        get { gtk_revealer_get_reveal_child(foldout_revealer(raw)) != 0 }
        set { gtk_revealer_set_reveal_child(foldout_revealer(raw), newValue ? 1 : 0) }
    }

    /// The animation time in milliseconds.
    public var transitionDuration: UInt32 {
        get { gtk_revealer_get_transition_duration(foldout_revealer(raw)) }
        set { gtk_revealer_set_transition_duration(foldout_revealer(raw), newValue) }
    }

    /// Whether the child is fully revealed (true only once the animation has ended).
    public var childRevealed: Bool { gtk_revealer_get_child_revealed(foldout_revealer(raw)) != 0 }

    /// Whether the revealer is sliding (its child is on the way in or out).
    public var isSliding: Bool { revealChild != childRevealed }

    /// Reveals or hides the child at once, without a transition (e.g. a recycled row bound to
    /// another item takes that item's state).
    public func setRevealChildAtOnce(_ reveal: Bool) {
        let duration = transitionDuration
        transitionDuration = 0
        revealChild = reveal
        transitionDuration = duration
    }
}

/// A `GtkStack` of named pages.
@MainActor
public final class Stack: Container {
    /// Makes a stack with a crossfade between pages.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_stack_new()))
        gtk_stack_set_transition_type(foldout_stack(raw), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

    /// Adds a page with a name and a title (shown by a switcher).
    public func addPage(_ child: Widget, name: String, title: String) {
        gtk_stack_add_titled(foldout_stack(raw), child.widget, name, title)
    }

    /// The name of the visible page.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(foldout_stack(raw)).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(foldout_stack(raw), newValue) } }
    }
}

/// A `GtkStackSwitcher`: one toggle button per page of a stack.
@MainActor
public final class StackSwitcher: Widget {
    /// Makes a switcher for `stack`.
    public convenience init(stack: Stack) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_stack_switcher_new()))
        gtk_stack_switcher_set_stack(foldout_stack_switcher(raw), foldout_stack(stack.raw))
    }
}

/// A `GtkHeaderBar` used as a window's title bar.
@MainActor
public final class HeaderBar: Container {
    /// Makes a header bar with the window buttons shown.
    public convenience init(title: String) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_header_bar_new()))
        gtk_header_bar_set_title(foldout_header_bar(raw), title)
        gtk_header_bar_set_show_close_button(foldout_header_bar(raw), 1)
    }

    /// Puts a widget in the title's place.
    public func setCustomTitle(_ widget: Widget) {
        gtk_header_bar_set_custom_title(foldout_header_bar(raw), widget.widget)
    }

    /// Packs a widget at the end (right in LTR).
    public func packEnd(_ child: Widget) {
        gtk_header_bar_pack_end(foldout_header_bar(raw), child.widget)
    }

    /// Packs a widget at the start (left in LTR).
    public func packStart(_ child: Widget) {
        gtk_header_bar_pack_start(foldout_header_bar(raw), child.widget)
    }
}
