/// The parents of an ``ExpandableTree``, stored compactly: a million parents take about 12 MB
/// (how many children each has, their state and whether it is open, in 8 bytes, summed into
/// the rows they show and how many are open: ``TreeParentRows``), their identities only when
/// the tree was given them, and the rare failure reasons beside. What the parents are is the
/// app's, kept wherever the app keeps it.
struct TreeParents<ID: Hashable & Sendable>: Sendable, Equatable {
    /// One parent as the tree reads and writes it.
    struct Parent: Sendable, Equatable {
        /// Its identity (nil in a tree of parents known by their place only).
        var id: ID?
        var children: ExpandableChildren
        var expanded: Bool

        /// The rows it shows: itself, and its children (or the status row) when open.
        var span: Int { node.span }

        /// How the tree stores it.
        var node: TreeParentNode { Node(children: children, expanded: expanded) }
    }

    /// A parent in 8 bytes (``TreeParentNode``).
    private typealias Node = TreeParentNode

    /// Each parent, summed into the rows they show and the open ones.
    private var nodes: RowStore<Node, Never, TreeParentRows>
    /// The parents' identities, when the tree was given them.
    private var ids: RowStore<ID, ID, NoSummary<ID>>?
    /// Why loading failed, by parent index (few).
    private var failures: [Int: String] = [:]

    /// Parents with identities (`identified`), or known by their place only (their ids unread).
    init(_ parents: [Parent], identified: Bool = true) {
        nodes = RowStore(parents.map(\.node))
        ids = identified ? RowStore(parents.compactMap(\.id), key: { $0 }) : nil
        precondition(ids == nil || ids?.count == parents.count, "a parent without an id in a tree of identities")
        for (index, parent) in parents.enumerated() {
            if case let .failed(reason) = parent.children { failures[index] = reason }
        }
    }

    /// `count` parents without identities, parent i's children as `children(i)`.
    init(count: Int, children: (Int) -> ExpandableChildren) {
        var list: [Node] = []
        list.reserveCapacity(max(0, count))
        for index in 0..<max(0, count) {
            let state = children(index)
            if case let .failed(reason) = state { failures[index] = reason }
            list.append(Node(children: state, expanded: false))
        }
        nodes = RowStore(list)
        ids = nil
    }

    /// Whether the parents have identities.
    var hasIdentities: Bool { ids != nil }

    var count: Int { nodes.count }

    /// The rows all parents show.
    var rowCount: Int { nodes.summary.rows }

    /// The number of open parents.
    var openCount: Int { nodes.summary.open }

    subscript(index: Int) -> Parent {
        get {
            let node = nodes[index]
            return Parent(id: ids?[index], children: children(of: node, at: index), expanded: node.expanded)
        }
        set {
            nodes[index] = newValue.node
            if case let .failed(reason) = newValue.children { failures[index] = reason } else { failures[index] = nil }
            if ids != nil, let id = newValue.id, ids?[index] != id { ids?[index] = id }
        }
    }

    /// Appends the parents of `whole` that are results `range` of `filter`, as the search shows
    /// them (``TreeFilter/shown(_:)``): closed, open at all their children, or open at some of
    /// them (those loaded, as far as this tree knows). Read in one walk, node to node, nothing
    /// else made per parent; a long range in parts at once, one per processor
    /// (``ProcessorParts``), as the filter tests them. Returns the rows they show.
    mutating func append(resultsOf whole: TreeParents, _ range: Range<Int>, of filter: TreeFilter) -> Int {
        let start = count
        let parts =
            range.count >= TreeFilter.parallelBatch
            ? ProcessorParts.map(range) { Self.nodes(ofResults: $0, of: filter, in: whole) }
            : [Self.nodes(ofResults: range, of: filter, in: whole)]
        var rows = 0
        var offset = start
        for part in parts {
            nodes.insert(contentsOf: part.nodes, at: nodes.count)
            for (index, reason) in part.failures { failures[offset + index] = reason }
            rows += part.rows
            offset += part.nodes.count
        }
        precondition(ids == nil || whole.ids != nil, "results without ids in a tree of identities")
        if ids != nil, let wholeIDs = whole.ids {
            // The results are the whole tree's parents: the same identities.
            ids?.insert(contentsOf: wholeIDs.elements(at: filter.parents[range]), at: start)
        }
        return rows
    }

    /// The nodes of results `range` of `filter` as the search shows them, the rows they show
    /// together, and the failure reasons of those whose children failed to load (by index in
    /// `range`).
    private struct ResultNodes: Sendable {
        var nodes: [Node]
        var rows = 0
        var failures: [(Int, String)] = []
    }

