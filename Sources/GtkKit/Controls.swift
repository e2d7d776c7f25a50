import CGtk

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

/// A `GtkMenuButton` showing a menu model (the primary menu).
@MainActor
public final class MenuButton: Widget {
    /// Makes a menu button with an icon and a menu.
    public convenience init(iconName: String, tooltip: String, menu: Menu) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_menu_button_new()))
        let image = gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(foldout_button(raw), image)
        gtk_menu_button_set_menu_model(foldout_menu_button(raw), menu.model)
        setTooltip(tooltip)
        setAccessibleName(tooltip)
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
