import CFoldoutGtk

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
    }
).widget

/// A `GtkMenuButton` showing a menu model (the primary menu). Screen readers see a push button
/// that opens a menu, "collapsed" or "expanded".
@MainActor
package final class MenuButton: Widget {
    /// The menu, until its popover is made.
    private var pendingMenu: Menu?
    /// Whether making the popover waits for an idle main loop.
    private var menuScheduled = false

    /// Makes a menu button with an icon and a menu. The menu's popover and its items (about 2 %
    /// of a first screen's start-up) are made once the button has been drawn and the main loop
    /// has nothing else to do, or as the menu first opens (a click, a key, a screen reader's
    /// press or ``isOpen``) if that comes first.
    package convenience init(iconName: String, tooltip: String, menu: Menu) {
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
    package var isOpen: Bool {
        get { gtk_toggle_button_get_active(foldout_toggle_button(raw)) != 0 }
        set { gtk_toggle_button_set_active(foldout_toggle_button(raw), newValue ? 1 : 0) }
    }
}
