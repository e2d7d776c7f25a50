import CFoldoutGtk

/// A `GtkListBoxRow`.
@MainActor
open class ListBoxRow: Container {
    /// Makes a plain row.
    package convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(gtk_list_box_row_new()))
    }

    /// The row's position in its list, or -1 if it is in none.
    package var index: Int { Int(gtk_list_box_row_get_index(foldout_list_box_row(raw))) }

    /// Whether activating the row (click, Enter, Space) emits `row-activated`.
    package var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(foldout_list_box_row(raw)) != 0 }
        set { gtk_list_box_row_set_activatable(foldout_list_box_row(raw), newValue ? 1 : 0) }
    }

    /// The row's place in a list sorted by ``ListBox/sortByRowKeys()``: rows with smaller keys
    /// come first (0 until set). A changed key takes effect on ``ListBox/invalidateSort()``.
    package var sortKey: Int {
        get { foldout_list_box_row_get_sort_key(foldout_list_box_row(raw)) }
        set { foldout_list_box_row_set_sort_key(foldout_list_box_row(raw), newValue) }
    }
}
