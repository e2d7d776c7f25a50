/// The summary of rows a ``RowStore`` sums nothing of besides their count (an app's items,
/// their folded texts): it takes no room and no time.
package struct NoSummary<Element>: RowSummary {
    /// The summary of no rows (and of any rows).
    package static var zero: Self { Self() }

    /// The summary of no rows.
    package init() {}

    /// The summary of a row: nothing.
    package init(of element: Element) {}

    /// Nothing to add.
    package mutating func add(_ other: Self) {}

    /// Nothing to take away.
    package mutating func subtract(_ other: Self) {}
}
