/// A row of an expandable list, saying what it shows: a parent, or one of its children.
public enum ExpandableTreeRow: Sendable, Equatable, Hashable {
    /// Parent number `index`.
    case parent(Int)
    /// Child number `index` of parent number `parent`.
    case child(parent: Int, index: Int)

    /// The parent the row belongs to (itself, or a child's parent).
    public var parent: Int {
        switch self {
        case let .parent(index): return index
        case let .child(parent, _): return parent
        }
    }
}

/// A change of the visible rows, for a view to apply.
public enum ExpandableTreeChange: Sendable, Equatable {
    /// Rows now sit at positions `rows` (the rows below moved down).
    case inserted(Range<Int>)
    /// The rows at positions `rows` went (the rows below moved up).
    case removed(Range<Int>)
}

/// Everything an expandable rows view shows, in one value: which parents are expanded, the flat
/// list of rows on show (every parent and, beneath each expanded one, its children), and which
/// row has the keyboard focus. It knows only how many children each parent has; what parents
/// and children are is the app's.
///
/// Expanding and collapsing return the change of the visible rows for a view to apply, and move
/// the focus with the rows (here, in one place): a focused child whose parent collapses hands
/// the focus to its parent.
public struct ExpandableTree: Sendable, Equatable {
    /// The number of children of each parent, in order.
    public let childCounts: [Int]
    /// Which parents are expanded (only ones with children ever are).
    public private(set) var expanded: Set<Int> = []
    /// The rows on show, top to bottom.
    public private(set) var visibleRows: [ExpandableTreeRow] = []
    /// The position (in ``visibleRows``) of the row with the keyboard focus, if any.
    public private(set) var focusedRow: Int?

    /// A tree of parents with `childCounts` children each, the parents in `expanded` expanded
    /// (indices out of range or of parents without children are ignored).
    public init(childCounts: [Int], expanded: Set<Int> = []) {
        self.childCounts = childCounts.map { max(0, $0) }
        self.expanded = expanded.filter { self.childCounts.indices.contains($0) && self.childCounts[$0] > 0 }
        visibleRows = flatten()
    }

    /// The number of parents.
    public var parentCount: Int { childCounts.count }

    /// Whether parent `index` has children to show.
    public func isExpandable(_ index: Int) -> Bool {
        childCounts.indices.contains(index) && childCounts[index] > 0
    }

    /// Whether parent `index` is expanded.
    public func isExpanded(_ index: Int) -> Bool { expanded.contains(index) }

    /// The position of parent `index` among the visible rows.
    public func row(ofParent index: Int) -> Int? {
        visibleRows.firstIndex(of: .parent(index))
    }

    /// The position of `row` among the visible rows, if it is shown.
    public func row(of row: ExpandableTreeRow) -> Int? {
        visibleRows.firstIndex(of: row)
    }

    /// The focused row, if any.
    public var focused: ExpandableTreeRow? {
        focusedRow.map { visibleRows[$0] }
    }

    /// Shows parent `index`'s children beneath it; nil when it is already expanded, has no
    /// children or does not exist.
    public mutating func expand(_ index: Int) -> ExpandableTreeChange? {
        guard isExpandable(index), !expanded.contains(index), let parent = row(ofParent: index) else { return nil }
        let children = (0..<childCounts[index]).map { ExpandableTreeRow.child(parent: index, index: $0) }
        expanded.insert(index)
        visibleRows.insert(contentsOf: children, at: parent + 1)
        if let focus = focusedRow, focus > parent { focusedRow = focus + children.count }
        return .inserted(parent + 1 ..< parent + 1 + children.count)
    }

    /// Hides parent `index`'s children; nil when it is not expanded. A focused child hands the
    /// focus to its parent.
    public mutating func collapse(_ index: Int) -> ExpandableTreeChange? {
        guard expanded.contains(index), let parent = row(ofParent: index) else { return nil }
        let removed = parent + 1 ..< parent + 1 + childCounts[index]
        expanded.remove(index)
        visibleRows.removeSubrange(removed)
        if let focus = focusedRow {
            if removed.contains(focus) {
                focusedRow = parent
            } else if focus >= removed.upperBound {
                focusedRow = focus - removed.count
            }
        }
        return .removed(removed)
    }

    /// Expands a collapsed parent or collapses an expanded one; nil when it has no children.
    public mutating func toggle(_ index: Int) -> ExpandableTreeChange? {
        expanded.contains(index) ? collapse(index) : expand(index)
    }

    /// Moves the focus to visible row `position`, clamped to the rows (nil clears it).
    public mutating func focus(row position: Int?) {
        guard let position, !visibleRows.isEmpty else {
            focusedRow = nil
            return
        }
        focusedRow = min(max(0, position), visibleRows.count - 1)
    }

    /// The visible rows computed from scratch (what ``visibleRows`` always equals).
    public func flatten() -> [ExpandableTreeRow] {
        var rows: [ExpandableTreeRow] = []
        for (index, count) in childCounts.enumerated() {
            rows.append(.parent(index))
            if expanded.contains(index) {
                rows += (0..<count).map { .child(parent: index, index: $0) }
            }
        }
        return rows
    }
}
