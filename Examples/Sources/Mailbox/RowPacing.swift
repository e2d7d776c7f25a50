/// What goes in a list now and what waits for the next frames, while the list fills its first
/// screenful: each row coming into view is made, styled, measured and drawn in the frame that
/// first shows it, so a whole screenful at once stalls that frame (the one showing the first
/// rows). While the list holds fewer than ``pacedRows`` rows, items go in ``rowsPerFrame`` at a
/// time, one step per frame, the others held back in arrival order; past it, rows fall below
/// the view and cost little, and everything goes in at once.
///
///     var pacing = RowPacing<Message>()
///     put(pacing.arrive(batch, shown: list.count))  // the first 4 of an empty list's batch
///     put(pacing.next(shown: list.count))            // each frame after, while pacing.isHolding
///
/// A value with no display: the window calls it from a frame clock tick (``MailWindow``).
struct RowPacing<Element> {
    /// Items put in per frame while the list is short of ``pacedRows``.
    var rowsPerFrame = 4
    /// How many rows are paced: a screenful of the window as it opens, and more.
    var pacedRows = 24
    /// Items arrived and not yet given out, in arrival order.
    private(set) var held: [Element] = []

    /// Whether items wait for the next frames.
    var isHolding: Bool { !held.isEmpty }

    /// `items` arrived while the list holds `shown` rows: those to put in now. Behind items
    /// held back, none (they wait their turn, in order); otherwise the first ``rowsPerFrame``
    /// while the list is short of ``pacedRows``, else all.
    mutating func arrive(_ items: [Element], shown: Int) -> [Element] {
        if held.isEmpty, shown >= pacedRows { return items }
        let wasHolding = isHolding
        held += items
        return wasHolding ? [] : next(shown: shown)
    }

    /// The items for the next frame, the list holding `shown` rows: the next ``rowsPerFrame``
    /// while it is short of ``pacedRows``, else all that are held.
    mutating func next(shown: Int) -> [Element] {
        let count = shown < pacedRows ? min(rowsPerFrame, held.count) : held.count
        defer { held.removeFirst(count) }
        return Array(held.prefix(count))
    }

    /// Every item held back, now (and none is held after).
    mutating func drain() -> [Element] {
        defer { held.removeAll() }
        return held
    }
}
