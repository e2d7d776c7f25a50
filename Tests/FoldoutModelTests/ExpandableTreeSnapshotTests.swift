import FoldoutModel
import Testing

/// The model's snapshot of a parent: its new children's state and whether it stays open, with
/// the first child rows kept (their names) for as many children as it has now.
private func snapshot(_ model: inout NaiveTree, _ wanted: [(id: String, children: ExpandableChildren)]) {
    var old: [String: NaiveTree.Parent] = [:]
    for parent in model.parents { old[parent.id] = parent }
    var result: [NaiveTree.Parent] = []
    for want in wanted {
        var parent = NaiveTree.Parent(id: want.id, children: want.children)
        let count: Int = if case let .loaded(count) = want.children { count } else { 0 }
        parent.names = model.newNames(count)
        if let was = old[want.id], was.expanded {
            parent.expanded = true
            if parent.children == .unloaded { parent.children = .loading }
            if case let .loaded(before) = was.children, case .loaded = parent.children {
                let kept = min(before, count)
                parent.names.replaceSubrange(0..<kept, with: was.names.prefix(kept))
            }
        }
        result.append(parent)
    }
    model.parents = result
}

/// Snapshots of an expandable tree's parents by identity, and a parent's children set anew,
/// against the naive model: the rows a view keeps are told as kept, open parents and the
/// focus stay with their parents, an id twice is refused and changes nothing.
@Suite struct ExpandableTreeSnapshotTests {
    private func tree() -> ExpandableTree<String> {
        ExpandableTree(
            parents: [("a", .loaded(3)), ("b", .loaded(0)), ("c", .loaded(2)), ("d", .unloaded), ("e", .loaded(1))],
            expanded: ["a", "c"])
    }

    @Test func aSnapshotRemovesInsertsAndMovesByIDKeepingOpenParents() {
        var tree = tree()
        var model = NaiveTree(tree)
        let wanted: [(id: String, children: ExpandableChildren)] = [
            ("e", .loaded(1)), ("new", .loaded(4)), ("c", .loaded(2)),
            ("a", .loaded(1)), ("d", .unloaded),
        ]
        let changes = step(&tree, &model, "snapshot", { (try? $0.replaceAll(wanted)) ?? [] }) { snapshot(&$0, wanted) }
        #expect(tree.expandedIDs == ["a", "c"])
        #expect(model.labels == ["e", "new", "c", "c/c0", "c/c1", "a", "a/c0", "d"])
        // Removals bottom up, then insertions top down: every change applies in turn.
        let kinds = changes.map { if case .removed = $0 { "r" } else if case .inserted = $0 { "i" } else { "u" } }
        #expect(kinds == kinds.sorted { $0 > $1 }, "\(changes)")
    }

    @Test func aSnapshotInTheSameOrderChangesOnlyTheRowsBeneathAParentWhoseChildrenChanged() {
        var tree = tree()
        var model = NaiveTree(tree)
        let wanted: [(id: String, children: ExpandableChildren)] = [
            ("a", .loaded(5)), ("b", .loaded(0)), ("c", .loaded(1)),
            ("d", .unloaded), ("e", .loaded(1)),
        ]
        let changes = step(&tree, &model, "same order", { (try? $0.replaceAll(wanted)) ?? [] }) { snapshot(&$0, wanted) }
        #expect(changes == [.removed(7..<8), .inserted(4..<6)], "c's second child goes, a's two new children come")
    }

    @Test(arguments: [("c/c1", "c/c0"), ("c", "c"), ("a/c2", "a/c0")])
    func theFocusStaysOnItsParentOrTheSameChildClamped(focus: String, expected: String) {
        var tree = tree()
        var model = NaiveTree(tree)
        tree.focus(row: model.labels.firstIndex(of: focus))
        let wanted: [(id: String, children: ExpandableChildren)] = [("c", .loaded(1)), ("x", .loaded(0)), ("a", .loaded(1))]
        step(&tree, &model, "focus on \(focus)", { (try? $0.replaceAll(wanted)) ?? [] }) { snapshot(&$0, wanted) }
        #expect(tree.focused.map { model.label($0) } == expected)
    }

    @Test func aFocusedParentThatGoesHandsTheFocusToTheRowTakingItsPlace() {
        var tree = tree()
        var model = NaiveTree(tree)
        tree.focus(row: model.labels.firstIndex(of: "b"))
        var wanted: [(id: String, children: ExpandableChildren)] = [("a", .loaded(3)), ("c", .loaded(2)), ("d", .unloaded)]
        step(&tree, &model, "b goes", { (try? $0.replaceAll(wanted)) ?? [] }) { snapshot(&$0, wanted) }
        #expect(tree.focused.map { model.label($0) } == "c", "the row that followed it")
        tree.focus(row: model.labels.firstIndex(of: "c"))
        wanted = [("a", .loaded(3)), ("n", .loaded(0)), ("d", .unloaded)]
        step(&tree, &model, "c goes, n comes", { (try? $0.replaceAll(wanted)) ?? [] }) { snapshot(&$0, wanted) }
        #expect(tree.focused.map { model.label($0) } == "n", "the row come in its place")
        tree.focus(row: model.labels.firstIndex(of: "d"))
        step(&tree, &model, "all go", { (try? $0.replaceAll([])) ?? [] }) { snapshot(&$0, []) }
        #expect(tree.focusedRow == nil && tree.rowCount == 0)
    }

