/// A snapshot: the app hands every parent anew, and the parents that remain keep what a person
/// did to them (open, focused, their rows' heights, the scroll position on them).
extension ExpandableTree {
    /// The parents are now `parents` (the app's whole data, in order: a snapshot), by identity:
    /// parents gone are removed with their rows, new ones inserted (closed), and the ones out of
    /// place moved (the rows that stay are a longest sequence of parents already in the new
    /// order). A parent that remains stays open, with children or none (``isOpen(_:)``): its
    /// children are the state given (re-read: the first of its child rows stay, for as many as
    /// it shows now, and the rest go or come at their end); an open parent whose children are
    /// `.unloaded` starts loading again. The focus stays on its parent, or on the same child of
    /// it (its index clamped to the children there are now); a focused row whose parent went
    /// hands the focus to the row taking its place. O(n), plus O(n log n) to find the moves
    /// when parents changed order.
    ///
    /// A tree made without identities (``init(count:children:expanded:rowEstimate:)``) goes by
    /// place: parent i of `parents` is parent i of before (the ids are not read, and none is
    /// refused).
    ///
    ///     var tree = ExpandableTree(parents: [(id: "Inbox", children: .loaded(2)), (id: "Archive", children: .loaded(0))],
    ///                               expanded: ["Inbox"])
    ///     try tree.replaceAll([(id: "Drafts", children: .loaded(0)), (id: "Inbox", children: .loaded(3))])
    ///     print(tree.expandedIDs)   // ["Inbox"]
    ///
    /// Returns the changes of the visible rows: the rows gone, bottom up, a run of neighbours as
    /// one `.removed`; then the rows come, top down, each run as one `.inserted`. The rows that
    /// remain show parents (and children) whose values may have changed: a view binds them anew.
    ///
    /// - Throws: ``DuplicateIDError`` when two of `parents` have the same id (the first such
    ///   pair, with both places): the tree is left exactly as it was.
    @discardableResult
    package mutating func replaceAll(_ parents: [(id: ID, children: ExpandableChildren)]) throws(DuplicateIDError) -> [ExpandableTreeChange] {
        let ids = parents.map(\.id)
        let sources: [Int]
        if let old = self.parents.allIDs {
            sources = try Self.snapshotSources(old: old, new: ids)
        } else {
            sources = Self.placeSources(old: parentCount, new: parents.count)
        }
        return replaceParents(parents.map(\.children), ids: self.parents.hasIdentities ? ids : nil, sources: sources)
    }

    /// Where each of the parents `new` (their ids, in order) was among the parents `old` (-1: a
    /// new one). An id twice in `old` (a tree that was never checked) is matched once.
    /// - Throws: ``DuplicateIDError`` for the first id found twice in `new`, with both places.
    package static func snapshotSources(old: [ID], new: [ID]) throws(DuplicateIDError) -> [Int] {
        var places = IDIndex<ID>(capacity: new.count)
        for index in new.indices {
            if let first = places.insert(new[index], at: index, id: { new[$0] }) {
                throw DuplicateIDError(id: String(describing: new[index]), firstIndex: first, secondIndex: index)
            }
        }
        var sources = [Int](repeating: -1, count: new.count)
        for index in old.indices {
            guard let at = places.index(of: old[index], id: { new[$0] }), sources[at] < 0 else { continue }
            sources[at] = index
        }
        return sources
    }

    /// The parents matched by place: new parent i was parent i, while there was one.
    package static func placeSources(old: Int, new: Int) -> [Int] {
        (0..<max(0, new)).map { $0 < old ? $0 : -1 }
    }

