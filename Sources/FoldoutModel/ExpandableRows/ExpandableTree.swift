/// Everything an expandable rows view shows, in one value: the parents (by identity) with
/// their children's state and whether they are open, and which row has the keyboard focus
/// (where the rows are on screen is the view's). It knows only how many
/// children each parent has; what parents and children are is the app's.
///
/// The parents sit in a `RowStore` that sums the rows each shows (itself, plus its children
/// when open) and the open ones, so the position of a parent, the row at a position and every
/// change cost O(log n): a million parents with some open cost what a million flat rows cost,
/// and opening a parent of 10,000 children is one change of the visible rows.
///
/// Every function returns the changes of the visible rows for a view to apply, and moves the
/// focus with the rows (here, in one place): a focused child whose parent collapses hands the
/// focus to its parent.
public struct ExpandableTree<ID: Hashable & Sendable>: Sendable, Equatable {
    typealias Parent = TreeParents<ID>.Parent

    var parents: TreeParents<ID>
    /// The position of the row with the keyboard focus, if any.
    package internal(set) var focusedRow: Int?

    /// A tree of `parents` (each with a unique id and its children's state), the ones whose
    /// id is in `expanded` open; open parents whose children are unloaded start loading.
    package init(parents: [(id: ID, children: ExpandableChildren)], expanded: Set<ID> = []) {
        var list: [Parent] = []
        list.reserveCapacity(parents.count)
        for parent in parents {
            var entry = Parent(id: parent.id, children: parent.children, expanded: false)
            if expanded.contains(parent.id) {
                entry.expanded = true
                if entry.children == .unloaded { entry.children = .loading }
            }
            list.append(entry)
        }
        // Every parent weighs one row; the few open ones more.
        self.parents = TreeParents(list)
    }

    /// What is wrong with the tree's store of parents (``TreeParents``), or nil; the focus
    /// out of the rows. The seeded tests call it after every step.
    package func invariantViolation() -> String? {
        if let problem = parents.invariantViolation() { return problem }
        if let focusedRow, focusedRow < 0 || focusedRow >= rowCount { return "focus on row \(focusedRow) of \(rowCount)" }
        return nil
    }

    /// A tree of `count` parents known by their place only (the app keeps what they are and who
    /// they are), parent i's children as `children(i)`, the parents at `expanded` open; open
    /// parents whose children are unloaded start loading. The compact form for long lists: a
    /// million parents take about 16 MB here.
    package init(count: Int, children: (Int) -> ExpandableChildren, expanded: Set<Int> = []) {
        parents = TreeParents(count: count, children: children)
        for index in expanded.sorted() where index >= 0 && index < parents.count {
            var parent = parents[index]
            parent.expanded = true
            if parent.children == .unloaded { parent.children = .loading }
            parents[index] = parent
        }
    }

    // MARK: Reading

    /// The number of parents.
    package var parentCount: Int { parents.count }

    /// The number of visible rows.
    public var rowCount: Int { parents.rowCount }

    /// The number of children of each parent, in order (O(n); 0 for children not loaded).
    package var childCounts: [Int] { parents.all.map { Self.count($0.children) } }

    /// The identifier of parent `index`.
    package func id(ofParent index: Int) -> ID? {
        validParent(index) ? parents[index].id : nil
    }

    /// The position of the parent with identifier `id`.
    package func index(ofParent id: ID) -> Int? { parents.position(ofKey: id) }

    /// The state of parent `index`'s children.
    package func children(of index: Int) -> ExpandableChildren {
        validParent(index) ? parents[index].children : .loaded(0)
    }

    /// The number of children parent `index` has loaded (0 while not loaded).
    package func childCount(of index: Int) -> Int { Self.count(children(of: index)) }

    /// Whether parent `index` has (or may have) children to show.
    package func isExpandable(_ index: Int) -> Bool { validParent(index) && Self.expandable(parents[index].children) }

    /// Whether parent `index` is open and has (or may have) children to show. A parent that
    /// was open when its last child went stays open (``isOpen(_:)``), for the children to come.
    package func isExpanded(_ index: Int) -> Bool { validParent(index) && parents[index].expanded && isExpandable(index) }

    /// Whether parent `index` is open, children or not: a parent stays open when its last
    /// child goes (it shows no expander then), and shows the children that come next.
    package func isOpen(_ index: Int) -> Bool { validParent(index) && parents[index].expanded }

