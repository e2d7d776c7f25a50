/// The removals a batch of ``DropdownChange``s starts with, made bottom up (each above the one
/// before), as ascending runs of the rows they remove: what follows the rows (heights, search
/// keys, the viewport) takes them at once, without reading the changes one by one.
package struct LeadingRemovals: Sendable, Equatable {
    /// The rows removed, ascending and apart, counted before any of them went.
    package var runs: [Range<Int>]
    /// How many of the batch's first changes they are.
    package var changes: Int

    package init(runs: [Range<Int>], changes: Int) {
        self.runs = runs
        self.changes = changes
    }
}
