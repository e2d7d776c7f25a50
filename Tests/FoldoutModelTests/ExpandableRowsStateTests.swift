import FoldoutModel
import Testing

/// The expandable list's one state value: the app's parents, their children, the tree shown,
/// the open parents' ids and the folded texts, changed together by each edit. Seeded random
/// edits against a plain model of the app's data: after each, the stores agree
/// (`invariantViolation`), the parents and children are the model's, the rows shown are what
/// the tree says, and a view that applied the changes returned shows those rows.
@Suite struct ExpandableRowsStateTests {
    private struct Folder: Equatable {
        var name: String
        var items: [String]
    }

    private typealias State = ExpandableRowsState<Folder, String, String>

    private static func state(of folders: [Folder], opened: [Int] = []) -> State {
        let tree = ExpandableTree<String>(
            count: folders.count, children: { .loaded(folders[$0].items.count) }, expanded: Set(opened))
        return State(
            parents: folders, children: folders.map(\.items), tree: tree, identify: { $0.name },
            opened: opened)
    }

    /// The rows shown, named from the state's own parents and children.
    private static func labels(_ state: State) -> [String] {
        state.tree.visibleRows.map { row in
            switch row {
            case let .parent(index): state.parent(at: index)?.name ?? "?parent \(index)"
            case let .child(parent, index): state.children(of: parent)?[index] ?? "?child \(parent).\(index)"
            case let .status(parent): "status of \(state.parent(at: parent)?.name ?? "?")"
            }
        }
    }

