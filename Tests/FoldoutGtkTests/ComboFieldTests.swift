import CFoldoutGtk
import Testing

@testable import FoldoutGtk

@MainActor
private func stateSet(of widget: Widget) -> (expandable: Bool, expanded: Bool, focusable: Bool) {
    let set = atk_object_ref_state_set(gtk_widget_get_accessible(widget.widget))
    defer { g_object_unref(set) }
    return (
        atk_state_set_contains_state(set, ATK_STATE_EXPANDABLE) != 0,
        atk_state_set_contains_state(set, ATK_STATE_EXPANDED) != 0,
        atk_state_set_contains_state(set, ATK_STATE_FOCUSABLE) != 0
    )
}

@Suite(.serialized)
@MainActor
struct ComboFieldTests {
    @Test func fieldIsAFocusableExpandableComboBox() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let field = ComboField()
        field.setAccessibleRole(.comboBox)
        field.setAccessibleName("Sport")
        let accessible = gtk_widget_get_accessible(field.widget)
        #expect(atk_object_get_role(accessible) == ATK_ROLE_COMBO_BOX)
        #expect(String(cString: atk_object_get_name(accessible)) == "Sport")
        #expect(stateSet(of: field).expandable && stateSet(of: field).focusable)
        #expect(!stateSet(of: field).expanded)
        field.expanded = true
        #expect(stateSet(of: field).expanded)
        field.expanded = false
        #expect(!stateSet(of: field).expanded)
    }

    @Test func fieldShowsItsLabelToScreenReaders() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let field = ComboField()
        field.add(Label("Hockey"))
        let accessible = gtk_widget_get_accessible(field.widget)
        #expect(atk_object_get_n_accessible_children(accessible) == 1)
        let child = atk_object_ref_accessible_child(accessible, 0)
        defer { g_object_unref(child) }
        #expect(String(cString: atk_object_get_name(child)) == "Hockey")
    }
}
