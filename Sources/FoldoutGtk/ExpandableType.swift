import CFoldoutGtk

/// The key of the flag an expandable widget keeps on itself for its accessible: whether it can
/// expand at all. Whether it is expanded is GTK's `:checked` state flag (see ``Widget/expandedState``).
let expandableFlagKey = "foldout-expandable"
/// The keys of the flags a row keeps for its accessible in selection mode: whether it can be
/// selected (SELECTABLE) and whether it is (SELECTED). Outside selection mode neither is set,
/// and screen readers say nothing of selection.
let selectableFlagKey = "foldout-selectable"
let selectedFlagKey = "foldout-selected"

/// `ref_state_set` of the accessibles made by ``ExpandableType``: the parent class's states,
/// plus EXPANDABLE as the widget's flag says and EXPANDED while it has the `:checked` state
/// flag (GTK 3 reports them only for GtkExpander), and SELECTABLE and SELECTED as the
/// selection flags say (a recycled row's selection is its list's, not GtkListBox's).
/// The parent class is looked up from the instance, so one function serves all.
private let expandableRefStateSet: @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkStateSet>? = { accessible in
    guard let accessible else { return atk_state_set_new() }
    let states = AccessibleSubtype.parentClass(of: accessible)?.pointee.ref_state_set?(accessible) ?? atk_state_set_new()
    guard let widget = Widget.widget(of: accessible) else { return states }
    let object = foldout_object(widget)
    if g_object_get_data(object, expandableFlagKey) != nil {
        atk_state_set_add_state(states, ATK_STATE_EXPANDABLE)
        if gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_CHECKED.rawValue != 0 {
            atk_state_set_add_state(states, ATK_STATE_EXPANDED)
        }
    }
    if g_object_get_data(object, selectableFlagKey) != nil {
        atk_state_set_add_state(states, ATK_STATE_SELECTABLE)
        if g_object_get_data(object, selectedFlagKey) != nil { atk_state_set_add_state(states, ATK_STATE_SELECTED) }
    }
    return states
}

/// Registers, at run time (through ``AccessibleSubtype``), a subclass of a GTK widget type whose
/// accessible reports the EXPANDABLE state from the flag ``Widget/setFlag(_:_:)`` keeps under `expandableFlagKey` and
/// the EXPANDED state from the widget's `:checked` state flag.
@MainActor
enum ExpandableType {
    /// Registers `name` as a subclass of `widgetParent` whose accessible is a subclass of
    /// `accessibleParent` (the parent widget's own accessible type, or a container's). Returns both types.
    /// `listRow`: the widget is a list row, whose accessible tells its true place in a list
    /// told by ``ListBox/tellRows(count:facts:)``.
    static func register(
        name: String, widgetParent: GType, accessibleParent: GType,
        cssName: String? = nil, listRow: Bool = false
    ) -> (widget: GType, accessible: GType) {
        AccessibleSubtype.register(
            name: name, widgetParent: widgetParent, accessibleParent: accessibleParent, cssName: cssName,
            accessibleClassInit: listRow
                ? { klass, _ in
                    foldout_atk_object_class(klass)?.pointee.ref_state_set = expandableRefStateSet
                    foldout_rows_row_class_init(klass)
                } : { klass, _ in foldout_atk_object_class(klass)?.pointee.ref_state_set = expandableRefStateSet })
    }
}

extension Widget {
    /// Whether the widget shows as expanded: GTK's `:checked` state flag (which CSS styles, e.g.
    /// `row.my-row:checked .arrow`) and, for the accessibles of ``ExpandableType``, the EXPANDED
    /// state. Setting it announces the change to assistive technology.
    var expandedState: Bool {
        get { gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_CHECKED.rawValue != 0 }
        set {
            guard newValue != expandedState else { return }
            if newValue {
                gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_CHECKED, 0)
            } else {
                gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_CHECKED)
            }
            atk_object_notify_state_change(gtk_widget_get_accessible(widget), AtkState(ATK_STATE_EXPANDED.rawValue), newValue ? 1 : 0)
        }
    }
}
