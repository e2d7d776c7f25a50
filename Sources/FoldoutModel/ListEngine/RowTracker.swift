/// One row followed through a batch of ``RowEdit``s: the one rule for everything that stays on
/// a row while rows come, go and move — the focus of every list and tree, and the row the
/// viewport keeps still on screen.
///
/// A row that goes hands over to the row that takes its place: one that came in there in the
/// same batch, or else the row that followed it; a row that goes at the end hands over to the
/// new last row at once (the place stays empty only when no row is left).
///
///     var focus = RowTracker(row: 5)
///     focus.follow(.removed(4..<6), count: 8)     // its row went: the place is row 4
///     focus.follow(.inserted(4..<5), count: 9)    // a row came in there: it takes the focus
///     focus.row(count: 9)                         // 4
package struct RowTracker: Sendable, Equatable {
    /// Where the row is, or, once it went, the place it left.
    package private(set) var index: Int
    /// Whether the row went (and no row came in at its place yet).
    package private(set) var went = false

    /// Follows the row at `row`.
    package init(row: Int) {
        index = row
    }

    /// Follows the row through `edit`, which leaves `count` rows. A row that went at the end
    /// hands over to the new last row at once; with no row left, the place is row 0.
    package mutating func follow(_ edit: RowEdit, count: Int) {
        (index, went) = edit.place(of: index, empty: went)
        if went, index >= count, count > 0 {
            index = count - 1
            went = false
        }
    }

    /// Follows the row through `edits`, in order, which leave `count` rows.
    package mutating func follow(_ edits: [RowEdit], count: Int) {
        var rows = count - edits.reduce(0) { $0 + $1.countChange }
        for edit in edits {
            rows += edit.countChange
            follow(edit, count: rows)
        }
    }

    /// The row followed, or the one that took its place, among `count` rows (clamped to the
    /// last); nil when there are none.
    package func row(count: Int) -> Int? {
        guard count > 0 else { return nil }
        return min(max(0, index), count - 1)
    }

    /// Where row `index` is after `edits`; nil when it went.
    package static func follow(_ index: Int, through edits: [RowEdit]) -> Int? {
        var index = index
        for edit in edits {
            guard let next = edit.follow(index) else { return nil }
            index = next
        }
        return index
    }

    /// Where the focus on row `index` is after `edits`, which leave `count` rows: on its row,
    /// or on the row that took its place; nil without a focus or rows.
    package static func handOver(_ index: Int?, through edits: [RowEdit], count: Int) -> Int? {
        guard let index else { return nil }
        var tracker = RowTracker(row: index)
        tracker.follow(edits, count: count)
        return tracker.row(count: count)
    }
}
