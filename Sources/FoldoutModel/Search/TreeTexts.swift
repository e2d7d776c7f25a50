/// Where a tree's searchable texts come from, for ``TreeSearchKeys`` to fold: the app's texts
/// of parents and of their children, asked for a run of parents at a time. A source walks its
/// rows once per run and calls the app's text functions in one loop, which costs far less than
/// a call per parent through generic code (folding a million parents ahead: about half the
/// time).
package struct TreeTexts {
    /// Whether parents' own texts are searched (else each is kept empty).
    package var searchesParents: Bool { parentTexts != nil }
    /// Whether children's texts are searched (else each parent has none).
    package var searchesChildren: Bool { childTexts != nil }
    /// The texts of the parents at the given positions (ascending), in order.
    private let parentTexts: ((ArraySlice<Int>) -> [String])?
    /// The texts of the children of the parents at the given positions (ascending), in order:
    /// nil for a parent whose children are not loaded.
    private let childTexts: ((ArraySlice<Int>) -> [[String]?])?

    /// Texts read a run at a time: `parents` gives the texts of the parents at some positions
    /// (ascending), `children` their children's (nil while not loaded); nil: not searched.
    package init(parents: ((ArraySlice<Int>) -> [String])?, children: ((ArraySlice<Int>) -> [[String]?])?) {
        parentTexts = parents
        childTexts = children
    }

    /// Texts read one parent at a time: `parentText` and `childTexts` give a parent's by
    /// position (nil: not searched).
    package init(parentText: ((Int) -> String)?, childTexts: ((Int) -> [String]?)?) {
        self.init(
            parents: parentText.map { text in { $0.map(text) } },
            children: childTexts.map { texts in { $0.map(texts) } })
    }

    /// The parents' texts at `positions` (empty ones when not searched).
    func parents(_ positions: ArraySlice<Int>) -> [String] {
        guard !positions.isEmpty else { return [] }
        guard let parentTexts else { return Array(repeating: "", count: positions.count) }
        return Self.fitted(parentTexts(positions), positions.count, padding: "")
    }

    /// The children's texts of the parents at `positions` (none when not searched; nil while
    /// not loaded).
    func children(_ positions: ArraySlice<Int>) -> [[String]?] {
        guard !positions.isEmpty else { return [] }
        guard let childTexts else { return Array(repeating: [], count: positions.count) }
        return Self.fitted(childTexts(positions), positions.count, padding: nil)
    }

    /// `texts`, one per position: a source that gave too few leaves the rest `padding`
    /// (rather than another parent's text), too many are cut.
    private static func fitted<Text>(_ texts: [Text], _ count: Int, padding: Text) -> [Text] {
        guard texts.count != count else { return texts }
        return Array(texts.prefix(count)) + Array(repeating: padding, count: max(0, count - texts.count))
    }
}
