/// Where an identifier given twice is in a tree (``DuplicateIDError/firstPlace``): its path of
/// indices from the roots, and the identities of the nodes above it, so that a person can find it.
///
///     let place = DuplicateIDPlace(path: [2, 0], parentIDs: ["Mail"])
///     print(place)   // item 0 under “Mail”
package struct DuplicateIDPlace: Sendable, Equatable, CustomStringConvertible {
    /// The node's place among its siblings at each level, from the roots down, counting from 0:
    /// `[2, 0]` is the first child of the third root.
    package let path: [Int]
    /// The identities of the nodes above it, the root first (nil for a node without one): one
    /// fewer than ``path``, none for a root.
    package let parentIDs: [String?]

    /// The node at `path` (from the roots down, counting from 0), under the nodes `parentIDs`.
    package init(path: [Int], parentIDs: [String?]) {
        self.path = path
        self.parentIDs = parentIDs
    }

    /// The place in the person's language: "top-level item 2", or "item 0 under “Mail” › “Inbox”"
    /// (a parent without an identity by its place: "item 1").
    package var description: String {
        let index = String(path.last ?? 0)
        guard !parentIDs.isEmpty else {
            // TRANSLATORS: where a node is in a tree: a node at the top (not under another),
            // {index} its place among them counting from 0.
            return tr("top-level item {index}", ["index": index])
        }
        let parents = parentIDs.enumerated().map { level, id -> String in
            guard let id else {
                // TRANSLATORS: a parent node without an identity, named by its place among its
                // siblings ({index}, counting from 0), in a chain such as “Mail” › item 1.
                return tr("item {index}", ["index": String(level < path.count ? path[level] : 0)])
            }
            // TRANSLATORS: a parent node's identity in a chain of parents such as “Mail” › “Inbox”:
            // the quotation marks of your language.
            return tr("“{id}”", ["id": id])
        }
        // TRANSLATORS: where a node is in a tree: {index} is its place among its siblings
        // (counting from 0), {parents} the chain of nodes above it, e.g. “Mail” › “Inbox”.
        return tr("item {index} under {parents}", ["index": index, "parents": parents.joined(separator: " › ")])
    }
}
