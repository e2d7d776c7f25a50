import FoldoutModel

/// How a dropdown row shows its item: the ``RowContent`` of every list pattern, under the name
/// ``DropdownRowsController`` uses.
///
///     let content = DropdownRowContent<Message>(make: { Label() }, bind: { label, message in
///         label.text = message.title
///     })
public typealias DropdownRowContent<Item: DropdownItem> = RowContent<Item>
