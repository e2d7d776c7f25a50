import CFoldoutGtk

/// A context menu: a `GtkPopover` holding the menu's items, shown under a widget (the Menu key,
/// Shift+F10) or at the pointer (a right-click). Each item shows its mnemonic and, beside it, its
/// accelerator; Up and Down (Home, End, Tab) move between the items that can be chosen, a
/// mnemonic's letter alone chooses its item, Enter or Space the focused one, Escape closes.
/// Screen readers hear a menu and its menu items; an item that does not apply now is there but
/// disabled.
///
/// A popover, not GTK 3's `GtkMenu`: a menu takes the keyboard from its window (an X or Wayland
/// grab), so the window is deactivated as it opens and activated again as it closes, and screen
/// readers announce the window and the list again each time the menu closes. A popover stays
/// within its window, as GNOME's context menus do; its accessible parent is the widget it is
/// shown under, so that the focus coming back from it to that row is heard as the row alone.
///
///     let menu = PopupMenu(name: "March", sections: [[
///         PopupMenu.Item(title: "_Share") { share(march) },
///         PopupMenu.Item(title: "_Remove", accelerator: "Delete") { remove(march) },
///     ], [
///         PopupMenu.Item(title: "Move _Up", accelerator: "<Alt>Up", isEnabled: false) {},
///     ]])
///     menu.popUp(under: row, attachedTo: list)
///
/// The menu is open until it closes (an item chosen, Escape, a click elsewhere): then
/// ``onClosed`` runs; it is destroyed as the next menu opens (or with its window).
@MainActor
package final class PopupMenu: Widget {
    /// One item of the menu.
    package struct Item {
        /// The label; an underscore marks the mnemonic ("_Share").
        package let title: String
        /// The accelerator shown beside it, in GTK's syntax ("Delete", "<Alt>Up"), if any. It
        /// is only shown: the key itself is handled where it always is.
        package let accelerator: String?
        /// Whether the item can be chosen now (a disabled one is shown dimmed).
        package let isEnabled: Bool
        /// What choosing it does.
        package let perform: @MainActor () -> Void

        /// An item; `perform` runs when it is chosen.
        package init(
            title: String, accelerator: String? = nil, isEnabled: Bool = true,
            perform: @escaping @MainActor () -> Void
        ) {
            self.title = title
            self.accelerator = accelerator
            self.isEnabled = isEnabled
            self.perform = perform
        }
    }

    /// Runs once the menu has closed, after any chosen item's `perform`.
    package var onClosed: (@MainActor () -> Void)?

    /// The menu that closed last, kept hidden until another opens: as the focus comes back to
    /// the row, screen readers ask about the item they heard last, and a destroyed one has no
    /// answer (Orca 48 then tells the row's whole context again: the list and its size).
    private static var lastClosed: PopupMenu?

    /// The items' buttons, top to bottom, with their mnemonic keys and actions.
    private var entries: [(button: Widget, mnemonic: UInt32, perform: @MainActor () -> Void)] = []
    private var box: Widget?
    /// The item chosen, run once the menu has closed.
    private var chosen: (@MainActor () -> Void)?

    /// A menu of `sections` (separators between them), named `name` for screen readers.
    package convenience init(name: String, sections: [[Item]]) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_popover_new(nil)))
        setAccessibleName(name)
        setAccessibleRole(.menu)
        addStyleClass("context-menu")
        addStyleClass("menu")
        let column = Widget(retaining: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        column.addStyleClass("context-menu-items")
        gtk_container_set_border_width(foldout_container(column.raw), 4)
        for (number, section) in sections.enumerated() where !section.isEmpty {
            if number > 0, !entries.isEmpty {
                let separator = gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)
                gtk_widget_set_margin_top(separator, 4)
                gtk_widget_set_margin_bottom(separator, 4)
                gtk_container_add(foldout_container(column.raw), separator)
            }
            for item in section { add(item, to: column) }
        }
        gtk_container_add(foldout_container(raw), column.widget)
        gtk_widget_show_all(column.widget)
        box = column
        onKeyPress { [weak self] key in self?.handle(key) ?? false }
        // Closed (Escape, a click elsewhere, an item chosen): when idle after, a chosen item
        // does its work; the menu is kept, hidden, until the next one opens.
        on(VoidSignal("closed")) { [weak self] in
            MainLoop.idle { [weak self] in
                guard let self else { return false }
                let chosen = self.chosen
                let closed = self.onClosed
                self.chosen = nil
                self.onClosed = nil
                chosen?()
                if let last = PopupMenu.lastClosed, last !== self { last.destroy() }
                PopupMenu.lastClosed = self
                closed?()
                return false
            }
        }
    }

    /// One item: a flat button with its label (mnemonic underlined) and its accelerator.
    private func add(_ item: Item, to column: Widget) {
        guard let made = gtk_button_new() else { return }
        let button = Widget(retaining: UnsafeMutableRawPointer(made))
        gtk_button_set_relief(foldout_button(button.raw), GTK_RELIEF_NONE)
        button.addStyleClass("flat")
        button.addStyleClass("context-menu-item")
        let line = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24)
        let label = gtk_label_new_with_mnemonic(item.title)
        gtk_label_set_xalign(foldout_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_label_set_mnemonic_widget(foldout_label(label), made)
        gtk_container_add(foldout_container(line), label)
        if let accelerator = item.accelerator {
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            gtk_accelerator_parse(accelerator, &key, &modifiers)
            if key != 0, let text = gtk_accelerator_get_label(key, modifiers) {
                let shown = gtk_label_new(text)
                // Screen readers say it after the item's name, as they say a menu item's.
                button.setAccessibleDescription(String(cString: text))
                g_free(text)
                gtk_style_context_add_class(gtk_widget_get_style_context(shown), "dim-label")
                gtk_container_add(foldout_container(line), shown)
            }
        }
        gtk_container_add(foldout_container(button.raw), line)
        gtk_widget_set_sensitive(made, item.isEnabled ? 1 : 0)
        button.setAccessibleRole(.menuItem)
        button.setAccessibleName(String(cString: gtk_label_get_text(foldout_label(label))))
        let mnemonic = gdk_keyval_to_lower(gtk_label_get_mnemonic_keyval(foldout_label(label)))
        let perform = item.perform
        button.on(.clicked) { [weak self] in self?.choose(perform) }
        gtk_container_add(foldout_container(column.raw), made)
        entries.append((button, mnemonic, perform))
    }

    /// Closes the menu, then runs `perform`.
    private func choose(_ perform: @escaping @MainActor () -> Void) {
        chosen = perform
        gtk_popover_popdown(foldout_popover(raw))
    }

    /// The items that can be chosen now.
    private var enabled: [Widget] { entries.map(\.button).filter { gtk_widget_is_sensitive($0.widget) != 0 } }

    /// Keys while the menu is open, as a menu takes them: the popover sees every key first (it
    /// holds the window's grab), and none goes on to the window's shortcuts.
    private func handle(_ key: KeyPress) -> Bool {
        let items = enabled
        let current = items.firstIndex { gtk_widget_has_focus($0.widget) != 0 }
        func focus(_ index: Int) -> Bool {
            if !items.isEmpty { gtk_widget_grab_focus(items[(index + items.count) % items.count].widget) }
            return true
        }
        switch key.key {
        case .down, .keypadDown: return focus((current ?? -1) + 1)
        case .up, .keypadUp: return focus((current ?? items.count) - 1)
        case .home, .keypadHome, .pageUp, .keypadPageUp: return focus(0)
        case .end, .keypadEnd, .pageDown, .keypadPageDown: return focus(items.count - 1)
        case .tab: return focus(key.modifiers.contains(.shift) ? (current ?? 0) - 1 : (current ?? -1) + 1)
        case Key(keyval: UInt32(GDK_KEY_ISO_Left_Tab)): return focus((current ?? 0) - 1)
        // The popover's own handling: Escape closes, the focused item takes Enter and Space.
        case .escape, .enter, .keypadEnter, .space: return false
        default:
            break
        }
        if !key.modifiers.contains(.control), !key.modifiers.contains(.alt) {
            let letter = gdk_keyval_to_lower(key.key.keyval)
            if let entry = entries.first(where: { $0.mnemonic == letter && gtk_widget_is_sensitive($0.button.widget) != 0 }) {
                choose(entry.perform)
            }
        }
        return true
    }

    /// Shows the menu below `anchor` (a row of `owner`, the list it belongs to), with its first
    /// enabled item focused: as the Menu key or Shift+F10 opens a context menu. The menu is the
    /// anchor's (screen readers find it there, as the row's menu).
    package func popUp(under anchor: Widget, attachedTo owner: Widget) {
        _ = owner // the anchor's window is the menu's, and the anchor tells the list
        show(relativeTo: anchor, at: nil)
    }

    /// Shows the menu at the pointer, for the event being handled (a right-click on `anchor`, a
    /// row of `owner`, the list it belongs to), its first enabled item focused. As under
    /// ``popUp(under:attachedTo:)``, the menu is the anchor's: it points from the anchor at the
    /// place clicked, and screen readers find it as the row's menu (the row is its accessible
    /// parent), not the list's.
    package func popUpAtPointer(on anchor: Widget, attachedTo owner: Widget) {
        _ = owner // the anchor's window is the menu's, and the anchor tells the list
        var point: GdkRectangle?
        if let window = gtk_widget_get_window(anchor.widget), let event = gtk_get_current_event() {
            defer { gdk_event_free(event) }
            var rootX = 0.0
            var rootY = 0.0
            var originX: gint = 0
            var originY: gint = 0
            if gdk_event_get_root_coords(event, &rootX, &rootY) != 0 {
                // The anchor's GdkWindow is its own or its nearest windowed ancestor's: the point
                // in that window, less the anchor's place in it for an anchor with no window.
                gdk_window_get_origin(window, &originX, &originY)
                var allocation = GtkAllocation()
                gtk_widget_get_allocation(anchor.widget, &allocation)
                let ownWindow = gtk_widget_get_has_window(anchor.widget) != 0
                let x = Int32(rootX) - originX - (ownWindow ? 0 : allocation.x)
                let y = Int32(rootY) - originY - (ownWindow ? 0 : allocation.y)
                point = GdkRectangle(x: x, y: y, width: 1, height: 1)
            }
        }
        show(relativeTo: anchor, at: point)
    }

    private func show(relativeTo anchor: Widget, at point: GdkRectangle?) {
        if let last = PopupMenu.lastClosed, last !== self {
            last.destroy()
            PopupMenu.lastClosed = nil
        }
        let popover = foldout_popover(raw)
        gtk_popover_set_relative_to(popover, anchor.widget)
        gtk_popover_set_position(popover, GTK_POS_BOTTOM)
        if var point { gtk_popover_set_pointing_to(popover, &point) }
        // Heard as the anchor's: the focus back on the row from the menu is the row alone.
        atk_object_set_parent(gtk_widget_get_accessible(widget), gtk_widget_get_accessible(anchor.widget))
        gtk_popover_popup(popover)
        if let first = enabled.first { gtk_widget_grab_focus(first.widget) }
    }

    /// Whether the menu is on screen.
    package var isOpen: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Closes the menu (as Escape does).
    package func close() { gtk_popover_popdown(foldout_popover(raw)) }
}

extension ListBox {
    /// Calls `handler` with the list position of the row a person right-clicks (or presses
    /// however the system opens context menus: `gdk_event_triggers_context_menu`), nil when
    /// the press is on no row; `true` stops the press there.
    @discardableResult
    package func onContextPress(_ handler: @escaping @MainActor (Int?) -> Bool) -> SignalHandlerID {
        on(.buttonPressEvent) { [weak self] event in
            guard let self, let event, gdk_event_triggers_context_menu(event.assumingMemoryBound(to: GdkEvent.self)) != 0 else { return false }
            let row = foldout_list_box_row_at_event(foldout_list_box(self.raw), event.assumingMemoryBound(to: GdkEvent.self))
            return handler(row.map { Int(gtk_list_box_row_get_index($0)) })
        }
    }
}

extension KeyPress {
    /// Whether the key opens a context menu: the Menu key, or Shift+F10.
    package var opensContextMenu: Bool {
        (key == Key(keyval: UInt32(GDK_KEY_Menu)) && isPlain)
            || (key == Key(keyval: UInt32(GDK_KEY_F10)) && modifiers.intersection([.shift, .control, .alt]) == .shift)
    }
}
