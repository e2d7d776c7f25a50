import CGtk

/// A `GtkListBoxRow`.
@MainActor
open class ListBoxRow: Container {
    /// Makes a plain row.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_list_box_row_new()))
    }

    /// The row's position in its list, or -1 if it is in none.
    public var index: Int { Int(gtk_list_box_row_get_index(foldout_list_box_row(raw))) }

    /// Whether activating the row (click, Enter, Space) emits `row-activated`.
    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(foldout_list_box_row(raw)) != 0 }
        set { gtk_list_box_row_set_activatable(foldout_list_box_row(raw), newValue ? 1 : 0) }
    }
}

/// A `GtkListBox`.
@MainActor
public final class ListBox: Container {
    /// Makes a list without selection; rows are activated by click, Enter or Space.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_list_box_new()))
        gtk_list_box_set_selection_mode(foldout_list_box(raw), GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(foldout_list_box(raw), 1)
    }

    /// Inserts a row at `position` (-1 appends).
    public func insert(_ row: ListBoxRow, at position: Int) {
        gtk_list_box_insert(foldout_list_box(raw), row.widget, Int32(position))
    }

    /// The row at `index`, as a raw pointer (nil past the end).
    public func rawRow(at index: Int) -> UnsafeMutableRawPointer? {
        gtk_list_box_get_row_at_index(foldout_list_box(raw), Int32(index)).map { UnsafeMutableRawPointer($0) }
    }

    /// Calls `handler` with the index of an activated row.
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandlerID {
        on(.rowActivated) { row in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(foldout_list_box_row(row))))
        }
    }

    /// Shows `placeholder` when the list has no rows.
    public func setPlaceholder(_ placeholder: Widget) {
        gtk_list_box_set_placeholder(foldout_list_box(raw), placeholder.widget)
    }

    /// Scrolls the list (inside a scrolled window) as the focus moves, following `scrolled`.
    public func followFocus(of scrolled: ScrolledWindow) {
        let adjustment = gtk_scrolled_window_get_vadjustment(foldout_scrolled_window(scrolled.raw))
        gtk_list_box_set_adjustment(foldout_list_box(raw), adjustment)
    }
}

extension ListBox {
    /// The index of the row that holds the keyboard focus (or a widget inside it).
    public var focusedRowIndex: Int? {
        guard let child = gtk_container_get_focus_child(foldout_container(raw)) else { return nil }
        let index = Int(gtk_list_box_row_get_index(foldout_list_box_row(child)))
        return index >= 0 ? index : nil
    }
}

extension ListBox {
    /// Lets one row be selected (the chosen one); moving the focus does not select.
    public func allowSingleSelection() {
        gtk_list_box_set_selection_mode(foldout_list_box(raw), GTK_SELECTION_SINGLE)
    }

    /// Selects row `index`, or clears the selection when nil.
    public func selectRow(at index: Int?) {
        guard let index, let row = gtk_list_box_get_row_at_index(foldout_list_box(raw), Int32(index)) else {
            gtk_list_box_unselect_all(foldout_list_box(raw))
            return
        }
        gtk_list_box_select_row(foldout_list_box(raw), row)
    }
}
