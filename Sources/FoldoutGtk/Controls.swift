import CFoldoutGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// Makes a label.
    public convenience init(_ text: String = "") {
        self.init(retaining: UnsafeMutableRawPointer(gtk_label_new(text)))
    }

    /// The text.
    public var text: String {
        get { String(cString: gtk_label_get_text(foldout_label(raw))) }
        set { gtk_label_set_text(foldout_label(raw), newValue) }
    }

    /// Horizontal alignment of the text in its space (0 start … 1 end).
    public func setXAlign(_ value: Float) { gtk_label_set_xalign(foldout_label(raw), value) }

    /// Ellipsizes at the end when space is short.
    public func ellipsizeEnd() { gtk_label_set_ellipsize(foldout_label(raw), PANGO_ELLIPSIZE_END) }

    /// Wraps long text at word boundaries.
    public func wrap() { gtk_label_set_line_wrap(foldout_label(raw), 1) }

    /// Wraps the text at word boundaries to at most `lines` lines, the last ending in "…" when
    /// the text is longer.
    public func wrap(maxLines lines: Int) {
        let label = foldout_label(raw)
        gtk_label_set_line_wrap(label, 1)
        gtk_label_set_line_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
        gtk_label_set_lines(label, Int32(max(1, lines)))
    }

    /// Whether the text can be selected (and copied) with the mouse or keyboard.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(foldout_label(raw)) != 0 }
        set { gtk_label_set_selectable(foldout_label(raw), newValue ? 1 : 0) }
    }
}

/// A `GtkImage` showing a themed icon.
@MainActor
public final class Image: Widget {
    /// Makes an image from an icon name (symbolic names follow the text colour).
    public convenience init(iconName: String, size: IconSize = .button) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName, size.gtk)))
    }

    /// Draws the icon at `pixels` (overrides the icon size), e.g. 64 for a status page.
    public func setPixelSize(_ pixels: Int) {
        gtk_image_set_pixel_size(foldout_image(raw), Int32(pixels))
    }

    /// The icon's own style, above every stylesheet; made when the icon first turns.
    private var turnStyle: UnsafeMutablePointer<GtkCssProvider>?

    /// How far the icon is turned, in turns (0.5: upside down), clockwise, and mirrored
    /// (counter-clockwise) in right-to-left text; for an icon that follows a motion frame by
    /// frame (a selector's arrow turning with its drawer). It overrides the stylesheets'
    /// `-gtk-icon-transform` and transitions for this icon. Whole degrees.
    public var turn: Double = 0 {
        didSet {
            let degrees = Int((turn * 360).rounded())
            guard degrees != Int((oldValue * 360).rounded()) || turnStyle == nil else { return }
            if turnStyle == nil, let provider = gtk_css_provider_new() {
                gtk_style_context_add_provider(gtk_widget_get_style_context(widget), foldout_style_provider(provider),
                                               UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
                // The style context holds it from here on, as long as the icon lives.
                g_object_unref(provider)
                turnStyle = provider
            }
            let css = "image { -gtk-icon-transform: rotate(\(degrees)deg); transition: none; } "
                + "image:dir(rtl) { -gtk-icon-transform: rotate(\(-degrees)deg); }"
            gtk_css_provider_load_from_data(turnStyle, css, -1, nil)
        }
    }
}

/// A `GtkButton`.
@MainActor
public final class Button: Container {
    /// Makes a button with a text label (and an optional mnemonic underscore).
    public convenience init(label: String, mnemonic: Bool = false) {
        let pointer = mnemonic ? gtk_button_new_with_mnemonic(label) : gtk_button_new_with_label(label)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
    }

    /// Makes a button showing a themed icon; give it an accessible name and tooltip.
    public convenience init(iconName: String, tooltip: String) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_button_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)))
        setTooltip(tooltip)
        setAccessibleName(tooltip)
    }

    /// Adds an icon before the label.
    public func setIcon(_ iconName: String) {
        let image = gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(foldout_button(raw), image)
        gtk_button_set_always_show_image(foldout_button(raw), 1)
    }

    /// The label text.
    public var label: String {
        get { gtk_button_get_label(foldout_button(raw)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(foldout_button(raw), newValue) }
    }

    /// Calls `handler` when the button is clicked or activated.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.clicked, handler)
    }

    /// The detailed action the button triggers (e.g. `win.show-help-overlay`).
    public func setAction(_ detailedName: String) {
        gtk_actionable_set_detailed_action_name(OpaquePointer(raw), detailedName)
    }
}

/// `ref_state_set` of the menu button's accessible: GTK's (CHECKED while the menu is open),
/// plus HAS_POPUP and EXPANDABLE, and EXPANDED while the menu is open.
private let menuButtonRefStateSet: @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkStateSet>? = { accessible in
    guard let accessible else { return atk_state_set_new() }
    let states = AccessibleSubtype.parentClass(of: accessible)?.pointee.ref_state_set?(accessible) ?? atk_state_set_new()
    atk_state_set_add_state(states, ATK_STATE_HAS_POPUP)
    atk_state_set_add_state(states, ATK_STATE_EXPANDABLE)
    if let widget = Widget.widget(of: accessible), gtk_toggle_button_get_active(foldout_toggle_button(widget)) != 0 {
        atk_state_set_add_state(states, ATK_STATE_EXPANDED)
    }
    return states
}