    /// The indices of the open parents, children or not (`isOpen(_:)`), found from the count
    /// of open parents the tree keeps: O(open × log n), O(n) when most parents are open.
    public var expanded: Set<Int> { Set(parents.openIndices) }

    /// The number of open parents, children or not (O(1)).
    package var openCount: Int { parents.openCount }

    /// The indices of the open parents in order (``expanded``).
    package var openParents: [Int] { parents.openIndices }

    /// The identifiers of the open parents (``expanded``).
    package var expandedIDs: Set<ID> {
        Set(parents.openIndices.compactMap { parents[$0].id })
    }

    /// The position of parent `index` among the visible rows.
    package func row(ofParent index: Int) -> Int? {
        validParent(index) ? parents.firstRow(of: index) : nil
    }

    /// The position of `row` among the visible rows, if it is shown.
    package func row(of row: ExpandableTreeRow) -> Int? {
        guard let top = self.row(ofParent: row.parent) else { return nil }
        let parent = parents[row.parent]
        switch row {
        case .parent:
            return top
        case let .child(_, index):
            guard parent.expanded, case let .loaded(count) = parent.children, index >= 0, index < count else { return nil }
            return top + 1 + index
        case .status:
            guard parent.expanded, Self.isPending(parent.children) else { return nil }
            return top + 1
        }
    }

    /// What the visible row at `position` shows.
    public func row(at position: Int) -> ExpandableTreeRow? {
        guard position >= 0, position < rowCount, let (index, top) = parents.parent(showingRow: position) else { return nil }
        if position == top { return .parent(index) }
        if case .loaded = parents[index].children { return .child(parent: index, index: position - top - 1) }
        return .status(parent: index)
    }

    /// The rows on show, top to bottom (O(n): for tests and small trees).
    public var visibleRows: [ExpandableTreeRow] {
        var rows: [ExpandableTreeRow] = []
        for (index, parent) in parents.all.enumerated() {
            rows.append(.parent(index))
            guard parent.expanded else { continue }
            switch parent.children {
            case let .loaded(count): rows += (0..<count).map { .child(parent: index, index: $0) }
            case .loading, .failed: rows.append(.status(parent: index))
            case .unloaded: break
            }
        }
        return rows
    }

    /// The focused row, if any.
    package var focused: ExpandableTreeRow? { focusedRow.flatMap { row(at: $0) } }

    // MARK: Opening and closing

    /// Shows parent `index`'s children beneath it; nil when it is already open, has no
    /// children or does not exist. Children not loaded yet start loading (``children(of:)``
    /// says `.loading`): a status row shows until ``childrenLoaded(_:count:)`` or
    /// ``childrenFailed(_:reason:)``.
    package mutating func expand(_ index: Int) -> ExpandableTreeChange? {
        guard isExpandable(index), !isExpanded(index), let top = row(ofParent: index) else { return nil }
        var parent = parents[index]
        parent.expanded = true
        if parent.children == .unloaded { parent.children = .loading }
        let added = setParent(parent, at: index)
        return insertRows(added, at: top + 1)
    }

    /// Hides parent `index`'s children; nil when it is not open. A focused child hands the
    /// focus to its parent.
    package mutating func collapse(_ index: Int) -> ExpandableTreeChange? {
        guard isExpanded(index), let top = row(ofParent: index) else { return nil }
        var parent = parents[index]
        parent.expanded = false
        let removed = -setParent(parent, at: index)
        return removeRows(top + 1..<top + 1 + removed, focusTo: top)
    }

    /// Opens a closed parent or closes an open one; nil when it has no children.
    package mutating func toggle(_ index: Int) -> ExpandableTreeChange? {
        isExpanded(index) ? collapse(index) : expand(index)
    }

    /// Opens every parent with children (or that may have some: those not loaded start
    /// loading), as one change of the rows: every row went, and the rows shown now came.
    /// Empty when every such parent was open. The focus stays on its row.
    package mutating func expandAll() -> [ExpandableTreeChange] {
        setAll(open: true)
    }

    /// Closes every parent, as one change of the rows (empty when none was open). A focused
    /// child hands the focus to its parent.
    package mutating func collapseAll() -> [ExpandableTreeChange] {
        setAll(open: false)
    }

