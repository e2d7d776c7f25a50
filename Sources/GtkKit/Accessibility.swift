import CGtk

/// Keys of the flags an ``ExpandableRow`` keeps on its widget for its accessible.
private let expandableKey = "foldout-expandable"
private let expandedKey = "foldout-expanded"

/// The parent class's `ref_state_set`, saved when the accessible subclass is registered.
nonisolated(unsafe) private var parentRefStateSet: (@convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkStateSet>?)?

/// The accessible type of ``ExpandableRow``: a list row accessible that adds the
/// EXPANDABLE and EXPANDED states, which GTK 3 reports only for GtkExpander.
@MainActor
private let expandableRowAccessibleType: GType = {
    let parent = gtk_list_box_row_accessible_get_type()
    var query = GTypeQuery()
    g_type_query(parent, &query)
    let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let atkClass = foldout_atk_object_class(klass)
        parentRefStateSet = atkClass?.pointee.ref_state_set
        atkClass?.pointee.ref_state_set = { accessible in
            let states = parentRefStateSet?(accessible) ?? atk_state_set_new()
            guard let accessible, let widget = gtk_accessible_get_widget(foldout_accessible(accessible)) else { return states }
            let object = foldout_object(widget)
            if g_object_get_data(object, expandableKey) != nil {
                atk_state_set_add_state(states, ATK_STATE_EXPANDABLE)
                if g_object_get_data(object, expandedKey) != nil {
                    atk_state_set_add_state(states, ATK_STATE_EXPANDED)
                }
            }
            return states
        }
    }
    return g_type_register_static_simple(parent, "FoldoutExpandableRowAccessible",
                                         query.class_size, classInit, query.instance_size, nil, GTypeFlags(rawValue: 0))
}()

/// The widget type of ``ExpandableRow``: a GtkListBoxRow whose accessible is the one above.
@MainActor
private let expandableRowType: GType = {
    let parent = gtk_list_box_row_get_type()
    var query = GTypeQuery()
    g_type_query(parent, &query)
    _ = expandableRowAccessibleType
    let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        nonisolated(unsafe) let widgetClass = klass
        MainActor.assumeIsolated {
            gtk_widget_class_set_accessible_type(foldout_widget_class(widgetClass), expandableRowAccessibleType)
        }
    }
    return g_type_register_static_simple(parent, "FoldoutExpandableRow",
                                         query.class_size, classInit, query.instance_size, nil, GTypeFlags(rawValue: 0))
}()

/// A list row that unfolds: screen readers see it as expandable, and expanded when open.
@MainActor
public final class ExpandableRow: ListBoxRow {
    /// Makes an expandable row.
    public convenience init() {
        self.init(expandable: true)
    }

    /// Makes a row; `expandable` false makes it an ordinary row (e.g. a destination with no flights).
    public convenience init(expandable: Bool) {
        let pointer = g_object_new_with_properties(expandableRowType, 0, nil, nil)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
        setFlag(expandableKey, expandable)
    }

    /// Whether the row is shown as expanded; changes are announced to assistive technology.
    public var isExpanded: Bool {
        get { flag(expandedKey) }
        set {
            guard newValue != isExpanded else { return }
            setFlag(expandedKey, newValue)
            atk_object_notify_state_change(gtk_widget_get_accessible(widget), AtkState(ATK_STATE_EXPANDED.rawValue), newValue ? 1 : 0)
        }
    }
}
