import CFoldoutGtk

/// `initialize` of a list's accessible: the container's, with the list-box role.
private let plainListInitialize: @convention(c) (UnsafeMutablePointer<AtkObject>?, gpointer?) -> Void = { accessible, data in
    guard let accessible else { return }
    AccessibleSubtype.parentClass(of: accessible)?.pointee.initialize?(accessible, data)
    accessible.pointee.role = ATK_ROLE_LIST_BOX
}

/// `ref_state_set` of a list's accessible: the container's states, plus MANAGES_DESCENDANTS
/// as GTK's list box accessible has.
private let plainListRefStateSet: @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkStateSet>? = { accessible in
    guard let accessible else { return atk_state_set_new() }
    let states = AccessibleSubtype.parentClass(of: accessible)?.pointee.ref_state_set?(accessible) ?? atk_state_set_new()
    if Widget.widget(of: accessible) != nil { atk_state_set_add_state(states, ATK_STATE_MANAGES_DESCENDANTS) }
    return states
}

/// `ref_state_set` of the accessible of a list telling its rows (``ListBox/tellingRows()``):
/// the container's states, without MANAGES_DESCENDANTS. Its one child, the row set, is the
/// rows' parent and manages them (accessible-rows.h); the list itself manages nothing. Orca 48
/// checks an active-descendant-changed (GTK's, as the list's cursor row changes) from a
/// container that manages its descendants by asking the container for its child at the row's
/// index in its parent: for the first row (index 0 in the set) that is the row set, which
/// Orca then takes as the focus ("Bogus any_data suspected"). Home onto the first row was then
/// heard as "List with 12 items" (or "1000000 items") before the row, and the row's own focus
/// event came from inside the list. Not claiming it, the list's event names the row as it is.
private let rowsListRefStateSet: @convention(c) (UnsafeMutablePointer<AtkObject>?) -> UnsafeMutablePointer<AtkStateSet>? = { accessible in
    guard let accessible else { return atk_state_set_new() }
    let states = AccessibleSubtype.parentClass(of: accessible)?.pointee.ref_state_set?(accessible) ?? atk_state_set_new()
    atk_state_set_remove_state(states, ATK_STATE_MANAGES_DESCENDANTS)
    return states
}

/// The widget type of a ``ListBox`` where nothing is selected. GTK's list box accessible
/// implements AtkSelection whatever the selection mode, so screen readers say "not selected"
/// on every row of a list where nothing can be selected; this one's accessible is a container
/// with the list-box role and no selection.
@MainActor
private let plainListType = AccessibleSubtype.register(

    name: "FoldoutListBox", widgetParent: gtk_list_box_get_type(),
    accessibleParent: gtk_container_accessible_get_type(), replacing: true,
    accessibleClassInit: { klass, _ in
        guard let atkClass = foldout_atk_object_class(klass) else { return }
        atkClass.pointee.initialize = plainListInitialize
        atkClass.pointee.ref_state_set = plainListRefStateSet
    }
).widget

/// The widget type of a ``ListBox`` made to tell all its rows (``ListBox/tellingRows()``):
/// a plain list whose accessible holds the rows' set (accessible-rows.h), finds a row at a
/// point among the row widgets only, and offers an AtkSelection of its own (nothing selected).
@MainActor
private let rowsListType: GType = {
    let types = AccessibleSubtype.register(
        name: "FoldoutRowsListBox", widgetParent: gtk_list_box_get_type(),
        accessibleParent: gtk_container_accessible_get_type(), replacing: true,
        accessibleClassInit: { klass, _ in
            guard let atkClass = foldout_atk_object_class(klass) else { return }
            atkClass.pointee.initialize = plainListInitialize
            atkClass.pointee.ref_state_set = rowsListRefStateSet
            foldout_rows_list_class_init(klass)
        })
    // Before any instance exists.
    foldout_rows_list_add_interfaces(types.accessible)
    return types.widget
}()