    private mutating func setAll(open: Bool) -> [ExpandableTreeChange] {
        let focus = focused
        let old = rowCount
        var changed = false
        for index in 0..<parentCount where parents[index].expanded != open && (!open || isExpandable(index)) {
            var parent = parents[index]
            // A parent open with no children closes too, showing nothing less.
            if isExpandable(index) { changed = true }
            parent.expanded = open
            if open, parent.children == .unloaded { parent.children = .loading }
            _ = setParent(parent, at: index)
        }
        guard changed else { return [] }
        if let focus {
            focusedRow = row(of: focus) ?? row(ofParent: focus.parent)
        }
        return [.removed(0..<old), .inserted(0..<rowCount)]
    }

    // MARK: Loading children

    /// Parent `index`'s children arrived: `count` of them. An open parent shows them in place
    /// of its status row (or of the children it showed, when they are loaded again); with none,
    /// it stays open showing nothing beneath (``isOpen(_:)``). A focused row beneath it hands
    /// the focus to the parent.
    package mutating func childrenLoaded(_ index: Int, count: Int) -> [ExpandableTreeChange] {
        guard validParent(index), let top = row(ofParent: index) else { return [] }
        var parent = parents[index]
        // The rows it shows beneath itself: the status row, or the children loaded before.
        let shown = parent.span - 1
        parent.children = .loaded(max(0, count))
        var changes: [ExpandableTreeChange] = []
        if shown > 0 {
            _ = setParent(Parent(id: parent.id, children: .loaded(0), expanded: false), at: index)
            changes.append(removeRows(top + 1..<top + 1 + shown, focusTo: top))
        }
        let added = setParent(parent, at: index)
        if added > 0 { changes.append(insertRows(added, at: top + 1)) }
        return changes
    }

    /// Loading parent `index`'s children failed for `reason`: the status row says so.
    package mutating func childrenFailed(_ index: Int, reason: String) -> [ExpandableTreeChange] {
        guard validParent(index), parents[index].children == .loading || parents[index].children == .unloaded else { return [] }
        var parent = parents[index]
        parent.children = .failed(reason)
        _ = setParent(parent, at: index)
        guard parent.expanded, let top = row(ofParent: index) else { return [] }
        return [.updated(top + 1..<top + 2)]
    }

    /// Asks again for parent `index`'s children after a failure: the status row says "Loading…".
    package mutating func retry(_ index: Int) -> [ExpandableTreeChange] {
        guard validParent(index), case .failed = parents[index].children else { return [] }
        var parent = parents[index]
        parent.children = .loading
        _ = setParent(parent, at: index)
        guard parent.expanded, let top = row(ofParent: index) else { return [] }
        return [.updated(top + 1..<top + 2)]
    }

    // MARK: The app's changes

    /// Inserts parents at `index` (clamped), each with its id (nil in a tree of parents known by
    /// their place only) and children's state.
    package mutating func insertParents(_ new: [(id: ID?, children: ExpandableChildren)], at index: Int) -> [ExpandableTreeChange] {
        guard !new.isEmpty else { return [] }
        let index = min(max(0, index), parentCount)
        let top = index == parentCount ? rowCount : (row(ofParent: index) ?? rowCount)
        parents.insert(contentsOf: new.map { Parent(id: $0.id, children: $0.children, expanded: false) }, at: index)
        return [insertRows(new.count, at: top)]
    }

    /// Appends results `range` of a search of `whole` (`filter`'s, in `whole`'s places): each
    /// parent closed, or open at its matching children (``TreeFilter/Shown``), their rows with
    /// them, as one change. Nothing is made per result but its node: a search's results
    /// come in a screenful, then tens of thousands, at a time.
    package mutating func appendResults(
        _ range: Range<Int>, of filter: TreeFilter,
        in whole: ExpandableTree<ID>
    ) -> ExpandableTreeChange? {
        guard !range.isEmpty else { return nil }
        let top = rowCount
        let rows = parents.append(resultsOf: whole.parents, range, of: filter)
        return insertRows(rows, at: top)
    }

    /// Inserts one parent at `index` (clamped) whose children are `children`, open or not
    /// (a search's result found after an edit: open at its matching children).
    package mutating func insertParent(children: ExpandableChildren, open: Bool, at index: Int) -> [ExpandableTreeChange] {
        let index = min(max(0, index), parentCount)
        let top = index == parentCount ? rowCount : (row(ofParent: index) ?? rowCount)
        let parent = Parent(id: nil, children: children, expanded: open)
        parents.insert(parent, at: index)
        return [insertRows(parent.span, at: top)]
    }

