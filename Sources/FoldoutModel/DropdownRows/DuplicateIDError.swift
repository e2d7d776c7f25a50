/// The app's new data holds an identifier twice, so it cannot be shown by identity: the
/// snapshot is refused and the list (or the tree) keeps what it showed (nothing garbled,
/// nothing lost). Thrown by `DropdownList/replaceAll(with:)` (and the state's and the
/// controller's), for a two-level tree by `ExpandableTree/replaceAll(_:)` (and the
/// expandable list controller's `replaceAll(parents:)`, naming places among the parents), and
/// for a tree of any depth by `OutlineTree/replaceAll(_:load:count:)`,
/// `OutlineTree/init(items:expanded:rowEstimate:)` and the edits by id that bring nodes
/// (`OutlineTree/insert(_:at:underID:)`, `OutlineTree/setChildren(_:ofID:)`); an outline tree's
/// error names both places by their parents (`firstPlace`, `secondPlace`).
///
///     do { try inbox.replaceAll(with: messages) }   // throws only a DuplicateIDError
///     catch { print(error.id, error) }   // m7 The id “m7” is given twice (items 3 and 12): …
public struct DuplicateIDError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The identifier given twice, as text (its `description`).
    public let id: String
    /// Where it is first, in the array handed over (counting from 0); for a tree, its place
    /// among its siblings (`firstPlace` says under which parents).
    public let firstIndex: Int
    /// Where it is again (after ``firstIndex``; for a tree, among its own siblings).
    public let secondIndex: Int
    /// For a tree, where it is first: in the tree as it is, or earlier in the nodes handed over
    /// (depth first); nil for a list.
    package let firstPlace: DuplicateIDPlace?
    /// For a tree, where it is again, in the nodes handed over (an insert's: where it would
    /// go); nil for a list.
    package let secondPlace: DuplicateIDPlace?

    /// The identifier `id` is at `firstIndex` and again at `secondIndex` of a list.
    package init(id: String, firstIndex: Int, secondIndex: Int) {
        self.id = id
        self.firstIndex = firstIndex
        self.secondIndex = secondIndex
        firstPlace = nil
        secondPlace = nil
    }

    /// The identifier `id` is at `first` and again at `second` in a tree.
    package init(id: String, first: DuplicateIDPlace, second: DuplicateIDPlace) {
        self.id = id
        firstIndex = first.path.last ?? 0
        secondIndex = second.path.last ?? 0
        firstPlace = first
        secondPlace = second
    }

    /// What went wrong, in the person's language: the identifier and both places.
    public var description: String {
        if let firstPlace, let secondPlace {
            return tr(
                // TRANSLATORS: an app handed a tree new nodes in which two have the same identifier
                // ({id}); {first} and {second} say where, e.g. “item 0 under “Mail” › “Inbox”” and
                // “top-level item 3”.
                "The id “{id}” is given twice in the tree ({first}; {second}): the tree was left as it was.",
                ["id": id, "first": firstPlace.description, "second": secondPlace.description])
        }
        return tr(
            // TRANSLATORS: an app handed a list new data in which two items have the same identifier
            // ({id}); {first} and {second} are their places in that data, counting from 0.
            "The id “{id}” is given twice (items {first} and {second}): the list was left as it was.",
            ["id": id, "first": String(firstIndex), "second": String(secondIndex)])
    }
}