    /// The parents are now `states.count` parents, new parent j with children `states[j]` (its
    /// id `ids[j]`, for a tree with identities) that was parent `sources[j]` (-1: a new one;
    /// each old parent at most once; `ids`, when given, one a parent). What ``replaceAll(_:)``
    /// does once the parents are matched.
    package mutating func replaceParents(_ states: [ExpandableChildren], ids: [ID]?, sources: [Int]) -> [ExpandableTreeChange] {
        let oldCount = parentCount
        let newCount = states.count
        // Where each parent goes (-1: gone) and where each new one was (-1: new), checked.
        var target = [Int](repeating: -1, count: oldCount)
        var source = [Int](repeating: -1, count: newCount)
        for index in 0..<min(newCount, sources.count) {
            let was = sources[index]
            guard was >= 0, was < oldCount, target[was] < 0 else { continue }
            target[was] = index
            source[index] = was
        }
        let kinds = SnapshotRowKind.kinds(target: target, source: source)
        let before = parents.shapes
        var fresh: [Parent] = []
        fresh.reserveCapacity(newCount)
        for index in 0..<newCount {
            var state = states[index]
            if case let .loaded(count) = state { state = .loaded(max(0, count)) }
            var open = false
            if source[index] >= 0, before[source[index]].expanded {
                open = true
                if state == .unloaded { state = .loading }
            }
            fresh.append(Parent(id: ids.flatMap { index < $0.count ? $0[index] : nil }, children: state, expanded: open))
        }

        // The rows gone, in the rows as they were: the parents gone or moving, with their rows,
        // and the rows beneath a parent that stays that it shows no more.
        var removals: [Range<Int>] = []
        var row = 0
        for index in 0..<oldCount {
            let span = before[index].span
            let goes = target[index]
            if goes < 0 || kinds[goes] != .stays {
                Self.add(row..<row + span, to: &removals)
            } else {
                Self.add(row + 1 + Self.kept(before[index], fresh[goes])..<row + span, to: &removals)
            }
            row += span
        }
        // The rows come, where they end up: the parents new or moving, with their rows, and
        // the rows a parent that stays shows beneath itself more than before.
        var insertions: [Range<Int>] = []
        row = 0
        for index in 0..<newCount {
            let span = fresh[index].span
            if kinds[index] != .stays {
                Self.add(row..<row + span, to: &insertions)
            } else {
                Self.add(row + 1 + Self.kept(before[source[index]], fresh[index])..<row + span, to: &insertions)
            }
            row += span
        }

        let focus = focused
        let oldFocus = focusedRow
        var edits: [RowEdit] = []
        if !removals.isEmpty { edits.append(.removal(of: removals)) }
        if !insertions.isEmpty { edits.append(.insertion(of: insertions)) }
        parents = TreeParents(fresh, identified: ids != nil)
        focusedRow = nil
        if let focus, let oldFocus {
            let goes = target[focus.parent]
            focusedRow =
                goes >= 0
                ? place(of: focus, nowParent: goes).flatMap { rowCount > 0 ? min($0, rowCount - 1) : nil }
                : RowTracker.handOver(oldFocus, through: edits, count: rowCount)
        }
        return removals.reversed().map { .removed($0) } + insertions.map { .inserted($0) }
    }

    /// Where the focused row `focus` is now that its parent is parent `index`: the parent, or
    /// the same child (its index clamped), or the row beneath it (a child or a status row).
    private func place(of focus: ExpandableTreeRow, nowParent index: Int) -> Int? {
        guard let top = row(ofParent: index) else { return nil }
        let beneath = (row(ofParent: index + 1) ?? rowCount) - top - 1
        switch focus {
        case .parent:
            return top
        case let .child(_, child):
            guard beneath > 0 else { return top }
            return top + 1 + min(max(0, child), beneath - 1)
        case .status:
            return beneath > 0 ? top + 1 : top
        }
    }

    /// How many of the rows beneath parent `old` are still there beneath it as `new` (the
    /// first children, or the status row): both open and showing the same kind of row.
    private static func kept(_ old: Parent, _ new: Parent) -> Int {
        guard old.expanded, new.expanded else { return 0 }
        switch (old.children, new.children) {
        case let (.loaded(was), .loaded(now)): return min(was, now)
        case (.loading, .loading), (.loading, .failed), (.failed, .loading), (.failed, .failed): return 1
        default: return 0
        }
    }

    /// Adds `range` (below the ranges there) to `runs`, joined to the last when they meet.
    private static func add(_ range: Range<Int>, to runs: inout [Range<Int>]) {
        guard !range.isEmpty else { return }
        if let last = runs.last, last.upperBound == range.lowerBound {
            runs[runs.count - 1] = last.lowerBound..<range.upperBound
        } else {
            runs.append(range)
        }
    }
}