    @Test func anIDTwiceIsRefusedNamingBothPlacesAndTheTreeStaysAsItWas() {
        var tree = tree()
        tree.focus(row: 2)
        let before = tree
        #expect(throws: DuplicateIDError(id: "c", firstIndex: 1, secondIndex: 3)) {
            try tree.replaceAll([("a", .loaded(0)), ("c", .loaded(1)), ("x", .loaded(0)), ("c", .loaded(2))])
        }
        #expect(tree == before)
    }

    @Test func aTreeWithoutIdentitiesGoesByPlace() throws {
        let counts = [2, 1, 3]
        var tree = ExpandableTree<String>(count: 3, children: { .loaded(counts[$0]) }, expanded: [0, 2])
        tree.focus(row: 5) // parent 2's first child
        let changes = try tree.replaceAll([("z", .loaded(2)), ("z", .loaded(0))])
        #expect(tree.parentCount == 2 && tree.expanded == [0] && tree.id(ofParent: 0) == nil)
        #expect(tree.visibleRows == [.parent(0), .child(parent: 0, index: 0), .child(parent: 0, index: 1), .parent(1)])
        #expect(changes == [.removed(4..<8)], "parent 2 with its rows (parent 1, closed, shows none)")
        #expect(tree.focusedRow == 3, "the row taking the place of the one that went")
    }

    @Test(arguments: [(2, "p/c1"), (5, "p/c2"), (0, "p")] as [(Int, String)])
    func settingChildrenKeepsTheFirstRowsAndClampsTheFocus(count: Int, expected: String) {
        var tree = ExpandableTree(parents: [("p", .loaded(3)), ("q", .loaded(1))], expanded: ["p"])
        var model = NaiveTree(tree)
        tree.focus(row: 3) // p/c2
        step(&tree, &model, "set \(count) children", { $0.setChildren(count, of: 0) }) {
            let kept = Array($0.parents[0].names.prefix(count))
            $0.parents[0].names = kept + $0.newNames(count - kept.count)
            $0.parents[0].children = .loaded(count)
        }
        let focus = tree.focused.map { model.label($0) }
        #expect(count == 5 ? focus == "p/c2" : focus == expected)
    }

    @Test func settingChildrenOfALoadingParentReplacesItsStatusRow() {
        var tree = ExpandableTree(parents: [("p", .unloaded), ("q", .loaded(1))], expanded: ["p"])
        var model = NaiveTree(tree)
        step(&tree, &model, "children of a loading parent", { $0.setChildren(2, of: 0) }) {
            $0.parents[0].names = $0.newNames(2)
            $0.parents[0].children = .loaded(2)
        }
        #expect(model.labels.count == 4 && tree.isExpanded(0))
    }

    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func randomSnapshotsMatchTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var tree = ExpandableTree(
            parents: (0..<12).map { (id: "p\($0)", children: ExpandableChildren.loaded($0 % 4)) },
            expanded: Set((0..<12).filter { $0 % 3 != 2 }.map { "p\($0)" }))
        var model = NaiveTree(tree)
        let states: [ExpandableChildren] = [.loaded(0), .loaded(1), .loaded(3), .unloaded, .loading, .failed("r")]
        for index in 0..<120 {
            if Bool.random(using: &random), tree.rowCount > 0 { tree.focus(row: Int.random(in: 0..<tree.rowCount, using: &random)) }
            let context = "seed \(seed), step \(index)"
            if Int.random(in: 0..<4, using: &random) == 0, !model.parents.isEmpty {
                let parent = Int.random(in: 0..<model.parents.count, using: &random)
                let count = Int.random(in: 0...4, using: &random)
                step(&tree, &model, "\(context): set \(count) children of \(parent)", { $0.setChildren(count, of: parent) }) {
                    var kept = 0
                    if $0.parents[parent].expanded, case let .loaded(old) = $0.parents[parent].children { kept = min(old, count) }
                    $0.parents[parent].names = Array($0.parents[parent].names.prefix(kept)) + $0.newNames(count - kept)
                    $0.parents[parent].children = .loaded(count)
                }
                continue
            }
            // Some parents kept (a few moved, some with other children), some gone, some new.
            var wanted: [(id: String, children: ExpandableChildren)] = []
            for parent in model.parents where Int.random(in: 0..<5, using: &random) > 0 {
                let children = Bool.random(using: &random) ? parent.children : states[Int.random(in: 0..<states.count, using: &random)]
                wanted.append((parent.id, children))
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let at = Int.random(in: 0...wanted.count, using: &random)
                wanted.insert(("p\(model.serial)", states[Int.random(in: 0..<states.count, using: &random)]), at: at)
                model.serial += 1
            }
            if wanted.count > 1, Bool.random(using: &random) {
                let from = Int.random(in: 0..<wanted.count, using: &random)
                let to = Int.random(in: 0..<wanted.count, using: &random)
                wanted.insert(wanted.remove(at: from), at: to)
            }
            step(&tree, &model, "\(context): snapshot of \(wanted.map(\.id))", { (try? $0.replaceAll(wanted)) ?? [] }) {
                snapshot(&$0, wanted)
            }
            if tree.rowCount != model.labels.count { break }
            if wanted.count > 1 {
                // The same ids with one twice: refused, nothing changed.
                let before = tree
                var twice = wanted
                twice.append(wanted[Int.random(in: 0..<wanted.count, using: &random)])
                #expect(throws: DuplicateIDError.self, "\(context)") { try tree.replaceAll(twice) }
                #expect(tree == before, "\(context)")
            }
        }
    }
}