/// `initialize` of the menu button's accessible: GTK's, then the push-button role.
private let menuButtonInitialize: @convention(c) (UnsafeMutablePointer<AtkObject>?, gpointer?) -> Void = { accessible, data in
    guard let accessible else { return }
    AccessibleSubtype.parentClass(of: accessible)?.pointee.initialize?(accessible, data)
    atk_object_set_role(accessible, ATK_ROLE_PUSH_BUTTON)
}

/// The widget type of ``MenuButton``: a GtkMenuButton whose accessible is a push button with a
/// popup (HAS_POPUP), expandable and expanded while its menu is open, as GTK 4 and the web
/// expose menu buttons, instead of GTK 3's toggle button. Screen readers then skip it when they
/// speak the open menu's ancestors: Orca said the toggle button's bare state, "pressed", before
/// the first item of a menu opened with F10.
@MainActor
private let menuButtonType: GType = AccessibleSubtype.register(
    name: "FoldoutMenuButton", widgetParent: gtk_menu_button_get_type(),
    accessibleParent: gtk_menu_button_accessible_get_type(),
    accessibleClassInit: { klass, _ in
        let atkClass = foldout_atk_object_class(klass)
        atkClass?.pointee.ref_state_set = menuButtonRefStateSet
        atkClass?.pointee.initialize = menuButtonInitialize
    }).widget

/// A `GtkMenuButton` showing a menu model (the primary menu). Screen readers see a push button
/// that opens a menu, "collapsed" or "expanded".
@MainActor
public final class MenuButton: Widget {
    /// The menu, until its popover is made.
    private var pendingMenu: Menu?
    /// Whether making the popover waits for an idle main loop.
    private var menuScheduled = false

    /// Makes a menu button with an icon and a menu. The menu's popover and its items (about 2 %
    /// of a first screen's start-up) are made once the button has been drawn and the main loop
    /// has nothing else to do, or as the menu first opens (a click, a key, a screen reader's
    /// press or ``isOpen``) if that comes first.
    public convenience init(iconName: String, tooltip: String, menu: Menu) {
        self.init(retaining: UnsafeMutableRawPointer(g_object_new_with_properties(menuButtonType, 0, nil, nil)!))
        pendingMenu = menu
        // GTK keeps a menu button insensitive until it has a menu: this one has, made later.
        isSensitive = true
        on(.draw, after: true) { [weak self] _ in
            guard let self, self.pendingMenu != nil, !self.menuScheduled else { return false }
            self.menuScheduled = true
            // After what the first frames need: the window is on screen without it.
            MainLoop.idle(priority: .low) { [weak self] in
                self?.makeMenu()
                return false
            }
            return false
        }
        nonisolated(unsafe) let pointer = widget
        on(.toggled) { [weak self] in
            let active = gtk_toggle_button_get_active(foldout_toggle_button(pointer))
            // Opened before its popover was made: GTK found none to show; make it and show it.
            if active != 0, let self, self.pendingMenu != nil {
                self.makeMenu()
                if let popover = gtk_menu_button_get_popover(foldout_menu_button(pointer)) { gtk_popover_popup(popover) }
            }
            // The menu opening or closing is announced as EXPANDED (GTK announces CHECKED).
            atk_object_notify_state_change(gtk_widget_get_accessible(pointer), AtkState(ATK_STATE_EXPANDED.rawValue), active)
        }
        let image = gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(foldout_button(raw), image)
        setTooltip(tooltip)
        setAccessibleName(tooltip)
    }

    private func makeMenu() {
        guard let menu = pendingMenu else { return }
        pendingMenu = nil
        gtk_menu_button_set_menu_model(foldout_menu_button(raw), menu.model)
    }

    /// Whether the menu is open; setting it opens or closes the menu as a click would.
    public var isOpen: Bool {
        get { gtk_toggle_button_get_active(foldout_toggle_button(raw)) != 0 }
        set { gtk_toggle_button_set_active(foldout_toggle_button(raw), newValue ? 1 : 0) }
    }
}

/// A `GMenu` of labelled actions.
@MainActor
public final class Menu: Object {
    /// Makes an empty menu.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(g_menu_new()))
    }

    var model: UnsafeMutablePointer<GMenuModel> { raw.assumingMemoryBound(to: GMenuModel.self) }

    /// Appends an item for a detailed action name.
    public func append(_ label: String, action: String) {
        g_menu_append(OpaquePointer(raw), label, action)
    }

    /// Appends a section (shown with separators).
    public func appendSection(_ section: Menu) {
        g_menu_append_section(OpaquePointer(raw), nil, section.model)
    }
}

/// A `GtkToggleButton`.
@MainActor
public final class ToggleButton: Container {
    /// Makes a toggle button showing a themed icon, named `title` for screen readers and tooltips.
    public convenience init(iconName: String, title: String) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_toggle_button_new()))
        add(Image(iconName: iconName))
        setTooltip(title)
        setAccessibleName(title)
    }

    /// Whether the button is pressed in.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(foldout_toggle_button(raw)) != 0 }
        set { gtk_toggle_button_set_active(foldout_toggle_button(raw), newValue ? 1 : 0) }
    }

    /// Calls `handler` when the button is toggled (by a person or by code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on(.toggled, handler)
    }
}

/// A `GtkSpinner`: GNOME's sign that something is loading.
@MainActor
public final class Spinner: Widget {
    /// Makes a spinner, turning.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_spinner_new()))
        gtk_spinner_start(raw.assumingMemoryBound(to: GtkSpinner.self))
    }
}
