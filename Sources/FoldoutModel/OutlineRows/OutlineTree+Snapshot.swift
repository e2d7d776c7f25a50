/// A snapshot: the app hands the whole tree anew, and the nodes that remain (by id) keep what a
/// person did to them.
extension OutlineTree {
    /// The tree is now `items` (to any depth). Nodes whose id was open before open again (their
    /// children as `items` give them, or asked of `load` when not given, else loading); the
    /// focus stays on the node it was on (by id), or goes to its nearest ancestor still shown,
    /// else to the same row. O(n) for the nodes given and opened. Every node gets a new handle
    /// (an app keeping values by ``tag(of:)`` keeps the tags it gives `items`). One change of
    /// every row; nil when the tree showed nothing and shows nothing.
    ///
    ///     var tree = try OutlineTree(items: [OutlineItem(id: "Mail", children: [OutlineItem(id: "Inbox")])])
    ///     do {
    ///         try tree.replaceAll([OutlineItem(id: "Mail", children: [OutlineItem(id: "Mail")])])
    ///     } catch {
    ///         print(error)   // The id “Mail” is given twice in the tree (top-level item 0; item 0 under “Mail”): …
    ///     }
    ///
    /// Nodes that were open whole with their children not made yet (``expandAll(load:count:)``)
    /// open whole again where `count` counts them.
    ///
    /// - Throws: ``DuplicateIDError`` when `items`, or the children `load` gives the nodes
    ///   opening again, hold an id twice (at any depth; the first found, with both places): the
    ///   tree stays exactly as it was.
    @discardableResult
    package mutating func replaceAll(_ items: [Item], load: Loader? = nil, count: Counter? = nil) throws(DuplicateIDError) -> OutlineChange? {
        var seen: [ID: DuplicateIDPlace] = [:]
        try Self.check(items, under: .roots, seen: &seen, taken: { _ in nil })
        let open = expandedIDs
        let whole = count == nil ? [] : wholeOpenIDs
        let old = rowCount
        // The focused node and its ancestors, by id, nearest first.
        var focusPath: [ID] = []
        var onStatus = false
        if let row = focused {
            if case .status = row { onStatus = true }
            var node: OutlineNode? = row.node
            while let current = node {
                if let id = id(of: current) { focusPath.append(id) }
                node = parent(of: current)
            }
        }
        let focusedRow = self.focusedRow
        var fresh = OutlineTree(unchecked: items)
        fresh.requests = requests
        // What `load` gives the nodes opening again is checked too, against every id so far.
        var refused: DuplicateIDError?
        let checked: Loader? = load.map { load in
            { request in
                guard refused == nil, let children = load(request) else { return nil }
                let above = request.id.flatMap { seen[$0] }
                let place = NewPlace(
                    path: above?.path ?? [], parentIDs: (above?.parentIDs ?? []) + [request.id.map { String(describing: $0) }], start: 0)
                do throws(DuplicateIDError) {
                    try Self.check(children, under: place, seen: &seen, taken: { _ in nil })
                } catch {
                    refused = error
                    return nil
                }
                return children
            }
        }
        fresh.reopen(open, whole: whole, load: checked, count: count)
        if let refused { throw refused }
        self = fresh
        if let focusedRow {
            focus(row: focusedRow)
            for (place, id) in focusPath.enumerated() {
                guard let node = node(id: id), let row = row(of: node) else { continue }
                let status = place == 0 && onStatus ? self.row(of: .status(node)) : nil
                focus(row: status ?? row)
                break
            }
        }
        guard old > 0 || rowCount > 0 else { return nil }
        return .replaced(0..<old, count: rowCount)
    }
}
