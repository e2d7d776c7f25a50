/// A change the view applies in order; each index is valid against the list
/// as it is after the preceding changes of the same batch.
package enum DropdownChange<Item: DropdownItem>: Equatable, Sendable {
    /// `item` was inserted so that it now sits at `index`.
    case inserted(index: Int, item: Item)
    /// `item` was removed from `index`.
    case removed(index: Int, item: Item)
    /// The rows of `items` (more than one) were inserted so that the first now sits at `index`
    /// (undoing the removal of a selection).
    case insertedRun(index: Int, items: [Item])
    /// The rows of `items` (more than one), from `index` down, were removed (a selection).
    case removedRun(index: Int, items: [Item])
    /// The row at `index` unfolded its action bar.
    case opened(index: Int)
    /// The row at `index` folded its action bar away.
    case closed(index: Int)
    /// The item at `index` changed (same id): the row showing it shows `item`.
    case updated(index: Int, item: Item)
    /// `item` moved from `from` to `to` (each counted in the list as it is before and after).
    case moved(from: Int, to: Int, item: Item)
    /// Selection mode began (`true`: every row shows a check box, nothing selected yet) or
    /// ended (the check boxes and the selection go). Only from ``DropdownRowsState``.
    case selecting(Bool)
    /// Whether the rows in `rows` (as shown) are selected may have changed, and with it the
    /// count. Only from ``DropdownRowsState``.
    case selected(rows: Range<Int>)
}

extension DropdownChange {
    /// The change as changes of one row each (a run as its rows, in order).
    var singles: [DropdownChange<Item>] {
        switch self {
        case let .insertedRun(index, items):
            return items.enumerated().map { .inserted(index: index + $0.offset, item: $0.element) }
        case let .removedRun(index, items):
            return items.map { .removed(index: index, item: $0) }
        default:
            return [self]
        }
    }
}

extension DropdownChange {
    /// Whether the change adds, removes, moves or rebuilds rows (not only opens or folds a bar,
    /// or selects): a focused row may then be elsewhere.
    package var movesRows: Bool {
        switch self {
        case .opened, .closed, .selecting, .selected: false
        case .inserted, .removed, .insertedRun, .removedRun, .updated, .moved: true
        }
    }

    /// Whether the change is selection mode's (begun, ended, rows selected or not).
    package var isSelection: Bool {
        switch self {
        case .selecting, .selected: true
        default: false
        }
    }
}

extension DropdownChange: RowEditing {
    /// How the change moves the rows: opening, folding and updating a row measure it again;
    /// selection moves none.
    package func appendEdits(to edits: inout [RowEdit]) {
        switch self {
        case let .inserted(index, _): edits.append(.inserted(index..<index + 1))
        case let .removed(index, _): edits.append(.removed(index..<index + 1))
        case let .insertedRun(index, items): edits.append(.inserted(index..<index + items.count))
        case let .removedRun(index, items): edits.append(.removed(index..<index + items.count))
        case let .moved(from, to, _): edits.append(.moved(from: from, to: to))
        case let .opened(index), let .closed(index), let .updated(index, _): edits.append(.updated(index..<index + 1))
        case .selecting, .selected: break
        }
    }

    /// The edits of `changes`; `removals`, when given, are the removals the changes start
    /// with, as runs (taken as one edit, not read again from the changes, which may leave
    /// them out).
    package static func edits(of changes: [DropdownChange<Item>], removals: LeadingRemovals? = nil) -> [RowEdit] {
        guard let removals, !removals.runs.isEmpty else { return RowEdit.edits(of: changes) }
        return [RowEdit.removal(of: removals.runs)] + RowEdit.edits(of: changes[removals.changes...])
    }
}
