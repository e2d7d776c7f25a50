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
            parents: folders, children: folders.map(\.items), tree: tree, identify: { $0.name })
    }

    /// The rows shown (the results' while searching), named from the state's own parents and
    /// children.
    private static func labels(_ state: State) -> [String] {
        state.shown.visibleRows.map { row in
            switch row {
            case let .parent(index): state.shownParent(index)?.name ?? "?parent \(index)"
            case let .child(parent, index): state.shownChild(index, of: parent) ?? "?child \(parent).\(index)"
            case let .status(parent): "status of \(state.shownParent(parent)?.name ?? "?")"
            }
        }
    }

    /// The texts a search reads: the parents' names and their children.
    private static func texts(_ state: State) -> TreeTexts {
        TreeTexts(parentText: { state.parent(at: $0)?.name ?? "" }, childTexts: { state.children(of: $0) })
    }

    /// What a search for `query` finds in `model`, as a filter tells it: each parent found, and
    /// which of its children show (all, closed, when it matched by its name only).
    private static func found(_ query: String, in model: [Folder]) -> [(index: Int, shown: TreeFilter.Shown)] {
        model.indices.compactMap { index in
            let folder = model[index]
            let children = folder.items.indices.filter { folder.items[$0].contains(query) }
            if children.isEmpty { return folder.name.contains(query) ? (index, .itself) : nil }
            return (index, children.count == folder.items.count ? .all : .some(children))
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

    /// Random edits of the app's data (and of which parents are open), made to a state and to
    /// a plain model of the data alike.
    private struct Edits {
        var random: SeededGenerator
        var next = 0

        init(seed: UInt64) { random = SeededGenerator(seed: seed) }

        mutating func newName() -> String {
            next += 1
            return "n\(next)"
        }

        mutating func newFolder() -> Folder {
            let name = newName()
            return Folder(name: name, items: (0..<Int.random(in: 0...3, using: &random)).map { "\(name)/\($0)" })
        }

        /// One edit, to `state` and `model`: the changes it returned, and what it was.
        mutating func apply(to state: inout State, _ model: inout [Folder]) -> (changes: [ExpandableTreeChange], what: String) {
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
                model[parent].name += "x"
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
                model[parent].items[at] += "x"
                changes = state.updateChild(model[parent].items[at], at: at, of: parent)
                what = "update child \(at) of \(parent)"
            case 9 where state.shown.parentCount > 0:
                // A parent the person opens or closes: among the results, while searching.
                let shown = Int.random(in: 0..<state.shown.parentCount, using: &random)
                let open = state.shown.isExpanded(shown)
                changes = (open ? state.collapse(shown) : state.expand(shown)).map { [$0] } ?? []
                what = open ? "collapse shown \(shown)" : "expand shown \(shown)"
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
                    new, children: new.map(\.items), states: new.map { .loaded($0.items.count) },
                    sources: sources)
                state.searchKeys = TreeSearchKeys(count: model.count)
                what = "snapshot of \(new.count)"
            }
            return (changes, what)
        }
    }

    /// Checks that a view showing `rows` before `changes` shows the state's rows after them
    /// (rows new or re-bound are bound from the state, the others kept).
    private static func expectView(_ rows: [String], after changes: [ExpandableTreeChange], shows state: State, _ note: String) {
        var rows = rows
        let shown = labels(state)
        #expect(replay(&rows, changes), "\(note): the changes apply")
        #expect(rows.count == shown.count, "\(note): \(changes)")
        guard rows.count == shown.count else { return }
        for (row, label) in zip(rows, shown) where row != "?" && row != label {
            Issue.record("\(note): the view shows \(row) where \(label) is, after \(changes)")
            break
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEditsKeepEveryStoreInStep(seed: UInt64) {
        var edits = Edits(seed: seed)
        var model = (0..<12).map { _ in edits.newFolder() }
        var state = Self.state(of: model, opened: [0, 3, 5])
        state.searchKeys = TreeSearchKeys(count: model.count)
        for step in 0..<300 {
            let note = "seed \(seed), step \(step)"
            let rows = Self.labels(state)
            let (changes, what) = edits.apply(to: &state, &model)
            #expect(state.invariantViolation() == nil, "\(note), \(what): \(state.invariantViolation() ?? "")")
            // (A parent's own `items` are the app's value as it gave it; the state's children are
            // what the edits made them.)
            #expect((0..<state.values.count).compactMap { state.parent(at: $0)?.name } == model.map(\.name), "\(note), \(what): the parents")
            #expect(model.indices.allSatisfy { state.children(of: $0) == model[$0].items }, "\(note), \(what): the children")
            #expect(model.indices.allSatisfy { state.index(ofParent: model[$0].name) == $0 }, "\(note), \(what): found by id")
            Self.expectView(rows, after: changes, shows: state, "\(note), \(what)")
        }
    }

    /// The search is a layer over the tree: under a finished search, each edit of the app's
    /// data changes the whole tree and the results follow (the parents that match now come in,
    /// those that no longer do go, each showing the children that match), as a search made
    /// afresh would find them; under a search still running, it starts again. Seeded edits,
    /// queries typed on and back, parents opened among the results and searches stepped a few
    /// parents at a time; after each, the results are a plain model's and a view that applied
    /// the changes shows the results' rows.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func aSearchFollowsTheEditsUnderIt(seed: UInt64) {
        var edits = Edits(seed: seed)
        var model = (0..<16).map { _ in edits.newFolder() }
        var state = Self.state(of: model, opened: [0, 3, 5])
        var query = "1"
        state.beginSearch(query)
        while state.stepSearch(budget: 4, texts: Self.texts(state)) {}
        let queries = ["1", "2", "/0", "x", "n1", "/", "1x", "n2", "n"]
        var checked = 0
        for step in 0..<400 {
            let note = "seed \(seed), step \(step)"
            var rows = Self.labels(state)
            var changes: [ExpandableTreeChange] = []
            let what: String
            if Int.random(in: 0..<8, using: &edits.random) == 0 {
                query = queries.randomElement(using: &edits.random) ?? "1"
                state.beginSearch(query)
                // Every row is new (found before: all of them at once).
                rows = Array(repeating: "?", count: state.shown.rowCount)
                what = "search \(query)"
            } else {
                // One edit, or two before the search is settled (the second moving the
                // parents the first left to test).
                var edit = edits.apply(to: &state, &model)
                if Int.random(in: 0..<4, using: &edits.random) == 0 {
                    let second = edits.apply(to: &state, &model)
                    edit = (edit.changes + second.changes, "\(edit.what), then \(second.what)")
                }
                changes = edit.changes + state.settleSearch(texts: Self.texts(state))
                what = edit.what
            }
            // A search still running goes on a few parents at a time, now and again to its end.
            if state.search?.isComplete == false {
                let before = state.shown.rowCount
                if Bool.random(using: &edits.random) {
                    while state.stepSearch(budget: 3, texts: Self.texts(state)) {}
                } else {
                    _ = state.stepSearch(budget: 3, texts: Self.texts(state))
                }
                if state.shown.rowCount > before { changes.append(.inserted(before..<state.shown.rowCount)) }
            }
            #expect(state.invariantViolation() == nil, "\(note), \(what): \(state.invariantViolation() ?? "")")
            #expect((0..<state.values.count).compactMap { state.parent(at: $0)?.name } == model.map(\.name), "\(note), \(what): the parents")
            if let search = state.search, search.isComplete {
                checked += 1
                let found = Self.found(query, in: model)
                #expect(search.filter.parents.map { model[$0].name } == found.map { model[$0.index].name }, "\(note), \(what): the results for \(query)")
                #expect(search.filter.shown == found.map(\.shown), "\(note), \(what): the children each shows")
                let counts = found.map { result in
                    if case let .some(places) = result.shown { places.count } else { model[result.index].items.count }
                }
                #expect(search.results.childCounts == counts, "\(note), \(what): the children each result's row has")
            }
            Self.expectView(rows, after: changes, shows: state, "\(note), \(what)")
        }
        #expect(checked > 200, "most steps end with a finished search to check")
    }

    @Test func theOpenParentsAreKeptByIdThroughEdits() {
        var state = Self.state(
            of: [Folder(name: "Inbox", items: ["a", "b"]), Folder(name: "Sent", items: ["c"]), Folder(name: "Empty", items: [])],
            opened: [0, 2])
        #expect(state.openIDs == ["Inbox", "Empty"], "a parent without children is open, for the children to come")
        #expect(state.expand(1) == .inserted(4..<5))
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

    /// The open parents are read from the tree's count of them: found one by one when few of
    /// many are open, by a walk when most are; both give what asking each parent gives.
    @Test func theOpenParentsOfManyAreFoundFewOrMost() {
        let folders = (0..<20_000).map { Folder(name: "f\($0)", items: $0 % 10 == 0 ? [] : ["x"]) }
        var state = Self.state(of: folders, opened: [19_999, 7, 12_345, 0])
        func asked() -> Set<String> {
            Set((0..<state.tree.parentCount).filter(state.tree.isOpen).compactMap { state.parent(at: $0)?.name })
        }
        #expect(state.openIDs == ["f0", "f7", "f12345", "f19999"] && state.openIDs == asked())
        #expect(state.tree.expanded == [0, 7, 12_345, 19_999] && state.tree.openCount == 4)
        #expect(state.collapse(state.tree.row(ofParent: 7) ?? -1) != nil)
        #expect(state.openIDs == ["f0", "f12345", "f19999"], "f0 has no children: open, for those to come")
        _ = state.setAllOpen(true)
        #expect(state.tree.openCount == 18_001 && state.openIDs == asked(), "every parent with children, and f0")
        #expect(state.removeParents(100..<19_000).count == 1)
        #expect(state.openIDs == asked() && state.tree.openCount == 91 + 900, "f0 and the 90 of 100 with children, 900 of 1,000")
        #expect(state.invariantViolation() == nil)
    }
}