/// A `GtkListBox`.
@MainActor
package final class ListBox: Container {
    /// Makes a list whose rows are activated by click, Enter or Space. Only a `selectable` list
    /// selects a row (one at most, see ``selectRow(at:)``) and tells screen readers which rows
    /// are selected; in any other list they hear no selection state at all.
    package convenience init(selectable: Bool = false) {
        let pointer =
            selectable
            ? UnsafeMutableRawPointer(gtk_list_box_new())
            : UnsafeMutableRawPointer(g_object_new_with_properties(plainListType, 0, nil, nil))
        self.init(retaining: pointer!)
        gtk_list_box_set_selection_mode(foldout_list_box(raw), selectable ? GTK_SELECTION_SINGLE : GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(foldout_list_box(raw), 1)
    }

    /// A list where nothing is selected by GTK that tells screen readers of all its rows, though
    /// it holds widgets for some only (a recycling list): call ``tellRows(count:facts:)`` before
    /// adding rows.
    package static func tellingRows() -> ListBox {
        let list = ListBox(retaining: UnsafeMutableRawPointer(g_object_new_with_properties(rowsListType, 0, nil, nil))!)
        gtk_list_box_set_selection_mode(foldout_list_box(list.raw), GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(foldout_list_box(list.raw), 1)
        return list
    }

    /// Inserts a row at `position` (-1 appends).
    package func insert(_ row: ListBoxRow, at position: Int) {
        gtk_list_box_insert(foldout_list_box(raw), row.widget, Int32(position))
    }

    /// The row at `index`, as a raw pointer (nil past the end), for the interop layer only.
    package func rawRow(at index: Int) -> UnsafeMutableRawPointer? {
        gtk_list_box_get_row_at_index(foldout_list_box(raw), Int32(index)).map { UnsafeMutableRawPointer($0) }
    }

    /// Calls `handler` with the index of an activated row.
    @discardableResult
    package func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandlerID {
        on(.rowActivated) { row in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(foldout_list_box_row(row))))
        }
    }

    /// Shows `placeholder` when the list has no rows.
    package func setPlaceholder(_ placeholder: Widget) {
        gtk_list_box_set_placeholder(foldout_list_box(raw), placeholder.widget)
    }

    /// Scrolls the list (inside a scrolled window) as the focus moves, following `scrolled`.
    package func followFocus(of scrolled: ScrolledWindow) {
        let adjustment = gtk_scrolled_window_get_vadjustment(foldout_scrolled_window(scrolled.raw))
        gtk_list_box_set_adjustment(foldout_list_box(raw), adjustment)
    }
}

extension ListBox {
    /// The index of the row that holds the keyboard focus (or a widget inside it).
    package var focusedRowIndex: Int? {
        guard let child = gtk_container_get_focus_child(foldout_container(raw)) else { return nil }
        let index = Int(gtk_list_box_row_get_index(foldout_list_box_row(child)))
        return index >= 0 ? index : nil
    }
}

extension ListBox {
    /// Selects row `index`, or clears the selection when nil (a list made `selectable`).
    /// Screen readers hear the change (GTK 3 tells them of the list's selection only, not of
    /// the rows' SELECTED states, which they may have kept).
    package func selectRow(at index: Int?) {
        let list = foldout_list_box(raw)
        let old = gtk_list_box_get_selected_row(list)
        let row = index.flatMap { gtk_list_box_get_row_at_index(list, Int32($0)) }
        guard old != row else { return }
        if let row { gtk_list_box_select_row(list, row) } else { gtk_list_box_unselect_all(list) }
        let selected = AtkState(ATK_STATE_SELECTED.rawValue)
        if let old { atk_object_notify_state_change(gtk_widget_get_accessible(foldout_widget(old)), selected, 0) }
        if let row { atk_object_notify_state_change(gtk_widget_get_accessible(foldout_widget(row)), selected, 1) }
    }
}

extension ListBox {
    /// Keeps the rows in the order of their ``ListBoxRow/sortKey``s, smallest first: GTK places
    /// each inserted row by its key and sorts them all again on ``invalidateSort()``, without
    /// taking a row out of the list (so it keeps the focus). The keys are compared in C: a list
    /// that re-sorts as it scrolls compares its rows hundreds of times a second, and a Swift
    /// closure per comparison cost more than the rest of a scroll step.
    package func sortByRowKeys() {
        gtk_list_box_set_sort_func(foldout_list_box(raw), foldout_list_box_compare_sort_keys, nil, nil)
    }

    /// Sorts the rows again (their keys have changed).
    package func invalidateSort() {
        gtk_list_box_invalidate_sort(foldout_list_box(raw))
    }
}
