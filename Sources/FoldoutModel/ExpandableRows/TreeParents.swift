/// The parents of an ``ExpandableTree``, stored compactly: a million parents take about 12 MB
/// (how many children each has, their state and whether it is open, in 8 bytes, and the rows
/// it shows as its weight), their identities only when the tree was given them, and the rare
/// failure reasons beside. What the parents are is the app's, kept wherever the app keeps it.
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

    /// Each parent, weighted by the rows it shows.
    private var nodes: RowStore<Node, Never>
    /// The parents' identities, when the tree was given them.
    private var ids: RowStore<ID, ID>?
    /// Why loading failed, by parent index (few).
    private var failures: [Int: String] = [:]

    /// Parents with identities (`identified`), or known by their place only (their ids unread).
    init(_ parents: [Parent], identified: Bool = true) {
        nodes = RowStore(parents.map(\.node), weight: 1)
        ids = identified ? RowStore(parents.compactMap(\.id), weight: 0, key: { $0 }) : nil
        precondition(ids == nil || ids?.count == parents.count, "a parent without an id in a tree of identities")
        for (index, parent) in parents.enumerated() {
            if case let .failed(reason) = parent.children { failures[index] = reason }
            if parent.span != 1 { nodes.setWeight(parent.span, at: index) }
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
        nodes = RowStore(list, weight: 1)
        ids = nil
    }

    /// Whether the parents have identities.
    var hasIdentities: Bool { ids != nil }

    var count: Int { nodes.count }

    /// The rows all parents show.
    var knownTotal: Int { nodes.knownTotal }

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
            nodes.append(contentsOf: part.nodes, storedWeights: part.weights)
            for (index, reason) in part.failures { failures[offset + index] = reason }
            rows += part.rows
            offset += part.nodes.count
        }
        precondition(ids == nil || whole.ids != nil, "results without ids in a tree of identities")
        if ids != nil, let wholeIDs = whole.ids {
            // The results are the whole tree's parents: the same identities.
            ids?.insert(contentsOf: wholeIDs.elements(at: filter.parents[range]), weight: 0, at: start)
        }
        return rows
    }

    /// The nodes of results `range` of `filter` as the search shows them, their weights (the
    /// rows each shows), the rows they show together, and the failure reasons of those whose
    /// children failed to load (by index in `range`).
    private struct ResultNodes: Sendable {
        var nodes: [Node]
        var weights: [Int32] = []
        var rows = 0
        var failures: [(Int, String)] = []
    }

    private static func nodes(ofResults range: Range<Int>, of filter: TreeFilter, in whole: TreeParents) -> ResultNodes {
        let positions = filter.parents[range]
        var part = ResultNodes(nodes: whole.nodes.elements(at: positions))
        part.weights.reserveCapacity(part.nodes.count)
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
            let span = node.span
            part.weights.append(Int32(clamping: span))
            part.rows += span
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

    func weight(at index: Int) -> Int? { nodes.weight(at: index) }

    mutating func setWeight(_ weight: Int?, at index: Int) { nodes.setWeight(weight, at: index) }

    /// Inserts `parents` at `index`, each weighing its span (its rows).
    mutating func insert(contentsOf parents: [Parent], at index: Int) {
        guard !parents.isEmpty else { return }
        shiftFailures(from: index, by: parents.count)
        nodes.insert(contentsOf: parents.map(\.node), weights: parents.map(\.span), at: index)
        if ids != nil {
            let new = parents.compactMap(\.id)
            precondition(new.count == parents.count, "a parent without an id in a tree of identities")
            ids?.insert(contentsOf: new, weight: 0, at: index)
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

    func offset(of index: Int, estimate: Double) -> Double { nodes.offset(of: index, estimate: estimate) }

    func position(atOffset offset: Double, estimate: Double) -> Int? { nodes.position(atOffset: offset, estimate: estimate) }

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

    /// What is wrong with the parents' stores (nodes, ids) or how they agree (one id a
    /// parent, every node weighing the rows it shows), or nil: the seeded tests' check.
    func invariantViolation() -> String? {
        if let problem = nodes.invariantViolation() { return "parents: \(problem)" }
        guard let ids else { return nil }
        if let problem = ids.invariantViolation() { return "ids: \(problem)" }
        return ids.count == nodes.count ? nil : "\(ids.count) ids for \(nodes.count) parents"
    }

    /// The indices of the open parents (O(n), without building the parents).
    var openIndices: [Int] {
        var result: [Int] = []
        for (index, node) in nodes.enumerated() where node.expanded { result.append(index) }
        return result
    }

    private mutating func shiftFailures(from index: Int, by delta: Int) {
        guard !failures.isEmpty else { return }
        var moved: [Int: String] = [:]
        for (at, reason) in failures { moved[at >= index ? at + delta : at] = reason }
        failures = moved
    }
}
