import FoldoutModel
import Testing

/// The obvious model of an expandable tree: an array of parents, each with its children's
/// names; every row is named ("p3", "p3/c7", "p3:status") so that a view's copy can be checked.
struct NaiveTree {
    struct Parent {
        var id: String
        var children: ExpandableChildren
        var names: [String] = []
        var expanded = false
    }

    var parents: [Parent]
    var serial = 0

    init<ID: LosslessStringConvertible>(_ tree: ExpandableTree<ID>) {
        parents = (0..<tree.parentCount).map { index in
            Parent(
                id: tree.id(ofParent: index).map { "\($0)" } ?? "", children: tree.children(of: index),
                names: (0..<tree.childCount(of: index)).map { "c\($0)" }, expanded: tree.isOpen(index))
        }
        serial = tree.parentCount
    }

    var labels: [String] {
        var rows: [String] = []
        for parent in parents {
            rows.append(parent.id)
            guard parent.expanded else { continue }
            switch parent.children {
            case .loaded: rows += parent.names.map { "\(parent.id)/\($0)" }
            case .loading, .failed: rows.append("\(parent.id):status")
            case .unloaded: break
            }
        }
        return rows
    }

    /// The name of what the tree shows at a row.
    func label(_ row: ExpandableTreeRow) -> String {
        switch row {
        case let .parent(index): parents[index].id
        case let .child(parent, index): "\(parents[parent].id)/\(parents[parent].names[index])"
        case let .status(parent): "\(parents[parent].id):status"
        }
    }

    mutating func newNames(_ count: Int) -> [String] {
        defer { serial += count }
        return (serial..<serial + count).map { "n\($0)" }
    }
}

/// A view's copy of the rows, kept only from the changes (rows inserted or re-bound are "?").
private struct TreeMirror {
    var rows: [String]

    mutating func apply(_ changes: [ExpandableTreeChange], sourceLocation: SourceLocation = #_sourceLocation) {
        for change in changes {
            switch change {
            case let .inserted(range):
                guard range.lowerBound >= 0, range.lowerBound <= rows.count else {
                    Issue.record("\(change) does not apply to \(rows.count) rows", sourceLocation: sourceLocation)
                    return
                }
                rows.insert(contentsOf: Array(repeating: "?", count: range.count), at: range.lowerBound)
            case let .removed(range):
                guard range.lowerBound >= 0, range.upperBound <= rows.count else {
                    Issue.record("\(change) does not apply to \(rows.count) rows", sourceLocation: sourceLocation)
                    return
                }
                rows.removeSubrange(range)
            case let .updated(range):
                guard range.lowerBound >= 0, range.upperBound <= rows.count else {
                    Issue.record("\(change) does not apply to \(rows.count) rows", sourceLocation: sourceLocation)
                    return
                }
                rows.replaceSubrange(range, with: Array(repeating: "?", count: range.count))
            }
        }
    }
}

/// The height the view measures for a row (a parent 48, a child 30 to 92 by its name).
private func measuredHeight(_ label: String) -> Int {
    label.contains("/") ? 30 + label.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 63 } : 48
}

