import CFoldoutGtk
import Testing

@testable import FoldoutGtk

/// What screen readers are told beyond names and roles: selection only where something can be
/// selected, a combo box's value, a folding bar's buttons gone, tree levels.
/// Checked changes announced by widgets' accessibles, counted by an emission hook.
nonisolated(unsafe) private var checkedChangesOfWidgets = 0

@Suite(.serialized)
@MainActor
struct ScreenReaderSemanticsTests {
    private func isSelection(_ widget: Widget) -> Bool {
        g_type_check_instance_is_a(
            UnsafeMutableRawPointer(gtk_widget_get_accessible(widget.widget)).assumingMemoryBound(to: GTypeInstance.self),
            atk_selection_get_type()) != 0
    }

    @Test func listWithoutSelectionHasNoSelectionInterface() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let plain = ListBox()
        let row = ListBoxRow()
        plain.insert(row, at: -1)
        #expect(!isSelection(plain))
        let accessible = gtk_widget_get_accessible(plain.widget)
        #expect(atk_object_get_role(accessible) == ATK_ROLE_LIST_BOX)
        #expect(accessible == gtk_widget_get_accessible(plain.widget), "one accessible per list")
        #expect(atk_object_get_n_accessible_children(accessible) == 1)
        let rowStates = atk_object_ref_state_set(gtk_widget_get_accessible(row.widget))
        defer { g_object_unref(rowStates) }
        #expect(atk_state_set_contains_state(rowStates, ATK_STATE_SELECTABLE) == 0)

        let selectable = ListBox(selectable: true)
        selectable.insert(ListBoxRow(), at: -1)
        #expect(isSelection(selectable))
        selectable.selectRow(at: 0)
        #expect(atk_selection_get_selection_count(OpaquePointer(gtk_widget_get_accessible(selectable.widget))) == 1)
        plain.destroy()
        selectable.destroy()
    }

    @Test func comboFieldValueIsTheChosenOption() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let field = ComboField()
        let option = ListBoxRow()
        option.setAccessibleName("Football")
        let selection = OpaquePointer(gtk_widget_get_accessible(field.widget))
        field.setChosen(nil, hint: "Select a Sport")
        #expect(atk_selection_get_selection_count(selection) == 0)
        #expect(String(cString: atk_object_get_description(gtk_widget_get_accessible(field.widget))) == "Select a Sport")
        field.setChosen(option, hint: "Select a Sport")
        #expect(atk_selection_get_selection_count(selection) == 1)
        let chosen = atk_selection_ref_selection(selection, 0)
        defer { g_object_unref(chosen) }
        #expect(String(cString: atk_object_get_name(chosen)) == "Football")
        #expect(String(cString: atk_object_get_description(gtk_widget_get_accessible(field.widget))) == "")
    }

    @Test func concealedBoxHasNoChildrenAndNoTabStop() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let box = Box.concealable(vertical: false)
        let button = Button(label: "Share")
        box.packStart(button)
        let accessible = gtk_widget_get_accessible(box.widget)
        #expect(atk_object_get_n_accessible_children(accessible) == 1)
        box.isConcealed = true
        #expect(atk_object_get_n_accessible_children(accessible) == 0)
        #expect(atk_object_ref_accessible_child(accessible, 0) == nil)
        #expect(gtk_widget_child_focus(box.widget, GTK_DIR_TAB_FORWARD) == 0)
        box.isConcealed = false
        #expect(atk_object_get_n_accessible_children(accessible) == 1)
    }

    @Test func nodeParentIsTheRelationTarget() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let parent = ListBoxRow()
        let child = ListBoxRow()
        child.setAccessibleNodeParent(parent)
        child.setAccessibleNodeParent(parent)
        let relations = atk_object_ref_relation_set(gtk_widget_get_accessible(child.widget))
        defer { g_object_unref(relations) }
        #expect(atk_relation_set_get_n_relations(relations) == 1)
        let relation = atk_relation_set_get_relation_by_type(relations, ATK_RELATION_NODE_CHILD_OF)
        let targets = atk_relation_get_target(relation)
        #expect(targets?.pointee.len == 1)
    }

    @Test func switchStartsAtItsValueWithoutAnnouncingAChange() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        checkedChangesOfWidgets = 0
        let hook = g_signal_add_emission_hook(
            g_signal_lookup("state-change", atk_object_get_type()), 0,
            { _, _, values, _ in
                // The accessible (a widget's, not a stand-in) and the state's name.
                guard let values, let accessible = g_value_get_object(values),
                    let name = g_value_get_string(values + 1), String(cString: name) == "checked"
                else { return 1 }
                if g_type_check_instance_is_a(accessible.assumingMemoryBound(to: GTypeInstance.self), gtk_accessible_get_type()) != 0 {
                    checkedChangesOfWidgets += 1
                }
                return 1
            }, nil, nil)
        defer { g_signal_remove_emission_hook(g_signal_lookup("state-change", atk_object_get_type()), hook) }

        let on = Switch(isActive: true)
        #expect(on.isActive)
        on.setAccessibleName("Animations")
        let states = atk_object_ref_state_set(gtk_widget_get_accessible(on.widget))
        defer { g_object_unref(states) }
        #expect(atk_state_set_contains_state(states, ATK_STATE_CHECKED) != 0, "screen readers read the value")
        #expect(atk_object_get_role(gtk_widget_get_accessible(on.widget)) == ATK_ROLE_TOGGLE_BUTTON)
        #expect(checkedChangesOfWidgets == 0, "no change announced for the first value")
        #expect(!Switch(isActive: false).isActive)

        // A change is announced.
        on.isActive = false
        #expect(checkedChangesOfWidgets == 1)
        on.destroy()
    }

    @Test func headingHasItsRoleAndLevelAndReadableLabelsTakeTheFocusUnselected() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let heading = Label.heading("Months", level: 2)
        let accessible = gtk_widget_get_accessible(heading.widget)
        #expect(atk_object_get_role(accessible) == ATK_ROLE_HEADING)
        #expect(heading.headingLevel == 2)
        var attributes: [String: String] = [:]
        let list = atk_object_get_attributes(accessible)
        var node = list
        while let current = node {
            let attribute = current.pointee.data.assumingMemoryBound(to: AtkAttribute.self).pointee
            attributes[String(cString: attribute.name)] = String(cString: attribute.value)
            node = current.pointee.next
        }
        atk_attribute_set_free(list)
        #expect(attributes["level"] == "2")
        #expect(Label("plain").headingLevel == nil)

        let window = Window(retaining: UnsafeMutableRawPointer(gtk_window_new(GTK_WINDOW_TOPLEVEL)))
        let column = Box(vertical: true, spacing: 0)
        let text = Label("The months of the year")
        heading.makeReadable()
        text.makeReadable()
        column.packStart(heading)
        column.packStart(text)
        window.add(column)
        window.showAll()
        // The focus widget of its window (whether the window has the focus is the server's).
        func isFocus(_ label: Label) -> Bool { gtk_widget_is_focus(label.widget) != 0 }
        #expect(heading.canFocus && text.canFocus)
        heading.grabFocus()
        #expect(isFocus(heading))
        #expect(column.moveFocusWithin(forward: true))
        #expect(isFocus(text))
        #expect(gtk_label_get_selection_bounds(foldout_label(text.raw), nil, nil) == 0, "nothing selected")
        #expect(!column.moveFocusWithin(forward: true), "no further stop")
        #expect(isFocus(text))
        #expect(column.moveFocusWithin(forward: false))
        #expect(isFocus(heading))
        window.destroy()
    }
}
