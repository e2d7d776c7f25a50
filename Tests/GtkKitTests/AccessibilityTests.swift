import CGtk
import Testing
@testable import GtkKit

@MainActor
private func states(of widget: Widget) -> (expandable: Bool, expanded: Bool) {
    let set = atk_object_ref_state_set(gtk_widget_get_accessible(widget.widget))
    defer { g_object_unref(set) }
    return (atk_state_set_contains_state(set, ATK_STATE_EXPANDABLE) != 0,
            atk_state_set_contains_state(set, ATK_STATE_EXPANDED) != 0)
}

@Suite(.serialized)
@MainActor
struct AccessibilityTests {
    @Test func expandableRowReportsItsStates() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let row = ExpandableRow()
        #expect(states(of: row).expandable)
        #expect(!states(of: row).expanded)
        row.isExpanded = true
        #expect(states(of: row).expanded)
        row.isExpanded = false
        #expect(!states(of: row).expanded)
    }

    @Test func rowThatCannotExpandSaysSo() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let row = ExpandableRow(expandable: false)
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
    let row = ExpandableRow()
    let typeName = String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(row.widget).assumingMemoryBound(to: GTypeInstance.self)))
    #expect(typeName == "FoldoutExpandableRow")
}
