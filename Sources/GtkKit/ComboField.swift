import CGtk

/// Keys of the flags a ``ComboField`` keeps on its widget for its accessible.
private let comboExpandableKey = "foldout-combo-expandable"
private let comboExpandedKey = "foldout-combo-expanded"

/// The parent class's `ref_state_set`, saved when the accessible subclass is registered.
nonisolated(unsafe) private var comboParentRefStateSet: (@convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkStateSet>?)?

/// The accessible type of ``ComboField``: a container accessible (so the field's text label is
/// its child, read as the chosen value) that adds EXPANDABLE and EXPANDED.
@MainActor
private let comboFieldAccessibleType: GType = {
    let parent = gtk_container_accessible_get_type()
    var query = GTypeQuery()
    g_type_query(parent, &query)
    let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let atkClass = foldout_atk_object_class(klass)
        comboParentRefStateSet = atkClass?.pointee.ref_state_set
        atkClass?.pointee.ref_state_set = { accessible in
            let states = comboParentRefStateSet?(accessible) ?? atk_state_set_new()
            guard let accessible, let widget = gtk_accessible_get_widget(foldout_accessible(accessible)) else { return states }
            let object = foldout_object(widget)
            if g_object_get_data(object, comboExpandableKey) != nil {
                atk_state_set_add_state(states, ATK_STATE_EXPANDABLE)
                if g_object_get_data(object, comboExpandedKey) != nil {
                    atk_state_set_add_state(states, ATK_STATE_EXPANDED)
                }
            }
            return states
        }
    }
    return g_type_register_static_simple(parent, "FoldoutComboFieldAccessible",
                                         query.class_size, classInit, query.instance_size, nil, GTypeFlags(rawValue: 0))
}()

/// The widget type of ``ComboField``: a GtkEventBox whose accessible is the one above.
@MainActor
private let comboFieldType: GType = {
    let parent = gtk_event_box_get_type()
    var query = GTypeQuery()
    g_type_query(parent, &query)
    _ = comboFieldAccessibleType
    let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        nonisolated(unsafe) let widgetClass = klass
        MainActor.assumeIsolated {
            gtk_widget_class_set_accessible_type(foldout_widget_class(widgetClass), comboFieldAccessibleType)
            gtk_widget_class_set_css_name(foldout_widget_class(widgetClass), "combofield")
        }
    }
    return g_type_register_static_simple(parent, "FoldoutComboField",
                                         query.class_size, classInit, query.instance_size, nil, GTypeFlags(rawValue: 0))
}()

/// A focusable field that opens a drawer (the face of a custom combo box): it takes clicks and
/// keys, and screen readers see it as expandable, and expanded while its drawer is open.
/// Give it the combo-box role and a name with ``Widget/setAccessibleRole(_:)`` and
/// ``Widget/setAccessibleName(_:)``. Its CSS node name is `combofield`.
@MainActor
public final class ComboField: Container {
    /// Makes a focusable field.
    public convenience init() {
        let pointer = g_object_new_with_properties(comboFieldType, 0, nil, nil)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
        setFlag(comboExpandableKey, true)
        canFocus = true
        gtk_widget_add_events(widget, Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue))
    }

    /// Whether the field is shown as expanded; changes are announced to assistive technology.
    public var isExpanded: Bool {
        get { flag(comboExpandedKey) }
        set {
            guard newValue != isExpanded else { return }
            setFlag(comboExpandedKey, newValue)
            atk_object_notify_state_change(gtk_widget_get_accessible(widget), AtkState(ATK_STATE_EXPANDED.rawValue), newValue ? 1 : 0)
        }
    }

    /// Calls `handler` on a primary-button press on the field (the field takes the focus first).
    @discardableResult
    public func onPrimaryPress(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        on("button-press-event", event: { [weak self] event in
            guard let event else { return false }
            let gdkEvent = event.assumingMemoryBound(to: GdkEvent.self)
            var button: guint = 0
            guard gdk_event_get_event_type(gdkEvent) == GDK_BUTTON_PRESS,
                  gdk_event_get_button(gdkEvent, &button) != 0, button == 1 else { return false }
            self?.grabFocus()
            handler()
            return true
        })
    }
}
