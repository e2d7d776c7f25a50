import CFoldoutGtk

/// What a registered widget subtype's `class_init` needs: its accessible type, whether it
/// replaces the parent's accessible rather than derives from it, and its CSS name if it has its
/// own. Made once per type and kept for the life of the process, as GLib keeps the type.
private struct SubtypeClassData {
    let accessibleType: GType
    let replaces: Bool
    let cssName: String?
}

/// The key under which a widget whose accessible replaces its parent's keeps that accessible.
private let replacedAccessibleKey = "foldout-accessible"

/// A widget with a replacing accessible is destroyed: its accessible lets go of it (screen
/// readers may still hold the accessible; it is then defunct).
private let releaseReplacedAccessible: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, accessible in
    guard let accessible else { return }
    gtk_accessible_set_widget(foldout_gtk_accessible(accessible), nil)
}

/// `get_accessible` of a widget subtype whose accessible is not a subclass of its parent's: it
/// makes the accessible as GTK's own `get_accessible` does (once, kept with the widget), but of
/// the type registered as the widget type's name + "Accessible".
private let replacingGetAccessible: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<AtkObject>? = { widget in
    guard let widget else { return nil }
    let object = foldout_object(widget)
    if let existing = g_object_get_data(object, replacedAccessibleKey) { return existing.assumingMemoryBound(to: AtkObject.self) }
    let name = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
    guard let created = g_object_new_with_properties(g_type_from_name(name + "Accessible"), 0, nil, nil) else { return nil }
    let accessible = UnsafeMutableRawPointer(created).assumingMemoryBound(to: AtkObject.self)
    gtk_accessible_set_widget(foldout_gtk_accessible(accessible), widget)
    g_object_set_data_full(object, replacedAccessibleKey, accessible) { g_object_unref($0) }
    _ = foldout_signal_connect(
        widget, "destroy", unsafeBitCast(releaseReplacedAccessible, to: UnsafeMutableRawPointer.self),
        accessible, nil, 0)
    atk_object_initialize(accessible, widget)
    return accessible
}

/// Registers, at run time, a widget subtype with an accessible of its own: the one way GTK 3
/// lets an application change more of what a widget tells screen readers than its name, role
/// and description (the accessible's states, children, interfaces).
@MainActor
enum AccessibleSubtype {
    /// Registers `name` as a subclass of `widgetParent` whose accessible is `name`Accessible, a
    /// subclass of `accessibleParent` whose `AtkObjectClass` `accessibleClassInit` sets up
    /// (it overrides what the parent class does). Returns both types.
    ///
    /// GTK wants a widget subclass's accessible to subclass the parent widget's; `replacing`
    /// lifts that, for an accessible that must lack what the parent's has (an interface): the
    /// widget then makes its accessible itself, as GTK would. `cssName`, if given, is the
    /// widget's CSS node name instead of the parent's.
    static func register(
        name: String, widgetParent: GType, accessibleParent: GType, replacing: Bool = false,
        cssName: String? = nil,
        accessibleClassInit: GClassInitFunc
    ) -> (widget: GType, accessible: GType) {
        var query = GTypeQuery()
        g_type_query(accessibleParent, &query)
        let accessibleType = g_type_register_static_simple(
            accessibleParent, name + "Accessible", query.class_size, accessibleClassInit,
            query.instance_size, nil, GTypeFlags(rawValue: 0))

        g_type_query(widgetParent, &query)
        let data = UnsafeMutablePointer<SubtypeClassData>.allocate(capacity: 1)
        data.initialize(to: SubtypeClassData(accessibleType: accessibleType, replaces: replacing, cssName: cssName))
        var info = GTypeInfo()
        info.class_size = guint16(clamping: query.class_size)
        info.instance_size = guint16(clamping: query.instance_size)
        info.class_data = UnsafeRawPointer(data)
        info.class_init = { klass, classData in
            guard let klass, let classData else { return }
            let data = classData.assumingMemoryBound(to: SubtypeClassData.self).pointee
            let widgetClass = foldout_widget_class(klass)
            if data.replaces {
                widgetClass?.pointee.get_accessible = replacingGetAccessible
            } else {
                gtk_widget_class_set_accessible_type(widgetClass, data.accessibleType)
            }
            if let cssName = data.cssName { gtk_widget_class_set_css_name(widgetClass, cssName) }
        }
        return (g_type_register_static(widgetParent, name, &info, GTypeFlags(rawValue: 0)), accessibleType)
    }

    /// The class of `accessible`'s parent type, to chain up to from an override.
    nonisolated static func parentClass(of accessible: UnsafeMutableRawPointer) -> UnsafeMutablePointer<AtkObjectClass>? {
        foldout_atk_object_class(g_type_class_peek_parent(foldout_instance_class(accessible)))
    }
}

extension Widget {
    /// The widget behind an accessible made by GTK (nil once the widget is gone).
    nonisolated static func widget(of accessible: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
        guard let accessible else { return nil }
        return gtk_accessible_get_widget(foldout_gtk_accessible(accessible))
    }
}