    private static func nodes(ofResults range: Range<Int>, of filter: TreeFilter, in whole: TreeParents) -> ResultNodes {
        let positions = filter.parents[range]
        var part = ResultNodes(nodes: whole.nodes.elements(at: positions))
        for offset in part.nodes.indices {
            var node = part.nodes[offset]
            switch filter.shown(range.lowerBound + offset) {
            case .itself:
                node.expanded = false
            case .all:
                node.expanded = node.state == Node.loaded && node.count > 0
            case let .some(places):
                node = Node(children: .loaded(places.count), expanded: !places.isEmpty)
            }
            if node.state == Node.failed, let reason = whole.failures[positions[positions.startIndex + offset]] {
                part.failures.append((offset, reason))
            }
            part.nodes[offset] = node
            part.rows += node.span
        }
        return part
    }

    private func children(of node: Node, at index: Int) -> ExpandableChildren {
        switch node.state {
        case Node.unloaded: .unloaded
        case Node.loading: .loading
        case Node.failed: .failed(failures[index] ?? "")
        default: .loaded(Int(node.count))
        }
    }

    /// The rows parent `index` shows.
    func span(at index: Int) -> Int { nodes[index].span }

    /// Inserts `parents` at `index`.
    mutating func insert(contentsOf parents: [Parent], at index: Int) {
        guard !parents.isEmpty else { return }
        shiftFailures(from: index, by: parents.count)
        nodes.insert(contentsOf: parents.map(\.node), at: index)
        if ids != nil {
            let new = parents.compactMap(\.id)
            precondition(new.count == parents.count, "a parent without an id in a tree of identities")
            ids?.insert(contentsOf: new, at: index)
        }
        for (offset, parent) in parents.enumerated() {
            if case let .failed(reason) = parent.children { failures[index + offset] = reason }
        }
    }

    mutating func insert(_ parent: Parent, at index: Int) {
        insert(contentsOf: [parent], at: index)
    }

    mutating func remove(_ range: Range<Int>) {
        nodes.remove(range)
        ids?.remove(range)
        for index in range { failures[index] = nil }
        shiftFailures(from: range.upperBound, by: -range.count)
    }

    mutating func remove(at index: Int) { remove(index..<index + 1) }

    /// The index of the parent with identity `id` (nil without identities).
    func position(ofKey id: ID) -> Int? { ids?.position(ofKey: id) }

    /// The rows the parents above parent `index` show: its own first row (`count`: every row).
    func firstRow(of index: Int) -> Int { nodes.summary(before: index).rows }

    /// The parent showing `row` (0..<``rowCount``) and its first row, nil past the last row.
    func parent(showingRow row: Int) -> (index: Int, firstRow: Int)? {
        nodes.firstRow { $0.rows > row }.map { ($0.position, $0.above.rows) }
    }

    /// Every parent, in order (O(n)).
    var all: [Parent] { (0..<count).map { self[$0] } }

    /// Every parent's children and whether it is open, in order, their ids left out (O(n),
    /// in one walk of the nodes).
    var shapes: [Parent] {
        var result: [Parent] = []
        result.reserveCapacity(count)
        for (index, node) in nodes.enumerated() {
            result.append(Parent(id: nil, children: children(of: node, at: index), expanded: node.expanded))
        }
        return result
    }

    /// Every parent's identity, in order (nil without identities; O(n)).
    var allIDs: [ID]? { ids.map { Array($0) } }

    /// What is wrong with the parents' stores (nodes, ids; their sums) or how they agree (one
    /// id a parent), or nil: the seeded tests' check.
    func invariantViolation() -> String? {
        if let problem = nodes.invariantViolation() { return "parents: \(problem)" }
        guard let ids else { return nil }
        if let problem = ids.invariantViolation() { return "ids: \(problem)" }
        return ids.count == nodes.count ? nil : "\(ids.count) ids for \(nodes.count) parents"
    }

    /// The indices of the open parents, without building the parents: each found from the
    /// open count (O(log n) each) when few are open, in one walk of the nodes when many are.
    var openIndices: [Int] {
        let open = openCount
        var result: [Int] = []
        result.reserveCapacity(open)
        if open * Self.openWalk < count {
            for wanted in 0..<open {
                guard let index = nodes.firstPosition(where: { $0.open > wanted }) else { break }
                result.append(index)
            }
            return result
        }
        for (index, node) in nodes.enumerated() where node.expanded { result.append(index) }
        return result
    }

    /// How many parents a search down the tree for each open parent stands for: below one open
    /// parent in this many, the open ones are found one by one rather than by a walk of all.
    private static var openWalk: Int { 64 }

    private mutating func shiftFailures(from index: Int, by delta: Int) {
        guard !failures.isEmpty else { return }
        var moved: [Int: String] = [:]
        for (at, reason) in failures { moved[at >= index ? at + delta : at] = reason }
        failures = moved
    }
}
