import CFoldoutGtk
import Testing

@testable import FoldoutGtk

@MainActor
private func states(of widget: Widget) -> (expandable: Bool, expanded: Bool) {
    let set = atk_object_ref_state_set(gtk_widget_get_accessible(widget.widget))
    defer { g_object_unref(set) }
    return (
        atk_state_set_contains_state(set, ATK_STATE_EXPANDABLE) != 0,
        atk_state_set_contains_state(set, ATK_STATE_EXPANDED) != 0
    )
}

@MainActor
private func checked(_ widget: Widget) -> Bool {
    gtk_widget_get_state_flags(widget.widget).rawValue & GTK_STATE_FLAG_CHECKED.rawValue != 0
}

/// The top padding CSS gives the widget in its current state.
@MainActor
private func paddingTop(_ widget: Widget) -> Int16 {
    let context = gtk_widget_get_style_context(widget.widget)
    var padding = GtkBorder()
    gtk_style_context_get_padding(context, gtk_style_context_get_state(context), &padding)
    return padding.top
}

@Suite(.serialized)
@MainActor
struct AccessibilityTests {
    @Test func expandableRowReportsItsStates() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let row = ListItemRow()
        #expect(states(of: row).expandable)
        #expect(!states(of: row).expanded)
        row.expanded = true
        #expect(states(of: row).expanded)
        #expect(checked(row), "CSS sees :checked while expanded")
        #expect(row.expanded)
        row.expanded = false
        #expect(!states(of: row).expanded)
        #expect(!checked(row) && !row.expanded)
    }

    @Test func expandedIsTheCheckedStateThatCSSStyles() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        #expect(Style.loadCSS("row.kit-test:checked { padding-top: 7px; }") == nil)
        let row = ListItemRow()
        row.addStyleClass("kit-test")
        #expect(paddingTop(row) == 0)
        row.expanded = true
        #expect(paddingTop(row) == 7, "the :checked rule applies")
        row.expanded = false
        #expect(paddingTop(row) == 0)
    }

    @Test func rowThatCannotExpandSaysSo() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let row = ListItemRow(expandable: false)
        #expect(!states(of: row).expandable)
        #expect(atk_object_get_role(gtk_widget_get_accessible(row.widget)) == ATK_ROLE_LIST_ITEM)
    }

    @Test func monthNamesAreTwelveDistinctNames() {
        let names = LocaleCalendar.standaloneMonthNames()
        #expect(names.count == 12)
        #expect(Set(names).count == 12)
        #expect(names.allSatisfy { !$0.isEmpty })
    }
}

@MainActor
@Test func expandableRowIsItsOwnType() throws {
    try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
    let row = ListItemRow()
    let typeName = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(row.widget).assumingMemoryBound(to: GTypeInstance.self)))
    #expect(typeName == "FoldoutListItemRow")
}