    /// Parent `index` now has children `children`, open or not (a search's result that shows
    /// other children after an edit): its row re-binds, and the rows beneath it go and the new
    /// ones come. A focus beneath it stays as far down as it was, within the parent's rows.
    package mutating func replaceParent(_ index: Int, children: ExpandableChildren, open: Bool) -> [ExpandableTreeChange] {
        guard validParent(index), let top = row(ofParent: index) else { return [] }
        let old = parents[index].span
        let focus = focusedRow.flatMap { (top + 1..<top + old).contains($0) ? $0 - top : nil }
        var changes: [ExpandableTreeChange] = [.updated(top..<top + 1)]
        if old > 1 {
            _ = setParent(Parent(id: parents[index].id, children: .loaded(0), expanded: false), at: index)
            changes.append(removeRows(top + 1..<top + old, focusTo: top))
        }
        let added = setParent(Parent(id: parents[index].id, children: children, expanded: open), at: index)
        if added > 0 { changes.append(insertRows(added, at: top + 1)) }
        if let focus { focusedRow = top + min(focus, added) }
        return changes
    }

    /// Removes parents `range` (clamped) with their rows.
    package mutating func removeParents(_ range: Range<Int>) -> [ExpandableTreeChange] {
        let range = range.clamped(to: 0..<parentCount)
        guard !range.isEmpty, let top = row(ofParent: range.lowerBound) else { return [] }
        let bottom = range.upperBound == parentCount ? rowCount : (row(ofParent: range.upperBound) ?? rowCount)
        parents.remove(range)
        return [removeRows(top..<bottom, focusTo: top)]
    }

    /// Parent `index` changed (the row re-binds).
    package mutating func updateParent(_ index: Int) -> [ExpandableTreeChange] {
        guard let top = row(ofParent: index) else { return [] }
        return [.updated(top..<top + 1)]
    }

    /// Moves parent `from` (with its children) so that it sits at `to`.
    package mutating func moveParent(from: Int, to: Int) -> [ExpandableTreeChange] {
        guard validParent(from), validParent(to), from != to, let top = row(ofParent: from) else { return [] }
        let parent = parents[from]
        let span = parent.span
        let focus = focusedRow.flatMap { (top..<top + span).contains($0) ? $0 - top : nil }
        var changes = [removeRows(top..<top + span, focusTo: nil)]
        parents.remove(at: from)
        let newTop = to == parentCount ? rowCount : (row(ofParent: to) ?? rowCount)
        parents.insert(parent, at: to)
        changes.append(insertRows(span, at: newTop))
        if let focus { focusedRow = newTop + focus }
        return changes
    }

    /// Children `range` of parent `index` were inserted (`count` new ones at `range.lowerBound`).
    package mutating func insertChildren(_ count: Int, at child: Int, of index: Int) -> [ExpandableTreeChange] {
        guard count > 0, validParent(index), case let .loaded(old) = parents[index].children else { return [] }
        var parent = parents[index]
        let child = min(max(0, child), old)
        parent.children = .loaded(old + count)
        let added = setParent(parent, at: index)
        guard added > 0, let top = row(ofParent: index) else { return [] }
        return [insertRows(added, at: top + 1 + child)]
    }

    /// Children `range` of parent `index` were removed. A parent left with none stays open
    /// (``isOpen(_:)``): children inserted later show beneath it.
    package mutating func removeChildren(_ range: Range<Int>, of index: Int) -> [ExpandableTreeChange] {
        guard validParent(index), case let .loaded(old) = parents[index].children else { return [] }
        let range = range.clamped(to: 0..<old)
        guard !range.isEmpty, let top = row(ofParent: index) else { return [] }
        var parent = parents[index]
        let wasOpen = parent.expanded
        parent.children = .loaded(old - range.count)
        _ = setParent(parent, at: index)
        guard wasOpen else { return [] }
        return [removeRows(top + 1 + range.lowerBound..<top + 1 + range.upperBound, focusTo: top)]
    }

