import CFoldoutGtk

/// A `GtkWidget`.
@MainActor
open class Widget: Object {
    /// The underlying `GtkWidget *`, for the interop layer only (see ``withUnsafeGtkWidget(_:)``).
    package var widget: UnsafeMutablePointer<GtkWidget> { foldout_widget(raw) }

    /// Calls `body` with the `GtkWidget *` (as an `OpaquePointer`), for the rare GTK call FoldoutGtk
    /// does not wrap. The pointer is valid only during `body`; the wrapper keeps the widget alive
    /// until then. The one public door to C: everything else in FoldoutGtk is Swift API.
    package func withUnsafeGtkWidget<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) { try body(OpaquePointer(widget)) }
    }

    /// Shows the widget.
    package func show() { gtk_widget_show(widget) }
    /// Shows the widget and all its descendants.
    public func showAll() { gtk_widget_show_all(widget) }
    /// Hides the widget.
    package func hide() { gtk_widget_hide(widget) }
    /// Destroys the widget (toplevels must be destroyed; children go with their parent).
    public func destroy() { gtk_widget_destroy(widget) }

    /// Whether ``showAll()`` of an ancestor shows this widget and its descendants (GTK's
    /// `no-show-all` off, the default). The lists turn it off for row content once they have
    /// shown it, so that what the content hides as it shows a value stays hidden when the
    /// app shows its window.
    package var isShownWithAncestors: Bool {
        get { gtk_widget_get_no_show_all(widget) == 0 }
        set { gtk_widget_set_no_show_all(widget, newValue ? 0 : 1) }
    }

    /// Whether the widget is visible.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is sensitive.
    package var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget can take keyboard focus.
    package var canFocus: Bool {
        get { gtk_widget_get_can_focus(widget) != 0 }
        set { gtk_widget_set_can_focus(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget has the keyboard focus.
    package var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether the widget is pressed now (GTK's active state: a list box's row under a press
    /// not yet released).
    package var isPressed: Bool { gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0 }

    /// Gives the widget the keyboard focus.
    public func grabFocus() { gtk_widget_grab_focus(widget) }

    /// Moves the keyboard focus to the next (or, with `forward` false, the previous) widget
    /// inside this one that takes the focus, in Tab order, as Tab and Shift+Tab would without
    /// leaving this widget: false, and the focus unmoved, when there is none further.
    @discardableResult
    package func moveFocusWithin(forward: Bool) -> Bool {
        gtk_widget_child_focus(widget, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
    }

    /// Whether the widget is mapped (on screen).
    package var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Adds a CSS style class.
    public func addStyleClass(_ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    }

    /// Removes a CSS style class.
    public func removeStyleClass(_ name: String) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widget), name)
    }

    /// Sets the CSS name used by `#name` selectors.
    package var name: String {
        get { String(cString: gtk_widget_get_name(widget)) }
        set { gtk_widget_set_name(widget, newValue) }
    }

    /// Sets horizontal and vertical expansion.
    package func setExpand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(widget, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(widget, vertical ? 1 : 0) }
    }

    /// Sets the alignments.
    public func setAlign(horizontal: Align? = nil, vertical: Align? = nil) {
        if let horizontal { gtk_widget_set_halign(widget, horizontal.gtk) }
        if let vertical { gtk_widget_set_valign(widget, vertical.gtk) }
    }

    /// Sets the margins in pixels (nil leaves one as it is).
    public func setMargins(top: Int? = nil, bottom: Int? = nil, start: Int? = nil, end: Int? = nil) {
        if let top { gtk_widget_set_margin_top(widget, Int32(top)) }
        if let bottom { gtk_widget_set_margin_bottom(widget, Int32(bottom)) }
        if let start { gtk_widget_set_margin_start(widget, Int32(start)) }
        if let end { gtk_widget_set_margin_end(widget, Int32(end)) }
    }

    /// Requests a minimum size (-1 leaves a dimension natural).
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// The width the widget would like (its natural width).
    package var naturalWidth: Int {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_width(widget, &minimum, &natural)
        return Int(natural)
    }

    /// The tooltip text.
    public func setTooltip(_ text: String?) { gtk_widget_set_tooltip_text(widget, text) }

    /// The allocation relative to the parent.
    package var allocation: Rect {
        var a = GtkAllocation()
        gtk_widget_get_allocation(widget, &a)
        return Rect(x: Int(a.x), y: Int(a.y), width: Int(a.width), height: Int(a.height))
    }

    /// This widget's origin in `other`'s coordinates, if they share a toplevel.
    package func origin(in other: Widget) -> (x: Int, y: Int)? {
        var x: Int32 = 0
        var y: Int32 = 0
        guard gtk_widget_translate_coordinates(widget, other.widget, 0, 0, &x, &y) != 0 else { return nil }
        return (Int(x), Int(y))
    }

    /// The name screen readers say for the widget (set, or the one GTK makes from its content).
    package var accessibleName: String {
        atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) } ?? ""
    }

    /// The description screen readers say after the name ("" when there is none).
    package var accessibleDescription: String {
        atk_object_get_description(gtk_widget_get_accessible(widget)).map { String(cString: $0) } ?? ""
    }

    /// The accessible name read by screen readers. Setting the name it has already set is no
    /// change (ATK would announce it anyway, and a screen reader would say it again of the
    /// focused widget: a recycled row bound again to its own item).
    public func setAccessibleName(_ text: String) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        if let set = accessible.pointee.name, String(cString: set) == text { return }
        atk_object_set_name(accessible, text)
    }

    /// The accessible role (e.g. ``AccessibleRole/notification``).
    package func setAccessibleRole(_ role: AccessibleRole) {
        atk_object_set_role(gtk_widget_get_accessible(widget), role.atk)
    }

    /// The accessible description read by screen readers. Setting the description it has
    /// already set is no change (ATK would announce it anyway, and a screen reader would say
    /// it again of the focused widget). ATK announces no first description (none to some): a
    /// widget whose changes are to be heard starts with an empty one.
    public func setAccessibleDescription(_ text: String) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        if let set = accessible.pointee.description, String(cString: set) == text { return }
        atk_object_set_description(accessible, text)
    }

    /// Inserts an action group under a prefix for this widget and its children.
    public func insertActionGroup(_ prefix: String, _ group: ActionGroup) {
        gtk_widget_insert_action_group(widget, prefix, OpaquePointer(group.raw))
    }

    /// Adds a per-frame callback, called until it returns `false` or the widget goes;
    /// the callback gets the frame time in microseconds.
    @discardableResult
    public func addTickCallback(_ callback: @escaping @MainActor (Int64) -> Bool) -> UInt32 {
        typealias Tick = @MainActor (Int64) -> Bool
        let box = Unmanaged.passRetained(ClosureBox(callback as Tick) as AnyObject).toOpaque()
        let trampoline: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, clock, data in
            guard let data else { return 0 }
            let tick = Unmanaged<ClosureBox<Tick>>.fromOpaque(data).takeUnretainedValue().function
            let time = Int64(gdk_frame_clock_get_frame_time(clock))
            return MainActor.assumeIsolated { tick(time) ? 1 : 0 }
        }
        return gtk_widget_add_tick_callback(widget, trampoline, box, releaseBox)
    }

    /// Removes a tick callback.
    public func removeTickCallback(_ id: UInt32) {
        gtk_widget_remove_tick_callback(widget, id)
    }
}

extension Widget {
    /// The widget's natural height for its current width (or in general), in pixels.
    package var naturalHeight: Int {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height(widget, &minimum, &natural)
        return Int(natural)
    }

    /// The widget's natural height when it is `width` pixels wide (wrapped text wraps to it).
    package func naturalHeight(forWidth width: Int) -> Int {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(widget, Int32(max(1, width)), &minimum, &natural)
        return Int(natural)
    }

    /// Whether the widget lays out right to left (its own text direction, else the default one,
    /// which a right-to-left locale sets): there the arrow keys' meanings mirror.
    package var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// Keeps `show_all` on an ancestor from showing this widget (its visibility is managed).
    package func excludeFromShowAll() { gtk_widget_set_no_show_all(widget, 1) }
}
