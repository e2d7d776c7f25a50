import CGtk

/// The widget type of ``ExpandableRow``: a GtkListBoxRow whose accessible adds EXPANDABLE and
/// EXPANDED to a list row's.
@MainActor
private let expandableRowType = ExpandableType.register(
    name: "FoldoutExpandableRow", widgetParent: gtk_list_box_row_get_type(),
    accessibleParent: gtk_list_box_row_accessible_get_type())

/// A list row that unfolds: screen readers see it as expandable, and expanded when open.
@MainActor
public final class ExpandableRow: ListBoxRow {
    /// Makes an expandable row.
    public convenience init() {
        self.init(expandable: true)
    }

    /// Makes a row; `expandable` false makes it an ordinary row (e.g. a destination with no flights).
    public convenience init(expandable: Bool) {
        let pointer = g_object_new_with_properties(expandableRowType, 0, nil, nil)
        self.init(retaining: UnsafeMutableRawPointer(pointer!))
        setFlag(expandableFlagKey, expandable)
    }

    /// Whether the row is expanded: screen readers hear EXPANDED (the change is announced)
    /// and CSS sees GTK's `:checked` state (`row:checked`). The one place this state lives.
    public var expanded: Bool {
        get { expandedState }
        set { expandedState = newValue }
    }
}
