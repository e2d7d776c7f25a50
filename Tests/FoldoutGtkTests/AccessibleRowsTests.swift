import CFoldoutGtk
import Testing

@testable import FoldoutGtk

/// A list telling all its rows (``ListBox/tellingRows()``): screen readers see every row at its
/// true place, rows without a widget made when asked for, the posinset/setsize/level
/// attributes, and a selection only in selection mode.
@Suite(.serialized)
@MainActor
struct AccessibleRowsTests {
    private func attributes(_ accessible: UnsafeMutablePointer<AtkObject>?) -> [String: String] {
        var found: [String: String] = [:]
        var node = atk_object_get_attributes(accessible)
        let list = node
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: AtkAttribute.self).pointee,
                let name = attribute.name, let value = attribute.value
            {
                found[String(cString: name)] = String(cString: value)
            }
            node = current.pointee.next
        }
        atk_attribute_set_free(list)
        return found
    }

    private func isSelection(_ accessible: UnsafeMutablePointer<AtkObject>?) -> Bool {
        guard let accessible else { return false }
        return g_type_check_instance_is_a(
            UnsafeMutableRawPointer(accessible).assumingMemoryBound(to: GTypeInstance.self),
            atk_selection_get_type()) != 0
    }

    /// A list of `count` rows, rows `bound` of which have widgets (as a recycling list binds them).
    private func list(count: Int, bound: Range<Int>, selected: Set<Int>? = nil) -> (ListBox, [ListBoxRow]) {
        let list = ListBox.tellingRows()
        list.tellRows(count: count) { index in
            AccessibleRowFacts(
                name: "Row \(index + 1)", position: index + 1, setSize: count,
                selected: selected.map { $0.contains(index) })
        }
        var rows: [ListBoxRow] = []
        for index in bound {
            let row = ListItemRow()
            row.setAccessibleName("Row \(index + 1)")
            row.accessibleIndex = index
            list.insert(row, at: -1)
            rows.append(row)
        }
        list.accessibleRowsChanged(count: count, moved: false)
        return (list, rows)
    }

    /// The targets of `accessible`'s relation of `type` (none without one).
    private func targets(_ accessible: UnsafeMutablePointer<AtkObject>?, _ type: AtkRelationType) -> [UnsafeMutablePointer<AtkObject>] {
        guard let relations = atk_object_ref_relation_set(accessible) else { return [] }
        defer { g_object_unref(relations) }
        guard let relation = atk_relation_set_get_relation_by_type(relations, type),
            let array = atk_relation_get_target(relation)
        else { return [] }
        return (0..<Int(array.pointee.len)).compactMap {
            array.pointee.pdata[$0]?.assumingMemoryBound(to: AtkObject.self)
        }
    }

    /// The rows (their indices in the set) `accessible` names by its relation of `type`.
    private func targetRows(_ accessible: UnsafeMutablePointer<AtkObject>?, _ type: AtkRelationType) -> [Int32] {
        targets(accessible, type).map { atk_object_get_index_in_parent($0) }
    }

    /// A tree's rows as (name, level, position, set size, rows shown beneath): a three-level
    /// tree with a and a.1 and a.2 open, then b.
    private static let treeRows: [(String, Int, Int, Int, Int)] = [
        ("a", 1, 1, 2, 5), ("a.1", 2, 1, 2, 2), ("a.1.a", 3, 1, 2, 0), ("a.1.b", 3, 2, 2, 0),
        ("a.2", 2, 2, 2, 1), ("a.2.a", 3, 1, 1, 0), ("b", 1, 2, 2, 0),
    ]

    @Test func treeRowsTellTheirParentAndChildNodesByLevel() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let rowsTold = Self.treeRows
        let list = ListBox.tellingRows()
        list.tellRows(count: rowsTold.count) { index in
            let (name, level, position, size, beneath) = rowsTold[index]
            return AccessibleRowFacts(
                name: name, role: .treeItem, level: level, position: position, setSize: size,
                expanded: beneath > 0 ? true : nil, childRows: beneath)
        }
        // a and a.1 have scrolled away: widgets for a.1.b, a.2, a.2.a and b only, each still
        // naming the list as its node parent (as a recycled row's widget is made).
        var widgets: [Int: ListBoxRow] = [:]
        for index in 3..<rowsTold.count {
            let row = ListItemRow()
            row.setAccessibleName(rowsTold[index].0)
            row.accessibleIndex = index
            list.insert(row, at: -1)
            row.setAccessibleNodeParent(list)
            widgets[index] = row
        }
        list.accessibleRowsChanged(count: rowsTold.count, moved: false)
        defer { list.destroy() }
        let set = try #require(atk_object_ref_accessible_child(gtk_widget_get_accessible(list.widget), 0))
        defer { g_object_unref(set) }
        let row = { (index: Int32) in try #require(atk_object_ref_accessible_child(set, index)) }

        // The tree's top-level nodes: a and b, passing over a's open children and theirs.
        #expect(targetRows(set, ATK_RELATION_NODE_PARENT_OF) == [0, 6])
        // a (made on demand) names its child nodes a.1 and a.2, not the rows of a.1's children.
        let a = try row(0)
        defer { g_object_unref(a) }
        #expect(targetRows(a, ATK_RELATION_NODE_PARENT_OF) == [1, 4])
        #expect(targets(a, ATK_RELATION_NODE_CHILD_OF) == [set], "a top-level node's parent is the tree")
        let a1 = try row(1)
        defer { g_object_unref(a1) }
        #expect(targetRows(a1, ATK_RELATION_NODE_PARENT_OF) == [2, 3])
        #expect(targetRows(a1, ATK_RELATION_NODE_CHILD_OF) == [0])

        // Rows with widgets name their true parent, not the one their widget was given.
        let a1b = gtk_widget_get_accessible(try #require(widgets[3]).widget)
        #expect(targetRows(a1b, ATK_RELATION_NODE_CHILD_OF) == [1], "level 3: a.1, whose row has scrolled away")
        let a2 = gtk_widget_get_accessible(try #require(widgets[4]).widget)
        #expect(targetRows(a2, ATK_RELATION_NODE_CHILD_OF) == [0])
        #expect(targetRows(a2, ATK_RELATION_NODE_PARENT_OF) == [5])
        let a2a = gtk_widget_get_accessible(try #require(widgets[5]).widget)
        #expect(targets(a2a, ATK_RELATION_NODE_CHILD_OF) == [a2])
        #expect(targets(gtk_widget_get_accessible(try #require(widgets[6]).widget), ATK_RELATION_NODE_CHILD_OF) == [set])

        // Walking NODE_CHILD_OF up, as Orca 43 counts a row's level: a.1.b → a.1 → a → the tree.
        var chain: [UnsafeMutablePointer<AtkObject>] = []
        var node: UnsafeMutablePointer<AtkObject>? = a1b
        while let current = node, chain.count < 10, let parent = targets(current, ATK_RELATION_NODE_CHILD_OF).first {
            chain.append(parent)
            node = parent
        }
        #expect(chain.count == 3 && chain.last == set, "tree level 3")
    }

    @Test func aRowFarBelowItsParentNamesTheRowItsOwnerTells() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        // A root with 20,000 children open, then a second root: the first root's row is further
        // above its last children than the rows asked for a parent found by level.
        let count = 20_002
        let list = ListBox.tellingRows()
        list.tellRows(count: count) { index in
            switch index {
            case 0: AccessibleRowFacts(name: "a", role: .treeItem, level: 1, position: 1, setSize: 2, expanded: true, childRows: 20_000)
            case count - 1: AccessibleRowFacts(name: "b", role: .treeItem, level: 1, position: 2, setSize: 2)
            // Row 5 tells a row of its own level: not its parent, found by level instead.
            default:
                AccessibleRowFacts(
                    name: "a.\(index)", role: .treeItem, level: 2, position: index, setSize: 20_000,
                    parentRow: index == 5 ? 3 : 0)
            }
        }
        list.accessibleRowsChanged(count: count, moved: false)
        defer { list.destroy() }
        let set = try #require(atk_object_ref_accessible_child(gtk_widget_get_accessible(list.widget), 0))
        defer { g_object_unref(set) }
        for index: Int32 in [1, 5, 15_000, 20_000] {
            let row = try #require(atk_object_ref_accessible_child(set, index))
            defer { g_object_unref(row) }
            #expect(targetRows(row, ATK_RELATION_NODE_CHILD_OF) == [0], "row \(index)")
        }
        // Its 20,000 children are more than a reader is told as a's child nodes.
        let a = try #require(atk_object_ref_accessible_child(set, 0))
        defer { g_object_unref(a) }
        #expect(targetRows(a, ATK_RELATION_NODE_PARENT_OF).isEmpty)
        #expect(targetRows(set, ATK_RELATION_NODE_PARENT_OF) == [0, Int32(count - 1)])
    }

    @Test func everyRowIsAChildAtItsTruePlace() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (list, rows) = list(count: 1_000_000, bound: 500..<520)
        let accessible = gtk_widget_get_accessible(list.widget)
        // The list's one child is the rows' set, which holds them all.
        #expect(atk_object_get_n_accessible_children(accessible) == 1)
        let set = try #require(atk_object_ref_accessible_child(accessible, 0))
        defer { g_object_unref(set) }
        #expect(atk_object_get_n_accessible_children(set) == 1_000_000)
        #expect(atk_object_get_role(set) == ATK_ROLE_STATIC, "a million rows: not a list Orca counts")
        // Named by the list's description (its size, as its owner tells it), as it changes.
        #expect(atk_object_get_name(set) == nil)
        let renamed = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        renamed.initialize(to: 0)
        defer { renamed.deallocate() }
        let handler = g_signal_connect_data(
            set, "notify::accessible-name",
            unsafeBitCast(
                { (_: gpointer?, _: gpointer?, data: gpointer?) in data?.assumingMemoryBound(to: Int.self).pointee += 1 }
                    as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void, to: GCallback.self), renamed, nil, GConnectFlags(rawValue: 0))
        list.setAccessibleDescription("1000000 items")
        #expect(atk_object_get_name(set).map { String(cString: $0) } == "1000000 items")
        // ATK tells no first description; a change, readers hear of as the set's new name.
        list.setAccessibleDescription("999999 items")
        #expect(atk_object_get_name(set).map { String(cString: $0) } == "999999 items")
        #expect(renamed.pointee == 1, "readers hear of the new name")
        g_signal_handler_disconnect(set, handler)
        #expect(!isSelection(set), "no selection outside selection mode")

        // A row widget: its true index, its set as parent, its place.
        let widgetRow = gtk_widget_get_accessible(rows[3].widget)
        #expect(atk_object_get_index_in_parent(widgetRow) == 503)
        #expect(atk_object_get_parent(widgetRow) == set)
        #expect(attributes(widgetRow)["posinset"] == "504")
        #expect(attributes(widgetRow)["setsize"] == "1000000")
        let child = try #require(atk_object_ref_accessible_child(set, 503))
        #expect(child == widgetRow)
        g_object_unref(child)

        // A row without a widget, made when asked for, the same object while it is held.
        let far = try #require(atk_object_ref_accessible_child(set, 999_999))
        defer { g_object_unref(far) }
        #expect(String(cString: atk_object_get_name(far)) == "Row 1000000")
        #expect(atk_object_get_index_in_parent(far) == 999_999)
        #expect(atk_object_get_role(far) == ATK_ROLE_LIST_ITEM)
        #expect(attributes(far)["posinset"] == "1000000")
        let again = try #require(atk_object_ref_accessible_child(set, 999_999))
        #expect(again == far)
        g_object_unref(again)

        // Rows moved: what was made stands for no row any more.
        list.accessibleRowsChanged(count: 999_999, moved: true)
        let states = atk_object_ref_state_set(far)
        defer { g_object_unref(states) }
        #expect(atk_state_set_contains_state(states, ATK_STATE_DEFUNCT) != 0)
        #expect(atk_object_get_n_accessible_children(set) == 999_999)
        list.destroy()
    }

    @Test func aShortListIsAListOrcaCounts() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (list, _) = list(count: 150, bound: 0..<20)
        let set = try #require(atk_object_ref_accessible_child(gtk_widget_get_accessible(list.widget), 0))
        defer { g_object_unref(set) }
        #expect(atk_object_get_role(set) == ATK_ROLE_LIST)
        #expect(atk_object_get_n_accessible_children(set) == 150)
        list.destroy()
    }

    /// The row set manages the rows; the list around it manages nothing (Orca 48 asks a list
    /// that claims to manage its descendants for its child at the row's index, and takes the
    /// row set for the focus on the first row).
    @Test func theRowSetNotTheListManagesTheRows() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (list, _) = list(count: 150, bound: 0..<20)
        let accessible = gtk_widget_get_accessible(list.widget)
        let set = try #require(atk_object_ref_accessible_child(accessible, 0))
        defer { g_object_unref(set) }
        func manages(_ object: UnsafeMutablePointer<AtkObject>?) -> Bool {
            let states = atk_object_ref_state_set(object)
            defer { g_object_unref(states) }
            return atk_state_set_contains_state(states, ATK_STATE_MANAGES_DESCENDANTS) != 0
        }
        #expect(manages(set))
        #expect(!manages(accessible))
        list.destroy()
    }

    @Test func selectionModeGivesTheRowsASelection() throws {
        try #require(requireDisplay(), "GTK needs a display: run the tests under xvfb-run")
        let (list, rows) = list(count: 40, bound: 0..<10, selected: [2, 30])
        let accessible = gtk_widget_get_accessible(list.widget)
        // The list's own selection is empty (Orca asks it for the focused row, and walks no rows).
        #expect(isSelection(accessible))
        #expect(atk_selection_get_selection_count(OpaquePointer(accessible)) == 0)
        list.accessibleSelectionChanged(selecting: true, selected: 2)
        let set = try #require(atk_object_ref_accessible_child(accessible, 0))
        defer { g_object_unref(set) }
        #expect(isSelection(set))
        let selection = OpaquePointer(set)
        #expect(atk_selection_get_selection_count(selection) == 2)
        #expect(atk_selection_is_child_selected(selection, 30) != 0)
        #expect(atk_selection_is_child_selected(selection, 3) == 0)
        let second = try #require(atk_selection_ref_selection(selection, 1))
        #expect(atk_object_get_index_in_parent(second) == 30)
        g_object_unref(second)
        #expect(atk_object_get_parent(gtk_widget_get_accessible(rows[0].widget)) == set)

        // Leaving the mode: a set without a selection again.
        list.accessibleSelectionChanged(selecting: false, selected: 0)
        let plain = try #require(atk_object_ref_accessible_child(accessible, 0))
        defer { g_object_unref(plain) }
        #expect(!isSelection(plain))
        #expect(atk_object_get_parent(gtk_widget_get_accessible(rows[0].widget)) == plain)
        list.destroy()
    }
}