    /// A view's rows after `changes`: new and re-bound rows are "?" until bound.
    private static func replay(_ rows: inout [String], _ changes: [ExpandableTreeChange]) -> Bool {
        for change in changes {
            switch change {
            case let .inserted(range):
                guard range.lowerBound >= 0, range.lowerBound <= rows.count else { return false }
                rows.insert(contentsOf: Array(repeating: "?", count: range.count), at: range.lowerBound)
            case let .removed(range):
                guard range.lowerBound >= 0, range.upperBound <= rows.count else { return false }
                rows.removeSubrange(range)
            case let .updated(range):
                guard range.lowerBound >= 0, range.upperBound <= rows.count else { return false }
                rows.replaceSubrange(range, with: Array(repeating: "?", count: range.count))
            }
        }
        return true
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEditsKeepEveryStoreInStep(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var next = 0
        func newName() -> String {
            next += 1
            return "n\(next)"
        }
        func newFolder() -> Folder {
            let name = newName()
            return Folder(name: name, items: (0..<Int.random(in: 0...3, using: &random)).map { "\(name)/\($0)" })
        }
        var model = (0..<12).map { _ in newFolder() }
        var state = Self.state(of: model, opened: [0, 3, 5])
        state.searchKeys = TreeSearchKeys(count: model.count)
        for step in 0..<300 {
            let note = "seed \(seed), step \(step)"
            var rows = Self.labels(state)
            let parents = model.count
            let parent = parents > 0 ? Int.random(in: 0..<parents, using: &random) : 0
            let changes: [ExpandableTreeChange]
            let what: String
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                let new = (0..<Int.random(in: 1...3, using: &random)).map { _ in newFolder() }
                let at = Int.random(in: 0...parents, using: &random)
                model.insert(contentsOf: new, at: at)
                changes = state.insertParents(new, children: new.map(\.items), states: new.map { .loaded($0.items.count) }, at: at)
                what = "insert \(new.count) at \(at)"
            case 2 where parents > 0:
                let range = parent..<min(parents, parent + Int.random(in: 1...2, using: &random))
                model.removeSubrange(range)
                changes = state.removeParents(range)
                what = "remove \(range)"
            case 3 where parents > 0:
                model[parent].name += "'"
                changes = state.updateParent(model[parent], at: parent)
                what = "rename \(parent)"
            case 4 where parents > 1:
                let to = Int.random(in: 0..<parents, using: &random)
                model.insert(model.remove(at: parent), at: to)
                changes = state.moveParent(from: parent, to: to)
                what = "move \(parent) to \(to)"
            case 5 where parents > 0:
                let at = Int.random(in: 0...model[parent].items.count, using: &random)
                let new = [newName()]
                model[parent].items.insert(contentsOf: new, at: at)
                changes = state.insertChildren(new, at: at, of: parent)
                what = "insert a child at \(at) of \(parent)"
            case 6 where parents > 0 && !model[parent].items.isEmpty:
                let at = Int.random(in: 0..<model[parent].items.count, using: &random)
                model[parent].items.remove(at: at)
                changes = state.removeChildren(at..<at + 1, of: parent)
                what = "remove child \(at) of \(parent)"
            case 7 where parents > 0:
                let new = (0..<Int.random(in: 0...4, using: &random)).map { _ in newName() }
                model[parent].items = new
                changes = state.setChildren(new, of: parent)
                what = "set \(new.count) children of \(parent)"
            case 8 where parents > 0 && !model[parent].items.isEmpty:
                let at = Int.random(in: 0..<model[parent].items.count, using: &random)
                model[parent].items[at] += "'"
                changes = state.updateChild(model[parent].items[at], at: at, of: parent)
                what = "update child \(at) of \(parent)"
            case 9 where parents > 0:
                let open = state.tree.isExpanded(parent)
                changes = (open ? state.collapse(parent, whole: parent) : state.expand(parent, whole: parent)).map { [$0] } ?? []
                what = open ? "collapse \(parent)" : "expand \(parent)"
            case 10:
                let open = Bool.random(using: &random)
                changes = state.setAllOpen(open)
                what = open ? "expand all" : "collapse all"
            default:
                // A snapshot: some gone, some new, the rest shuffled, by identity.
                var new = model.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
                new.shuffle(using: &random)
                new.insert(newFolder(), at: Int.random(in: 0...new.count, using: &random))
                let old = model.map(\.name)
                let sources = new.map { folder in old.firstIndex(of: folder.name) ?? -1 }
                model = new
                changes = state.replaceParents(
                    new, children: new.map(\.items), states: new.map { .loaded($0.items.count) }, ids: new.map(\.name),
                    sources: sources)
                state.searchKeys = TreeSearchKeys(count: model.count)
                what = "snapshot of \(new.count)"
            }
            #expect(state.invariantViolation() == nil, "\(note), \(what): \(state.invariantViolation() ?? "")")
            // (A parent's own `items` are the app's value as it gave it; the state's children are
            // what the edits made them.)
            #expect((0..<state.values.count).compactMap { state.parent(at: $0)?.name } == model.map(\.name), "\(note), \(what): the parents")
            #expect(model.indices.allSatisfy { state.children(of: $0) == model[$0].items }, "\(note), \(what): the children")
            #expect(model.indices.allSatisfy { state.index(ofParent: model[$0].name) == $0 }, "\(note), \(what): found by id")
            let shown = Self.labels(state)
            #expect(Self.replay(&rows, changes), "\(note), \(what): the changes apply")
            #expect(rows.count == shown.count, "\(note), \(what): \(changes)")
            if rows.count == shown.count {
                for (row, label) in zip(rows, shown) where row != "?" && row != label {
                    Issue.record("\(note), \(what): the view shows \(row) where \(label) is, after \(changes)")
                    break
                }
            }
        }
    }

    @Test func theOpenParentsAreKeptByIdThroughEdits() {
        var state = Self.state(
            of: [Folder(name: "Inbox", items: ["a", "b"]), Folder(name: "Sent", items: ["c"]), Folder(name: "Empty", items: [])],
            opened: [0, 2])
        #expect(state.openIDs == ["Inbox", "Empty"], "a parent without children is open, for the children to come")
        #expect(state.expand(1, whole: 1) == .inserted(4..<5))
        #expect(state.openIDs == ["Inbox", "Sent", "Empty"])
        #expect(state.removeParents(0..<1) == [.removed(0..<3)])
        #expect(state.openIDs == ["Sent", "Empty"], "a parent removed takes its id")
        #expect(state.updateParent(Folder(name: "Outbox", items: ["c"]), at: 0) == [.updated(0..<1)])
        #expect(state.openIDs == ["Outbox", "Empty"], "a parent renamed stays open under its new id")
        #expect(state.setAllOpen(false) == [.removed(0..<3), .inserted(0..<2)])
        #expect(state.openIDs.isEmpty)
        #expect(state.setChildren(["d"], of: 1) == [.updated(1..<2)], "the parent gains its expander")
        #expect(state.setAllOpen(true).count == 2 && state.openIDs == ["Outbox", "Empty"])
        #expect(state.invariantViolation() == nil)
    }
}
