import CFoldoutGtk

/// The widget type of ``ListItemRow``: a GtkListBoxRow whose accessible adds EXPANDABLE and
/// EXPANDED to a list row's.
@MainActor
private let listItemRowType = ExpandableType.register(
    name: "FoldoutListItemRow", widgetParent: gtk_list_box_row_get_type(),
    accessibleParent: gtk_list_box_row_accessible_get_type(), listRow: true
).widget

/// The row of one item of a long list (every list pattern's row): a GtkListBoxRow that tells
/// screen readers its true place among all the items (not among the few rows that exist as
/// widgets), and whether it unfolds (expandable, expanded when open) and can be selected
/// (selectable, selected).
@MainActor
public final class ListItemRow: ListBoxRow {
    /// Makes an expandable row.
    package convenience init() {
        self.init(expandable: true)
    }

    /// Makes a row; `expandable` false makes it an ordinary row (e.g. a destination with no flights).
    package convenience init(expandable: Bool) {
        let pointer = g_object_new_with_properties(listItemRowType, 0, nil, nil)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
        setFlag(expandableFlagKey, expandable)
    }

    /// Whether the row can expand (screen readers hear EXPANDABLE; the change is announced): a
    /// recycled row shows parents with children and parents without.
    package var isExpandable: Bool {
        get { flag(expandableFlagKey) }
        set {
            guard newValue != flag(expandableFlagKey) else { return }
            setFlag(expandableFlagKey, newValue)
            atk_object_notify_state_change(gtk_widget_get_accessible(widget), AtkState(ATK_STATE_EXPANDABLE.rawValue), newValue ? 1 : 0)
        }
    }

    /// Whether the row can be selected (its list is in selection mode): screen readers hear
    /// SELECTABLE, and "not selected" or "selected" as ``isSelected`` says.
    package var isSelectable: Bool {
        get { flag(selectableFlagKey) }
        set {
            guard newValue != flag(selectableFlagKey) else { return }
            setFlag(selectableFlagKey, newValue)
            atk_object_notify_state_change(gtk_widget_get_accessible(widget), AtkState(ATK_STATE_SELECTABLE.rawValue), newValue ? 1 : 0)
        }
    }

    /// Whether the row is selected (in selection mode): screen readers hear SELECTED (the
    /// change is announced), and CSS sees the `selected-item` class.
    package var isSelected: Bool {
        get { flag(selectedFlagKey) }
        set {
            guard newValue != flag(selectedFlagKey) else { return }
            setFlag(selectedFlagKey, newValue)
            if newValue { addStyleClass("selected-item") } else { removeStyleClass("selected-item") }
            atk_object_notify_state_change(gtk_widget_get_accessible(widget), AtkState(ATK_STATE_SELECTED.rawValue), newValue ? 1 : 0)
        }
    }

    /// Whether the row is expanded: screen readers hear EXPANDED (the change is announced)
    /// and CSS sees GTK's `:checked` state (`row:checked`). The one place this state lives.
    package var expanded: Bool {
        get { expandedState }
        set { expandedState = newValue }
    }

    // MARK: Names told after the frame

    /// The accessible name this row takes once the frame being made is drawn.
    private var pendingName: String?
    /// Rows with a name to take, and the idle work that gives it them.
    private static var pendingRows: [ListItemRow] = []
    private static var flushing: MainLoop.Source?

    /// Sets the row's accessible name once the frame being made is drawn, or at once when the
    /// row has the keyboard focus. A list scrolled by fast (a scrollbar dragged across rows of
    /// mixed heights) binds every row anew on each frame: telling screen readers each new name
    /// (a D-Bus message) is work the frame need not wait for, and a row bound twice before the
    /// frame is drawn tells only its last name. ``flushAccessibleName()`` gives it at once
    /// (before the row takes the focus).
    package func setAccessibleNameSoon(_ name: String) {
        if hasFocus {
            pendingName = nil
            setAccessibleName(name)
            return
        }
        if pendingName == nil { Self.pendingRows.append(self) }
        pendingName = name
        guard Self.flushing == nil else { return }
        Self.flushing = MainLoop.idle {
            Self.flushing = nil
            let rows = Self.pendingRows
            Self.pendingRows = []
            for row in rows { row.flushAccessibleName() }
            return false
        }
    }

    /// Gives the row the name ``setAccessibleNameSoon(_:)`` left for after the frame, now.
    package func flushAccessibleName() {
        guard let name = pendingName else { return }
        pendingName = nil
        setAccessibleName(name)
    }
}

extension Widget {
    /// Says that this widget is a child node of `parent` in a tree shown as a flat list (a
    /// flight row beneath its destination): the ATK NODE_CHILD_OF relation, from which screen
    /// readers tell the tree level ("tree level 2"). A top-level node names the tree itself
    /// (the list) as its parent, as GTK's tree views do: for a list told all its rows
    /// (``ListBox/tellRows(count:facts:)``), the rows' set, their accessible parent.
    package func setAccessibleNodeParent(_ parent: Widget) {
        let accessible = gtk_widget_get_accessible(widget)
        let relations = atk_object_ref_relation_set(accessible)
        defer { g_object_unref(relations) }
        if let old = atk_relation_set_get_relation_by_type(relations, ATK_RELATION_NODE_CHILD_OF) {
            atk_relation_set_remove(relations, old)
        }
        atk_relation_set_add_relation_by_type(relations, ATK_RELATION_NODE_CHILD_OF, foldout_rows_node_parent(parent.widget))
    }
}
