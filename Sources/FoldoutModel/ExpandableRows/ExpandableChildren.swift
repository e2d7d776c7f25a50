/// Whether a parent's children are there to show.
package enum ExpandableChildren: Sendable, Equatable {
    /// Known: this many (0: the parent does not expand).
    case loaded(Int)
    /// Not asked for yet: loaded the first time the parent opens.
    case unloaded
    /// Asked for, not there yet.
    case loading
    /// Loading failed, for this reason (a person can retry).
    case failed(String)
}
