import FoldoutGtk

/// Builds the content of one row of an expandable list for a value: the builder gets the row
/// too, to give it a style class, an accessible name and description, or a tooltip.
///
///     let folderRow: ExpandableRowBuilder<Folder> = { folder, row in
///         row.setAccessibleName(folder.name)
///         return Label(folder.name)
///     }
public typealias ExpandableRowBuilder<Value> = @MainActor (Value, ListItemRow) -> Widget

/// How a row of an expandable list shows its value: the ``RowContent`` of every list pattern,
/// under the name ``ExpandableRowsController`` uses.
///
///     let content = ExpandableRowContent<Folder>(make: { () -> Label in
///         let label = Label()
///         label.setXAlign(0)
///         return label
///     }, bind: { label, folder, row in
///         label.text = folder.name
///         row.setAccessibleName(folder.name)
///     })
public typealias ExpandableRowContent<Value> = RowContent<Value>
