import CGtk

/// A context menu: GTK's `GtkMenu`, shown at the pointer (a right-click) or under a widget (the
/// Menu key, Shift+F10). Each item shows its mnemonic and, beside it, its accelerator (GTK 3's
/// popovers show no accelerators, its menus do); screen readers hear a menu and its items, and
/// an item that does not apply now is there but disabled.
///
///     let menu = PopupMenu(name: "March", sections: [[
///         PopupMenu.Item(title: "_Share") { share(march) },
///         PopupMenu.Item(title: "_Remove", accelerator: "Delete") { remove(march) },
///     ], [
///         PopupMenu.Item(title: "Move _Up", accelerator: "<Alt>Up", isEnabled: false) {},
///     ]])
///     menu.popUp(under: row, attachedTo: list)
///
/// The menu lives until it closes (an item chosen, Escape, a click elsewhere): then it is
/// destroyed, and ``onClosed`` runs.
@MainActor
public final class PopupMenu: Widget {
    /// One item of the menu.
    public struct Item {
        /// The label; an underscore marks the mnemonic ("_Share").
        public let title: String
        /// The accelerator shown beside it, in GTK's syntax ("Delete", "<Alt>Up"), if any. It
        /// is only shown: the key itself is handled where it always is.
        public let accelerator: String?
        /// Whether the item can be chosen now (a disabled one is shown dimmed).
        public let isEnabled: Bool
        /// What choosing it does.
        public let perform: @MainActor () -> Void

        /// An item; `perform` runs when it is chosen.
        public init(title: String, accelerator: String? = nil, isEnabled: Bool = true,
                    perform: @escaping @MainActor () -> Void) {
            self.title = title
            self.accelerator = accelerator
            self.isEnabled = isEnabled
            self.perform = perform
        }
    }

    /// Runs once the menu has closed, after any chosen item's `perform`.
    public var onClosed: (@MainActor () -> Void)?

    /// A menu of `sections` (separators between them), named `name` for screen readers.
    public convenience init(name: String, sections: [[Item]]) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_menu_new()))
        setAccessibleName(name)
        addStyleClass("context-menu")
        let shell = foldout_menu_shell(raw)
        for (number, section) in sections.enumerated() where !section.isEmpty {
            if number > 0, shellHasItems { gtk_menu_shell_append(shell, gtk_separator_menu_item_new()) }
            for item in section {
                guard let made = gtk_menu_item_new_with_mnemonic(item.title) else { continue }
                if let accelerator = item.accelerator { foldout_menu_item_show_accelerator(foldout_menu_item(made), accelerator) }
                gtk_widget_set_sensitive(made, item.isEnabled ? 1 : 0)
                let entry = Widget(retaining: UnsafeMutableRawPointer(made))
                let perform = item.perform
                entry.on(VoidSignal("activate")) { perform() }
                gtk_menu_shell_append(shell, made)
            }
        }
        // The menu closes before a chosen item's activate runs: destroyed when idle after.
        on(VoidSignal("deactivate")) { [weak self] in
            MainLoop.idle { [weak self] in
                guard let self else { return false }
                let closed = self.onClosed
                self.onClosed = nil
                self.destroy()
                closed?()
                return false
            }
        }
        showAll()
    }

    private var shellHasItems: Bool {
        let children = gtk_container_get_children(foldout_container(raw))
        defer { g_list_free(children) }
        return children != nil
    }

    /// Shows the menu below `anchor` (its start edge; mirrored right to left), attached to
    /// `owner` (whose window it belongs to), with its first enabled item selected: as the Menu
    /// key or Shift+F10 opens a context menu.
    public func popUp(under anchor: Widget, attachedTo owner: Widget) {
        gtk_menu_attach_to_widget(foldout_menu(raw), owner.widget, nil)
        gtk_menu_popup_at_widget(foldout_menu(raw), anchor.widget, GDK_GRAVITY_SOUTH_WEST, GDK_GRAVITY_NORTH_WEST, nil)
        gtk_menu_shell_select_first(foldout_menu_shell(raw), 1)
    }

    /// Shows the menu at the pointer, for the event being handled (a right-click), attached to
    /// `owner`.
    public func popUpAtPointer(attachedTo owner: Widget) {
        gtk_menu_attach_to_widget(foldout_menu(raw), owner.widget, nil)
        let event = gtk_get_current_event()
        defer { if let event { gdk_event_free(event) } }
        gtk_menu_popup_at_pointer(foldout_menu(raw), event)
    }

    /// Whether the menu is on screen.
    public var isOpen: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Closes the menu (as Escape does).
    public func close() { gtk_menu_shell_cancel(foldout_menu_shell(raw)) }
}

extension ListBox {
    /// Calls `handler` with the list position of the row a person right-clicks (or presses
    /// however the system opens context menus: `gdk_event_triggers_context_menu`), nil when
    /// the press is on no row; `true` stops the press there.
    @discardableResult
    public func onContextPress(_ handler: @escaping @MainActor (Int?) -> Bool) -> SignalHandlerID {
        on(.buttonPressEvent) { [weak self] event in
            guard let self, let event, gdk_event_triggers_context_menu(event.assumingMemoryBound(to: GdkEvent.self)) != 0 else { return false }
            let row = foldout_list_box_row_at_event(foldout_list_box(self.raw), event.assumingMemoryBound(to: GdkEvent.self))
            return handler(row.map { Int(gtk_list_box_row_get_index($0)) })
        }
    }
}

extension KeyPress {
    /// Whether the key opens a context menu: the Menu key, or Shift+F10.
    public var opensContextMenu: Bool {
        (key == Key(keyval: UInt32(GDK_KEY_Menu)) && isPlain)
            || (key == Key(keyval: UInt32(GDK_KEY_F10)) && modifiers.intersection([.shift, .control, .alt]) == .shift)
    }
}
