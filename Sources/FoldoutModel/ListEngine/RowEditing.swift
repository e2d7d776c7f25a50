/// A change of a list's rows that says how it moves them (``RowEdit``): each pattern's change
/// type (``DropdownChange``, ``ExpandableTreeChange``, ``OutlineChange``), read by
/// ``RowEdit/edits(of:)``.
package protocol RowEditing {
    /// Appends the edits of the change, in order.
    func appendEdits(to edits: inout [RowEdit])
}