/// Checks every way of naming a row against the model: positions, parents and focus.
private func verify<ID: LosslessStringConvertible>(
    _ tree: inout ExpandableTree<ID>, _ model: NaiveTree, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let labels = model.labels
    let note = Comment(rawValue: context)
    #expect(tree.parentCount == model.parents.count, note, sourceLocation: sourceLocation)
    #expect(tree.rowCount == labels.count, note, sourceLocation: sourceLocation)
    #expect(tree.visibleRows.map { model.label($0) } == labels, note, sourceLocation: sourceLocation)
    guard tree.rowCount == labels.count else { return }
    for position in 0..<labels.count {
        guard let row = tree.row(at: position) else {
            Issue.record("no row at \(position) \(context)", sourceLocation: sourceLocation)
            return
        }
        if tree.row(of: row) != position {
            Issue.record("\(row) at \(position) says it is at \(String(describing: tree.row(of: row))) \(context)", sourceLocation: sourceLocation)
            return
        }
    }
    #expect(tree.row(at: labels.count) == nil && tree.row(at: -1) == nil, note, sourceLocation: sourceLocation)
    for (index, parent) in model.parents.enumerated() {
        #expect(tree.id(ofParent: index).map { "\($0)" } == parent.id, note, sourceLocation: sourceLocation)
        #expect(ID(parent.id).flatMap { tree.index(ofParent: $0) } == index, note, sourceLocation: sourceLocation)
        #expect(tree.children(of: index) == parent.children && tree.isOpen(index) == parent.expanded, note, sourceLocation: sourceLocation)
        #expect(tree.isExpanded(index) == (parent.expanded && parent.children != .loaded(0)), note, sourceLocation: sourceLocation)
        #expect(tree.row(ofParent: index).map { labels[$0] } == parent.id, note, sourceLocation: sourceLocation)
    }
    #expect(tree.childCounts == model.parents.map { if case let .loaded(count) = $0.children { count } else { 0 } }, note, sourceLocation: sourceLocation)
    #expect(Set(tree.expandedIDs.map { "\($0)" }) == Set(model.parents.filter(\.expanded).map(\.id)), note, sourceLocation: sourceLocation)
    if let focus = tree.focusedRow { #expect(focus >= 0 && focus < labels.count, note, sourceLocation: sourceLocation) }
}

/// The heights of a view that showed every row of `model` and measured it.
private func measuredHeights(_ model: NaiveTree) -> RowHeights {
    var heights = RowHeights(count: model.labels.count)
    for (position, label) in model.labels.enumerated() { heights.setHeight(measuredHeight(label), at: position) }
    return heights
}

/// Runs `step` on the tree and `modelStep` on the model, then checks the changes with a view's
/// copy of the rows and its heights following the changes' edits, as the viewport's do (rows
/// kept keep their heights, new and re-bound ones are estimated), and that the focus stays on
/// its row while that row is shown. Returns the changes.
@discardableResult
func step<ID: LosslessStringConvertible>(
    _ tree: inout ExpandableTree<ID>, _ model: inout NaiveTree, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation,
    _ treeStep: (inout ExpandableTree<ID>) -> [ExpandableTreeChange], _ modelStep: (inout NaiveTree) -> Void
) -> [ExpandableTreeChange] {
    var heights = measuredHeights(model)
    let focused = tree.focused.map { model.label($0) }
    var mirror = TreeMirror(rows: model.labels)
    let changes = treeStep(&tree)
    modelStep(&model)
    mirror.apply(changes, sourceLocation: sourceLocation)
    heights.apply(RowEdit.edits(of: changes))
    verify(&tree, model, context, sourceLocation: sourceLocation)
    #expect(tree.invariantViolation() == nil, "\(context)", sourceLocation: sourceLocation)
    let labels = model.labels
    #expect(mirror.rows.count == labels.count, "\(context): \(changes)", sourceLocation: sourceLocation)
    #expect(heights.count == labels.count, "\(context): \(changes)", sourceLocation: sourceLocation)
    guard mirror.rows.count == labels.count, heights.count == labels.count else { return changes }
    for (position, shown) in mirror.rows.enumerated() {
        if shown == "?" {
            #expect(!heights.isMeasured(position), "\(context): \(labels[position]) is new or re-bound", sourceLocation: sourceLocation)
        } else if shown != labels[position] {
            Issue.record("\(context): the view shows \(shown) at \(position) where \(labels[position]) is, after \(changes)", sourceLocation: sourceLocation)
            return changes
        } else if heights.height(of: position) != Double(measuredHeight(shown)) {
            Issue.record("\(context): \(shown) at \(position) lost its height", sourceLocation: sourceLocation)
            return changes
        }
    }
    if let focused, labels.contains(focused) {
        #expect(tree.focused.map { model.label($0) } == focused, "\(context): the focus stays on \(focused)", sourceLocation: sourceLocation)
    } else if focused != nil, !labels.isEmpty {
        #expect(tree.focusedRow != nil, "\(context): the focus goes somewhere", sourceLocation: sourceLocation)
    }
    return changes
}

/// Eight parents of 3, 0, 2, 5, 1, 0, 4 and 2 children; 0, 3 and 6 open.
private func sample() -> ExpandableTree<String> {
    let counts = [3, 0, 2, 5, 1, 0, 4, 2]
    return ExpandableTree(parents: counts.indices.map { (id: String($0), children: .loaded(counts[$0])) }, expanded: ["0", "3", "6"])
}

private func loadedCount(_ children: ExpandableChildren) -> Int {
    if case let .loaded(count) = children { count } else { 0 }
}

private func focusedLabel<ID>(_ tree: ExpandableTree<ID>, _ model: NaiveTree) -> String? { tree.focused.map { model.label($0) } }

@Suite struct ExpandableTreeEngineTests {
    // MARK: Offsets and rows

    @Test func offsetsAndRowsRoundTripAmongMixedHeightsAndOpenParents() {
        var tree = sample()
        let model = NaiveTree(tree)
        #expect(model.labels.count == 8 + 3 + 5 + 4)
        verify(&tree, model)
        let heights = measuredHeights(model)
        var top = 0
        for (position, label) in model.labels.enumerated() {
            #expect(heights.offset(of: position) == Double(top), "\(label)")
            #expect(heights.row(atOffset: Double(top)) == position)
            #expect(heights.row(atOffset: Double(top + measuredHeight(label)) - 0.5) == position)
            top += measuredHeight(label)
        }
        #expect(heights.totalHeight == Double(top))
        #expect(tree.row(at: 4) == .parent(1) && tree.row(at: 5) == .parent(2) && tree.row(at: 6) == .parent(3))
        #expect(tree.row(at: 9) == .child(parent: 3, index: 2) && tree.row(at: 18) == .child(parent: 6, index: 3))
        #expect(tree.row(at: 19) == .parent(7) && tree.row(at: 20) == nil)
        #expect(tree.row(of: .child(parent: 2, index: 0)) == nil, "a closed parent's children are not shown")
        #expect(tree.row(of: .child(parent: 3, index: 5)) == nil && tree.row(of: .status(parent: 3)) == nil)
        #expect(tree.row(ofParent: 8) == nil && tree.row(ofParent: -1) == nil)
    }

    /// Expand all opens every parent that has (or may have) children as one change of the rows,
    /// collapse all closes them; the focus keeps its row (a child's goes to its parent).
    @Test func expandAllAndCollapseAllAreOneChangeEach() {
        var tree = ExpandableTree(parents: [("a", .loaded(2)), ("b", .loaded(0)), ("c", .unloaded), ("d", .loaded(1))], expanded: ["d"])
        tree.focus(row: 3) // d
        #expect(tree.expandAll() == [.removed(0..<5), .inserted(0..<8)])
        #expect(
            tree.visibleRows == [
                .parent(0), .child(parent: 0, index: 0), .child(parent: 0, index: 1), .parent(1), .parent(2),
                .status(parent: 2), .parent(3), .child(parent: 3, index: 0),
            ])
        #expect(tree.children(of: 2) == .loading)
        #expect(tree.focused == .parent(3))
        #expect(tree.expandAll().isEmpty)
        tree.focus(row: 2) // a's second child
        #expect(tree.collapseAll() == [.removed(0..<8), .inserted(0..<4)])
        #expect(tree.focused == .parent(0))
    }

    @Test func openingAndClosingMovesTheHeightsBelow() {
        var tree = sample()
        var model = NaiveTree(tree)
        step(&tree, &model, "expand 2", { [$0.expand(2)].compactMap { $0 } }, { $0.parents[2].expanded = true })
        step(&tree, &model, "collapse 3", { [$0.collapse(3)].compactMap { $0 } }, { $0.parents[3].expanded = false })
        step(&tree, &model, "collapse 0", { [$0.collapse(0)].compactMap { $0 } }, { $0.parents[0].expanded = false })
        step(&tree, &model, "expand 7", { [$0.expand(7)].compactMap { $0 } }, { $0.parents[7].expanded = true })
        step(&tree, &model, "toggle 6", { [$0.toggle(6)].compactMap { $0 } }, { $0.parents[6].expanded = false })
        step(&tree, &model, "expand 5 (no children)", { [$0.expand(5)].compactMap { $0 } }, { _ in })
    }

    // MARK: Lazy children

    private func lazy() -> ExpandableTree<String> {
        ExpandableTree(parents: [("a", .loaded(2)), ("b", .unloaded), ("c", .unloaded), ("d", .loaded(1))], expanded: ["a"])
    }

    @Test func expandingAnUnloadedParentShowsAStatusRowUntilItsChildrenArrive() {
        var tree = lazy()
        var model = NaiveTree(tree)
        #expect(tree.isExpandable(1) && tree.childCount(of: 1) == 0)
        var changes = step(
            &tree, &model, "expand b", { [$0.expand(1)].compactMap { $0 } },
            {
                $0.parents[1].expanded = true
                $0.parents[1].children = .loading
            })
        #expect(changes == [.inserted(4..<5)] && tree.row(at: 4) == .status(parent: 1) && tree.children(of: 1) == .loading)
        tree.focus(row: 4)
        let names = model.newNames(3)
        changes = step(
            &tree, &model, "b loaded", { $0.childrenLoaded(1, count: 3) },
            {
                $0.parents[1].children = .loaded(3)
                $0.parents[1].names = names
            })
        #expect(changes == [.removed(4..<5), .inserted(4..<7)])
        #expect(tree.focused == .parent(1), "the status row's focus goes to its parent")
    }

    @Test func childrenLoadedWithNoneLeaveTheParentOpenForTheChildrenToCome() {
        var tree = lazy()
        var model = NaiveTree(tree)
        _ = tree.expand(2)
        model.parents[2].expanded = true
        model.parents[2].children = .loading
        tree.focus(row: 5)
        #expect(tree.focused == .status(parent: 2))
        let changes = step(&tree, &model, "c loaded empty", { $0.childrenLoaded(2, count: 0) }, { $0.parents[2].children = .loaded(0) })
        #expect(changes == [.removed(5..<6)] && !tree.isExpandable(2) && tree.focused == .parent(2))
        #expect(tree.isOpen(2) && !tree.isExpanded(2), "open, with nothing to show")
        #expect(tree.expand(2) == nil && tree.collapse(2) == nil && tree.toggle(2) == nil)
        // The children that come show beneath it.
        let names = model.newNames(2)
        let came = step(&tree, &model, "c gets two", { $0.insertChildren(2, at: 0, of: 2) }) {
            $0.parents[2].children = .loaded(2)
            $0.parents[2].names = names
        }
        #expect(came == [.inserted(5..<7)] && tree.isExpanded(2))
    }

    @Test func aFailureShowsOnTheStatusRowAndRetryLoadsAgain() {
        var tree = lazy()
        var model = NaiveTree(tree)
        step(
            &tree, &model, "expand b", { [$0.expand(1)].compactMap { $0 } },
            {
                $0.parents[1].expanded = true
                $0.parents[1].children = .loading
            })
        var changes = step(&tree, &model, "b failed", { $0.childrenFailed(1, reason: "offline") }, { $0.parents[1].children = .failed("offline") })
        #expect(changes == [.updated(4..<5)] && tree.row(at: 4) == .status(parent: 1))
        #expect(tree.childrenFailed(1, reason: "again") == [], "only a load in progress fails")
        changes = step(&tree, &model, "retry b", { $0.retry(1) }, { $0.parents[1].children = .loading })
        #expect(changes == [.updated(4..<5)] && tree.children(of: 1) == .loading)
        #expect(tree.retry(1) == [] && tree.retry(0) == [], "nothing failed")
        let names = model.newNames(2)
        changes = step(
            &tree, &model, "b loaded", { $0.childrenLoaded(1, count: 2) },
            {
                $0.parents[1].children = .loaded(2)
                $0.parents[1].names = names
            })
        #expect(changes == [.removed(4..<5), .inserted(4..<6)])
    }

    @Test func childrenArrivingForAClosedParentShowNothingUntilItOpens() {
        var tree = lazy()
        var model = NaiveTree(tree)
        step(
            &tree, &model, "expand c", { [$0.expand(2)].compactMap { $0 } },
            {
                $0.parents[2].expanded = true
                $0.parents[2].children = .loading
            })
        step(&tree, &model, "collapse c", { [$0.collapse(2)].compactMap { $0 } }, { $0.parents[2].expanded = false })
        let names = model.newNames(4)
        let changes = step(
            &tree, &model, "c loaded", { $0.childrenLoaded(2, count: 4) },
            {
                $0.parents[2].children = .loaded(4)
                $0.parents[2].names = names
            })
        #expect(changes == [])
        step(&tree, &model, "expand c", { [$0.expand(2)].compactMap { $0 } }, { $0.parents[2].expanded = true })
        // A failure while closed: opening shows it.
        step(&tree, &model, "b failed closed", { $0.childrenFailed(1, reason: "offline") }, { $0.parents[1].children = .failed("offline") })
        step(&tree, &model, "expand b", { [$0.expand(1)].compactMap { $0 } }, { $0.parents[1].expanded = true })
        #expect(tree.row(at: 4) == .status(parent: 1))
    }

    @Test func childrenLoadedAgainReplaceTheShownOnes() {
        var tree = lazy()
        var model = NaiveTree(tree)
        tree.focus(row: 2) // a's second child
        var names = model.newNames(5)
        step(
            &tree, &model, "a reloaded with more", { $0.childrenLoaded(0, count: 5) },
            {
                $0.parents[0].children = .loaded(5)
                $0.parents[0].names = names
            })
        #expect(tree.focused == .parent(0))
        names = model.newNames(1)
        step(
            &tree, &model, "a reloaded with fewer", { $0.childrenLoaded(0, count: 1) },
            {
                $0.parents[0].children = .loaded(1)
                $0.parents[0].names = names
            })
        step(
            &tree, &model, "a reloaded with none", { $0.childrenLoaded(0, count: 0) },
            {
                $0.parents[0].children = .loaded(0)
                $0.parents[0].names = []
            })
        names = model.newNames(2)
        step(
            &tree, &model, "d reloaded closed", { $0.childrenLoaded(3, count: 2) },
            {
                $0.parents[3].children = .loaded(2)
                $0.parents[3].names = names
            })
    }

    @Test func openParentsWhoseChildrenAreUnloadedStartLoading() {
        let tree = ExpandableTree(parents: [("a", .unloaded), ("b", .loaded(0)), ("c", .failed("x"))], expanded: ["a", "b", "c"])
        #expect(tree.children(of: 0) == .loading && tree.isExpanded(0) && !tree.isExpanded(1) && tree.isExpanded(2))
        #expect(tree.isOpen(1), "open, for the children to come")
        #expect(tree.visibleRows == [.parent(0), .status(parent: 0), .parent(1), .parent(2), .status(parent: 2)])
    }

    // MARK: The app's changes to parents

    @Test(arguments: [0, 4, 8])
    func insertingParentsKeepsTheFocusOnItsRow(at index: Int) {
        var tree = sample()
        var model = NaiveTree(tree)
        for focus in [0, 9, 20] {
            tree.focus(row: focus)
            let ids = ["x\(index)-\(focus)", "y\(index)-\(focus)"]
            step(&tree, &model, "insert at \(index)", { $0.insertParents(ids.map { ($0, .loaded(2)) }, at: index) }) {
                $0.parents.insert(contentsOf: ids.map { NaiveTree.Parent(id: $0, children: .loaded(2), names: ["c0", "c1"]) }, at: index)
            }
        }
        #expect(tree.insertParents([], at: 0) == [])
    }

    @Test(arguments: [(0..<1, 2, "1"), (0..<1, 5, "2"), (3..<5, 9, "5"), (6..<8, 16, "5"), (0..<8, 0, nil)] as [(Range<Int>, Int, String?)])
    func removingParentsFocusesTheRowTakingTheirPlace(range: Range<Int>, focus: Int, focused: String?) {
        var tree = sample()
        var model = NaiveTree(tree)
        tree.focus(row: focus)
        step(&tree, &model, "remove \(range)", { $0.removeParents(range) }, { $0.parents.removeSubrange(range) })
        #expect(focusedLabel(tree, model) == focused)
        #expect(tree.removeParents(20..<30) == [])
    }

    @Test(arguments: [0, 3, 7])
    func updatingAParentReBindsItsRowOnly(index: Int) {
        var tree = sample()
        var model = NaiveTree(tree)
        tree.focus(row: 6)
        let changes = step(&tree, &model, "update \(index)", { $0.updateParent(index) }, { _ in })
        #expect(changes == [.updated(tree.row(ofParent: index)!..<tree.row(ofParent: index)! + 1)])
        #expect(tree.focusedRow == 6)
        #expect(tree.updateParent(8) == [])
    }

    @Test(arguments: [(0, 7), (3, 0), (7, 0), (3, 7), (6, 2), (2, 5)])
    func movingAParentTakesItsChildrenAndTheFocus(from: Int, to: Int) {
        for focus in [0, 7, 8, 17, 19] {
            var tree = sample()
            var model = NaiveTree(tree)
            tree.focus(row: focus)
            step(&tree, &model, "move \(from) to \(to), focus \(focus)", { $0.moveParent(from: from, to: to) }) {
                $0.parents.insert($0.parents.remove(at: from), at: to)
            }
        }
    }

    // MARK: The app's changes to children

    @Test(arguments: [0, 2, 5])
    func insertingChildrenOfAnOpenParent(at child: Int) {
        var tree = sample()
        var model = NaiveTree(tree)
        tree.focus(row: 8) // parent 3's second child
        let names = model.newNames(3)
        let changes = step(&tree, &model, "insert at \(child)", { $0.insertChildren(3, at: child, of: 3) }) {
            $0.parents[3].names.insert(contentsOf: names, at: child)
            $0.parents[3].children = .loaded(8)
        }
        #expect(changes == [.inserted(7 + child..<10 + child)])
        #expect(tree.focusedRow == (child <= 1 ? 11 : 8))
    }

    @Test func insertingChildrenOfAClosedOrUnloadedParentShowsNothing() {
        var tree = sample()
        var model = NaiveTree(tree)
        let names = model.newNames(2)
        let changes = step(&tree, &model, "insert into closed 2", { $0.insertChildren(2, at: 1, of: 2) }) {
            $0.parents[2].names.insert(contentsOf: names, at: 1)
            $0.parents[2].children = .loaded(4)
        }
        #expect(changes == [] && tree.childCount(of: 2) == 4)
        var lazy = ExpandableTree(parents: [("a", .unloaded)])
        #expect(lazy.insertChildren(2, at: 0, of: 0) == [] && lazy.children(of: 0) == .unloaded)
        #expect(tree.insertChildren(0, at: 0, of: 3) == [] && tree.insertChildren(1, at: 0, of: 9) == [])
    }

    @Test(
        arguments: [(0..<1, 7, "3"), (1..<3, 8, "3"), (3..<5, 10, "3"), (0..<5, 9, "3"), (0..<2, 11, "3/c4"), (1..<2, 6, "3")] as [(Range<Int>, Int, String)])
    func removingChildren(range: Range<Int>, focus: Int, focused: String) {
        var tree = sample()
        var model = NaiveTree(tree)
        model.parents[3].names = (0..<5).map { "c\($0)" }
        tree.focus(row: focus)
        step(&tree, &model, "remove \(range)", { $0.removeChildren(range, of: 3) }) {
            $0.parents[3].names.removeSubrange(range)
            $0.parents[3].children = .loaded(5 - range.count)
        }
        #expect(focusedLabel(tree, model) == focused)
    }

    @Test func removingChildrenOfAClosedParentShowsNothing() {
        var tree = sample()
        var model = NaiveTree(tree)
        let changes = step(&tree, &model, "remove from closed 2", { $0.removeChildren(0..<1, of: 2) }) {
            $0.parents[2].names.removeFirst()
            $0.parents[2].children = .loaded(1)
        }
        #expect(changes == [])
        #expect(tree.removeChildren(5..<9, of: 3) == [] && tree.removeChildren(0..<1, of: 9) == [])
    }

    @Test(arguments: [0, 2, 4])
    func updatingAChildReBindsItsRowIfShown(child: Int) {
        var tree = sample()
        var model = NaiveTree(tree)
        tree.focus(row: 7)
        let changes = step(&tree, &model, "update \(child)", { $0.updateChild(child, of: 3) }, { _ in })
        #expect(changes == [.updated(7 + child..<8 + child)] && tree.focusedRow == 7)
        #expect(tree.updateChild(0, of: 2) == [], "parent 2 is closed")
        #expect(tree.updateChild(5, of: 3) == [])
    }

    // MARK: Random sequences against the model

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomSequencesMatchTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var tree = ExpandableTree(parents: [("p0", .loaded(2)), ("p1", .unloaded), ("p2", .loaded(0)), ("p3", .loaded(3))], expanded: ["p0"])
        var model = NaiveTree(tree)
        for index in 0..<200 {
            let parents = model.parents.count
            let parent = Int.random(in: 0..<max(1, parents), using: &random)
            if Bool.random(using: &random) { tree.focus(row: Int.random(in: 0..<max(1, tree.rowCount), using: &random)) }
            let context = "seed \(seed), step \(index)"
            guard parents > 0 else {
                let id = "p\(model.serial)"
                model.serial += 1
                step(&tree, &model, context, { $0.insertParents([(id, .unloaded)], at: 0) }, { $0.parents.append(.init(id: id, children: .unloaded)) })
                continue
            }
            let current = model.parents[parent]
            let loaded: Int? = if case let .loaded(count) = current.children { count } else { nil }
            switch Int.random(in: 0..<13, using: &random) {
            case 0:
                step(&tree, &model, "\(context): toggle \(parent)", { [$0.toggle(parent)].compactMap { $0 } }) {
                    guard $0.parents[parent].children != .loaded(0) else { return }
                    $0.parents[parent].expanded.toggle()
                    if $0.parents[parent].children == .unloaded { $0.parents[parent].children = .loading }
                }
            case 1:
                let count = Int.random(in: 0...4, using: &random)
                let names = model.newNames(count)
                step(&tree, &model, "\(context): \(parent) loaded \(count)", { $0.childrenLoaded(parent, count: count) }) {
                    $0.parents[parent].children = .loaded(count)
                    $0.parents[parent].names = names
                }
            case 2:
                step(&tree, &model, "\(context): \(parent) failed", { $0.childrenFailed(parent, reason: "r") }) {
                    if [.loading, .unloaded].contains($0.parents[parent].children) { $0.parents[parent].children = .failed("r") }
                }
            case 3:
                step(&tree, &model, "\(context): retry \(parent)", { $0.retry(parent) }) {
                    if case .failed = $0.parents[parent].children { $0.parents[parent].children = .loading }
                }
            case 4:
                let at = Int.random(in: 0...parents, using: &random)
                let states: [ExpandableChildren] = [.unloaded, .loaded(0), .loaded(2), .failed("r")]
                let new = (0..<Int.random(in: 1...3, using: &random)).map { offset in
                    (id: "p\(model.serial + offset)", children: states[Int.random(in: 0..<4, using: &random)])
                }
                model.serial += new.count
                step(&tree, &model, "\(context): insert \(new.count) at \(at)", { $0.insertParents(new, at: at) }) {
                    $0.parents.insert(
                        contentsOf: new.map {
                            NaiveTree.Parent(
                                id: $0.id, children: $0.children,
                                names: (0..<loadedCount($0.children)).map { "c\($0)" })
                        }, at: at)
                }
            case 5:
                let range = parent..<min(parents, parent + Int.random(in: 1...2, using: &random))
                step(&tree, &model, "\(context): remove \(range)", { $0.removeParents(range) }, { $0.parents.removeSubrange(range) })
            case 6:
                step(&tree, &model, "\(context): update \(parent)", { $0.updateParent(parent) }, { _ in })
            case 7:
                let to = Int.random(in: 0..<parents, using: &random)
                step(&tree, &model, "\(context): move \(parent) to \(to)", { $0.moveParent(from: parent, to: to) }) {
                    $0.parents.insert($0.parents.remove(at: parent), at: to)
                }
            case 8 where loaded != nil:
                let at = Int.random(in: 0...loaded!, using: &random)
                let count = Int.random(in: 1...3, using: &random)
                let names = model.newNames(count)
                step(&tree, &model, "\(context): insert \(count) children at \(at) of \(parent)", { $0.insertChildren(count, at: at, of: parent) }) {
                    $0.parents[parent].names.insert(contentsOf: names, at: at)
                    $0.parents[parent].children = .loaded(loaded! + count)
                }
            case 9 where (loaded ?? 0) > 0:
                let start = Int.random(in: 0..<loaded!, using: &random)
                let range = start..<min(loaded!, start + Int.random(in: 1...2, using: &random))
                step(&tree, &model, "\(context): remove children \(range) of \(parent)", { $0.removeChildren(range, of: parent) }) {
                    $0.parents[parent].names.removeSubrange(range)
                    $0.parents[parent].children = .loaded(loaded! - range.count)
                }
            case 10 where (loaded ?? 0) > 0:
                let child = Int.random(in: 0..<loaded!, using: &random)
                step(&tree, &model, "\(context): update child \(child) of \(parent)", { $0.updateChild(child, of: parent) }, { _ in })
            default:
                step(&tree, &model, "\(context): expand \(parent)", { [$0.expand(parent)].compactMap { $0 } }) {
                    guard $0.parents[parent].children != .loaded(0), !$0.parents[parent].expanded else { return }
                    $0.parents[parent].expanded = true
                    if $0.parents[parent].children == .unloaded { $0.parents[parent].children = .loading }
                }
            }
            if tree.rowCount != model.labels.count { break }
        }
    }

    // MARK: Long trees

    @Test func aMillionParentsWithSomeOpenRoundTrip() {
        let count = 1_000_000
        let counts = (0..<count).map { $0 % 7 == 0 ? 0 : 1 + $0 % 5 }
        let open = Set(stride(from: 1, to: count, by: 1_000))
        var tree = ExpandableTree(childCounts: counts, expanded: open)
        let shown = open.reduce(0) { $0 + counts[$1] }
        #expect(tree.parentCount == count && tree.rowCount == count + shown)
        // Row of each parent: itself plus the open children above it.
        for parent in [0, 1, 2, 999, 1_001, 1_002, 500_001, 500_002, 999_001, 999_002, 999_999] {
            let above = open.filter { $0 < parent }.reduce(0) { $0 + counts[$1] }
            let row = parent + above
            #expect(tree.row(ofParent: parent) == row, "parent \(parent)")
            #expect(tree.row(at: row) == .parent(parent), "parent \(parent)")
            #expect(tree.index(ofParent: parent) == parent)
            if open.contains(parent), counts[parent] > 0 {
                #expect(tree.row(at: row + counts[parent]) == .child(parent: parent, index: counts[parent] - 1))
                #expect(tree.row(of: .child(parent: parent, index: counts[parent] - 1)) == row + counts[parent])
            }
        }
        #expect(tree.row(at: tree.rowCount - 1) == .parent(999_999))
        // Opening one in the middle moves every row below by its children, at once.
        let middle = tree.row(ofParent: 500_004)!
        tree.focus(row: middle + 10)
        #expect(counts[500_004] == 5)
        #expect(tree.expand(500_004) == .inserted(middle + 1..<middle + 6))
        #expect(tree.row(ofParent: 999_999) == 999_999 + shown + 5)
        #expect(tree.focusedRow == middle + 15 && tree.focused == .parent(500_014))
    }

    @Test func aParentOfTenThousandChildrenOpensAsOneChange() {
        var tree = ExpandableTree(childCounts: [2, 10_000, 3], expanded: [0])
        tree.focus(row: 4)
        #expect(tree.expand(1) == .inserted(4..<10_004))
        #expect(tree.rowCount == 10_005 && tree.focused == .parent(2))
        #expect(tree.row(at: 10_003) == .child(parent: 1, index: 9_999) && tree.row(at: 10_004) == .parent(2))
        tree.focus(row: 5_000)
        #expect(tree.collapse(1) == .removed(4..<10_004))
        #expect(tree.focused == .parent(1) && tree.rowCount == 5)
        var lazy = ExpandableTree(parents: [("big", .unloaded)], expanded: ["big"])
        #expect(lazy.childrenLoaded(0, count: 10_000) == [.removed(1..<2), .inserted(1..<10_001)])
        #expect(lazy.rowCount == 10_001)
    }

    @Test func aSearchsResultsComeInAsTheirWholeTreesNodesShowThem() {
        // Found by themselves (closed, whatever their children's state), by all their children
        // or by some (open at them), in two batches.
        let names = ["tea a", "tea b", "tea c", "d", "tea e", "f", "g"]
        let kids: [[String]?] = [["x", "y"], nil, nil, ["tea 1", "z", "tea 2"], nil, [], ["tea 3", "tea 4"]]
        var whole = ExpandableTree(
            parents: [
                ("a", .loaded(2)), ("b", .unloaded), ("c", .loading), ("d", .loaded(3)),
                ("e", .loading), ("f", .loaded(0)), ("g", .loaded(2)),
            ],
            expanded: ["a"])
        _ = whole.childrenFailed(2, reason: "offline")
        _ = whole.childrenFailed(4, reason: "timeout") // in the second batch
        var keys = TreeSearchKeys(count: names.count)
        var filter = TreeFilter(query: SearchText("TEA"), count: names.count)
        filter.advance(budget: 100, keys: &keys, parentText: { names[$0] }, childTexts: { kids[$0] })
        #expect(filter.isComplete && filter.parents == [0, 1, 2, 3, 4, 6])
        var results = ExpandableTree<String>(count: 0, children: { _ in .loaded(0) })
        #expect(results.appendResults(0..<3, of: filter, in: whole) == .inserted(0..<3))
        #expect(results.appendResults(3..<6, of: filter, in: whole) == .inserted(3..<10))
        #expect(results.appendResults(6..<6, of: filter, in: whole) == nil)
        #expect(
            (0..<6).map { results.children(of: $0) }
                == [.loaded(2), .unloaded, .failed("offline"), .loaded(2), .failed("timeout"), .loaded(2)])
        #expect(
            (0..<6).map { results.isExpanded($0) } == [false, false, false, true, false, true],
            "the first was open in the whole tree, but is found by itself")
        #expect(results.rowCount == 10)
        #expect(results.row(at: 5) == .child(parent: 3, index: 1) && results.row(at: 9) == .child(parent: 5, index: 1))
        #expect(whole.isExpanded(0) && whole.rowCount == 9, "the whole tree is as it was")
    }
}