    /// Parent `index`'s children are now `count` others, loaded (whatever they were: not
    /// loaded, loading, failed, or loaded before). An open parent keeps its first child rows,
    /// as many as it has children now (they re-bind), and the rest go or come at their end;
    /// with none, it stays open showing nothing beneath (``isOpen(_:)``). A focused child row
    /// that goes hands the focus to the last child (or the parent).
    ///
    ///     var tree = ExpandableTree(childCounts: [3, 1], expanded: [0])
    ///     tree.setChildren(1, of: 0)
    ///     print(tree.rowCount)   // 3: the parent, its one child, the next parent
    @discardableResult
    package mutating func setChildren(_ count: Int, of index: Int) -> [ExpandableTreeChange] {
        guard validParent(index), let top = row(ofParent: index) else { return [] }
        var parent = parents[index]
        let count = max(0, count)
        let shown = parent.span - 1
        var kept = 0
        if parent.expanded, case let .loaded(old) = parent.children { kept = min(old, count) }
        parent.children = .loaded(count)
        _ = setParent(parent, at: index)
        var changes: [ExpandableTreeChange] = []
        if shown > kept { changes.append(removeRows(top + 1 + kept..<top + 1 + shown, focusTo: top + kept)) }
        let now = parent.span - 1
        if now > kept { changes.append(insertRows(now - kept, at: top + 1 + kept)) }
        if kept > 0 { changes.append(.updated(top + 1..<top + 1 + kept)) }
        return changes
    }

    /// Child `child` of parent `index` changed (its row re-binds if shown).
    package mutating func updateChild(_ child: Int, of index: Int) -> [ExpandableTreeChange] {
        guard let position = row(of: .child(parent: index, index: child)) else { return [] }
        return [.updated(position..<position + 1)]
    }

    // MARK: Focus

    /// Moves the focus to visible row `position`, clamped to the rows (nil clears it).
    package mutating func focus(row position: Int?) {
        guard let position, rowCount > 0 else {
            focusedRow = nil
            return
        }
        focusedRow = min(max(0, position), rowCount - 1)
    }

    /// The visible rows computed from scratch (what ``visibleRows`` always equals; for tests).
    package func flatten() -> [ExpandableTreeRow] { visibleRows }

    // MARK: Rows

    func validParent(_ index: Int) -> Bool { index >= 0 && index < parents.count }

    static func count(_ children: ExpandableChildren) -> Int {
        if case let .loaded(count) = children { return count }
        return 0
    }

    /// Loading, or failed: shown as a status row.
    static func isPending(_ children: ExpandableChildren) -> Bool {
        switch children {
        case .loading, .failed: return true
        case .loaded, .unloaded: return false
        }
    }

    static func expandable(_ children: ExpandableChildren) -> Bool {
        children != .loaded(0)
    }

    /// Stores `parent` at `index` and returns how many rows it shows more than before.
    mutating func setParent(_ parent: Parent, at index: Int) -> Int {
        let before = parents.span(at: index)
        parents[index] = parent
        return parent.span - before
    }

    /// `count` rows came in at `position`: the focus follows.
    mutating func insertRows(_ count: Int, at position: Int) -> ExpandableTreeChange {
        follow(.inserted(position..<position + count))
        return .inserted(position..<position + count)
    }

    /// The rows of `range` went: the focus follows (a focus inside goes to `focusTo`,
    /// else to the row that took its place).
    mutating func removeRows(_ range: Range<Int>, focusTo: Int?) -> ExpandableTreeChange {
        let focusWent = focusedRow.map(range.contains) ?? false
        follow(.removed(range))
        if focusWent, let focusTo { focusedRow = rowCount > 0 ? min(max(0, focusTo), rowCount - 1) : nil }
        return .removed(range)
    }

    /// The focus follows `edit` (``RowTracker``).
    private mutating func follow(_ edit: RowEdit) {
        focusedRow = RowTracker.handOver(focusedRow, through: [edit], count: rowCount)
    }
}

extension ExpandableTree where ID == Int {
    /// A tree of parents with `childCounts` children each (identified by their index), the
    /// parents in `expanded` open (indices out of range or of parents without children are ignored).
    package init(childCounts: [Int], expanded: Set<Int> = []) {
        self.init(
            parents: childCounts.enumerated().map { (id: $0.offset, children: .loaded(max(0, $0.element))) },
            expanded: expanded)
    }
}
