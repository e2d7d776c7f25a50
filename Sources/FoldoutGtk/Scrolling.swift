import CFoldoutGtk
import Glibc

/// A `GtkAdjustment`: a value within lower...upper - pageSize, as scrollbars show it.
@MainActor
public final class Adjustment: Object {
    /// Makes an adjustment from 0 to `upper`, showing `pageSize` of it.
    public convenience init(upper: Double = 0, pageSize: Double = 0) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_adjustment_new(0, 0, upper, 1, 1, pageSize)))
    }

    private var pointer: UnsafeMutablePointer<GtkAdjustment> { foldout_adjustment(raw) }

    /// The value (the scroll offset), clamped by GTK to lower...upper - pageSize.
    public var value: Double {
        get { gtk_adjustment_get_value(pointer) }
        set { gtk_adjustment_set_value(pointer, newValue) }
    }

    /// Sets the range and steps at once (one "changed" signal); the value is clamped to it.
    public func configure(upper: Double, pageSize: Double, step: Double) {
        let value = min(max(0, self.value), max(0, upper - pageSize))
        gtk_adjustment_configure(pointer, value, 0, upper, step, max(step, pageSize - step), pageSize)
    }

    /// Calls `handler` when the value changes (by a scrollbar or by code).
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        on(.valueChanged, handler)
    }
}

/// A vertical `GtkScrollbar` over an ``Adjustment``.
@MainActor
public final class Scrollbar: Widget {
    /// Makes a vertical scrollbar showing `adjustment`.
    public convenience init(vertical adjustment: Adjustment) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, foldout_adjustment(adjustment.raw))))
    }

    /// The adjustment the scrollbar shows.
    public var adjustment: Adjustment {
        Adjustment(retaining: UnsafeMutableRawPointer(gtk_range_get_adjustment(foldout_range(raw))))
    }
}

/// A vertical scroll of the mouse wheel or touchpad (``ScrolledWindow/onScroll(_:)`` hands them).
public struct ScrollEvent: Sendable, Equatable {
    /// How far to move, in lines (wheel clicks) or in touchpad units; positive is down.
    public let deltaY: Double
    /// Whether the deltas are a touchpad's smooth scrolling (else one wheel click each).
    public let isSmooth: Bool

    /// Makes a scroll (for tests and synthesised input).
    public init(deltaY: Double, isSmooth: Bool) {
        self.deltaY = deltaY
        self.isSmooth = isSmooth
    }

    /// Reads a `GdkEventScroll *` as delivered to a `scroll-event` handler; nil for sideways scrolls.
    init?(event: UnsafeMutableRawPointer?) {
        guard let event else { return nil }
        let scroll = event.assumingMemoryBound(to: GdkEventScroll.self)
        switch foldout_scroll_direction(scroll) {
        case GDK_SCROLL_UP: self.init(deltaY: -1, isSmooth: false)
        case GDK_SCROLL_DOWN: self.init(deltaY: 1, isSmooth: false)
        case GDK_SCROLL_SMOOTH: self.init(deltaY: foldout_scroll_delta_y(scroll), isSmooth: true)
        default: return nil
        }
    }

    /// The distance in pixels for a view `pageSize` high, the way GTK's scrolled windows reckon
    /// it (a wheel click is pageSize^(2/3)).
    public func pixels(pageSize: Double) -> Double {
        deltaY * pow(max(1, pageSize), 2.0 / 3.0)
    }
}

extension ScrolledWindow {
    /// Calls `handler` when the vertical range changes (the content's height or the view's).
    public func onRangeChanged(_ handler: @escaping @MainActor () -> Void) {
        let adjustment = gtk_scrolled_window_get_vadjustment(foldout_scrolled_window(raw))
        // The scrolled window owns its adjustment: a wrapper that gains a reference is enough.
        Adjustment(retaining: UnsafeMutableRawPointer(adjustment!)).on(.changed, handler)
    }

    /// Makes the scrolled window a window onto content that only code scrolls: no scrollbars,
    /// no minimum height taken from the content, and wheel or touchpad scrolls left to
    /// `onScroll` (return `true` when handled).
    public func makeCodeScrolled(onScroll: @escaping @MainActor (ScrollEvent) -> Bool) {
        let pointer = foldout_scrolled_window(raw)
        gtk_scrolled_window_set_policy(pointer, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_min_content_height(pointer, 0)
        gtk_scrolled_window_set_shadow_type(pointer, GTK_SHADOW_NONE)
        self.onScroll(onScroll)
    }

    /// Hands wheel and touchpad scrolls over this scrolled window to `handler` before the
    /// window scrolls itself (return `true` when handled).
    public func onScroll(_ handler: @escaping @MainActor (ScrollEvent) -> Bool) {
        on(.scrollEvent) { event in
            guard let scroll = ScrollEvent(event: event) else { return false }
            return handler(scroll)
        }
    }
}

extension Widget {
    /// Whether this widget or one inside it has the keyboard focus within its window.
    public var containsFocus: Bool {
        guard let top = gtk_widget_get_toplevel(widget), foldout_is_window(top) != 0,
              let focus = gtk_window_get_focus(foldout_window(UnsafeMutableRawPointer(top))) else { return false }
        return contains(focus)
    }
}

extension ScrolledWindow {
    /// Makes the scrolled window a plain clip: no scrollbars, the content is cut at its height
    /// (set with ``Widget/setSizeRequest(width:height:)``) and never scrolled, even when a row
    /// inside takes the focus; wheel and touchpad scrolls go on to the scrolled window around it.
    public func clipWithoutScrolling() {
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
                  let outer = gtk_widget_get_ancestor(parent, gtk_scrolled_window_get_type()) else { return false }
            gtk_widget_event(outer, event.assumingMemoryBound(to: GdkEvent.self))
            return true
        }
    }

    /// Scrolls as little as needed to show the band from `top` to `bottom` (content coordinates).
    public func scrollToShow(top: Double, bottom: Double) {
        if bottom > scrollOffset + pageSize { scrollOffset = min(maxOffset, bottom - pageSize) }
        if top < scrollOffset { scrollOffset = max(0, top) }
    }
}
