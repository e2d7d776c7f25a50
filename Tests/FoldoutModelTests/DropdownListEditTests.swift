import FoldoutModel
import Testing

private func item(_ id: String, _ title: String? = nil) -> TitledItem { TitledItem(id: id, title: title ?? id.uppercased()) }
private func items(_ ids: String) -> [TitledItem] { ids.split(separator: " ").map { item(String($0)) } }
private func ids(_ list: DropdownList<TitledItem>) -> String { list.items.map(\.id).joined(separator: " ") }

/// What a view holds: the rows it shows and which is open, kept only from the changes it is
/// given (each index checked against the rows as they are at that point).
struct DropdownMirror {
    var rows: [TitledItem]
    var open: Int?

    init(_ list: DropdownList<TitledItem>) {
        rows = list.items
        open = list.openIndex
    }

    mutating func apply(_ changes: [DropdownChange<TitledItem>], sourceLocation: SourceLocation = #_sourceLocation) {
        for change in changes {
            switch change {
            case let .inserted(index, item):
                guard index >= 0, index <= rows.count else { return fail(change, sourceLocation) }
                rows.insert(item, at: index)
                if let open, open >= index { self.open = open + 1 }
            case let .removed(index, item):
                guard rows.indices.contains(index), rows[index] == item else { return fail(change, sourceLocation) }
                rows.remove(at: index)
                if open == index { open = nil } else if let open, open > index { self.open = open - 1 }
            case let .insertedRun(index, items):
                guard index >= 0, index <= rows.count, items.count > 1 else { return fail(change, sourceLocation) }
                rows.insert(contentsOf: items, at: index)
                if let open, open >= index { self.open = open + items.count }
            case let .removedRun(index, items):
                let run = index..<index + items.count
                guard index >= 0, run.upperBound <= rows.count, Array(rows[run]) == items, items.count > 1 else {
                    return fail(change, sourceLocation)
                }
                rows.removeSubrange(run)
                if let open { self.open = run.contains(open) ? nil : open >= run.upperBound ? open - items.count : open }
            case let .updated(index, item):
                guard rows.indices.contains(index), rows[index].id == item.id else { return fail(change, sourceLocation) }
                rows[index] = item
            case let .moved(from, to, item):
                guard rows.indices.contains(from), rows.indices.contains(to), rows[from] == item else { return fail(change, sourceLocation) }
                rows.insert(rows.remove(at: from), at: to)
                if let open {
                    if open == from {
                        self.open = to
                    } else {
                        let after = open > from ? open - 1 : open
                        self.open = after >= to ? after + 1 : after
                    }
                }
            case let .opened(index):
                guard rows.indices.contains(index), open == nil else { return fail(change, sourceLocation) }
                open = index
            case let .closed(index):
                guard open == index else { return fail(change, sourceLocation) }
                open = nil
            case .selecting, .selected:
                return fail(change, sourceLocation) // never the list's
            }
        }
    }

    private func fail(_ change: DropdownChange<TitledItem>, _ sourceLocation: SourceLocation) {
        Issue.record("\(change) does not apply to \(rows.map(\.id)) (open \(String(describing: open)))", sourceLocation: sourceLocation)
    }

    /// Whether the view shows what the list holds.
    func matches(_ list: DropdownList<TitledItem>) -> Bool { rows == list.items && open == list.openIndex }
}

/// a c d e f g, with b removed by the person (undoable, at 1) and e open.
private func started() -> DropdownList<TitledItem> {
    var list = DropdownList(items: items("a b c d e f g"))
    _ = list.remove(at: 1)
    _ = list.activate(at: 3)
    return list
}

/// Applies `edits`, checks the changes against a view's copy, and returns them.
private func apply(
    _ edits: [DropdownEdit<TitledItem>], to list: inout DropdownList<TitledItem>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [DropdownChange<TitledItem>] {
    var mirror = DropdownMirror(list)
    let changes = list.apply(edits)
    mirror.apply(changes, sourceLocation: sourceLocation)
    #expect(mirror.matches(list), "the view's copy after \(changes)", sourceLocation: sourceLocation)
    return changes
}

/// Replaces the list's data, checks the changes against a view's copy, and returns them.
private func replace(
    _ list: inout DropdownList<TitledItem>, with new: [TitledItem],
    sourceLocation: SourceLocation = #_sourceLocation
) -> [DropdownChange<TitledItem>] {
    var mirror = DropdownMirror(list)
    let changes: [DropdownChange<TitledItem>]
    do {
        changes = try list.replaceAll(with: new)
    } catch {
        Issue.record("refused: \(error)", sourceLocation: sourceLocation)
        return []
    }
    mirror.apply(changes, sourceLocation: sourceLocation)
    #expect(mirror.matches(list), "the view's copy after \(changes)", sourceLocation: sourceLocation)
    return changes
}

@Suite struct DropdownListEditTests {
    // MARK: Every edit at the start, in the middle and at the end

    @Test(arguments: [
        (0, 0, "x a c d e f g", 4, "x a b c d e f g"),
        (-5, 0, "x a c d e f g", 4, "x a b c d e f g"),
        (2, 2, "a c x d e f g", 4, "a b c x d e f g"),
        (3, 3, "a c d x e f g", 4, "a b c d x e f g"),
        (4, 4, "a c d e x f g", 3, "a b c d e x f g"),
        (6, 6, "a c d e f g x", 3, "a b c d e f g x"),
        (99, 6, "a c d e f g x", 3, "a b c d e f g x"),
    ])
    func insertion(at index: Int, lands: Int, shows: String, open: Int, afterUndo: String) {
        var list = started()
        #expect(apply([.insert(item("x"), at: index)], to: &list) == [.inserted(index: lands, item: item("x"))])
        #expect(ids(list) == shows)
        #expect(list.openID == "e" && list.openIndex == open, "the open row follows its item")
        #expect(list.saved == DropdownSavedState(removed: ["b"], open: "e"), "the undo stack is untouched")
        _ = list.undo()
        #expect(ids(list) == afterUndo, "b comes back after a")
        #expect(list.openID == "e")
    }

    @Test(arguments: [("a", 0), ("e", 3), ("g", 5)])
    func update(of id: String, at index: Int) {
        var list = started()
        let new = item(id, "Renamed")
        #expect(apply([.update(new)], to: &list) == [.updated(index: index, item: new)])
        #expect(list.item(at: index) == new && ids(list) == "a c d e f g")
        #expect(list.openID == "e" && list.openIndex == 3 && list.saved.removed == ["b"])
        #expect(apply([.update(new)], to: &list) == [], "no change, no update")
        #expect(apply([.update(item("zz"))], to: &list) == [], "an unknown id")
        #expect(
            apply([.insert(item(id, "Again"), at: 0)], to: &list) == [.updated(index: index, item: item(id, "Again"))],
            "an id already shown is updated where it is")
    }

    @Test(arguments: [
        ("a", 0, "c d e f g", 2, "b c d e f g"),
        ("c", 1, "a d e f g", 2, "a b d e f g"),
        ("d", 2, "a c e f g", 2, "a b c e f g"),
        ("e", 3, "a c d f g", nil, "a b c d f g"),
        ("g", 5, "a c d e f", 3, "a b c d e f"),
    ])
    func removal(of id: String, at index: Int, shows: String, open: Int?, afterUndo: String) {
        var list = started()
        #expect(apply([.remove(id: id)], to: &list) == [.removed(index: index, item: item(id))])
        #expect(ids(list) == shows)
        #expect(list.openIndex == open && list.openID == (open == nil ? nil : "e"))
        #expect(list.saved.removed == ["b"], "the app's removal is not undoable")
        #expect(apply([.remove(id: id)], to: &list) == [], "already gone")
        _ = list.undo()
        #expect(ids(list) == afterUndo && !list.canUndo)
    }

    @Test(arguments: [
        ("a", 9, 0, 5, "c d e f g a", 2, "b c d e f g a"),
        ("e", 0, 3, 0, "e a c d f g", 0, "e a b c d f g"),
        ("c", 4, 1, 4, "a d e f c g", 2, "a b d e f c g"),
        ("g", 2, 5, 2, "a c g d e f", 4, "a b c g d e f"),
        ("e", 5, 3, 5, "a c d f g e", 5, "a b c d f g e"),
    ])
    func move(of id: String, to target: Int, from: Int, lands: Int, shows: String, open: Int, afterUndo: String) {
        var list = started()
        #expect(apply([.move(id: id, to: target)], to: &list) == [.moved(from: from, to: lands, item: item(id))])
        #expect(ids(list) == shows)
        #expect(list.openID == "e" && list.openIndex == open, "the open row follows its item")
        #expect(list.saved.removed == ["b"])
        _ = list.undo()
        #expect(ids(list) == afterUndo)
    }

    @Test func movesThatGoNowhereChangeNothing() {
        var list = started()
        let before = list
        #expect(apply([.move(id: "d", to: 2), .move(id: "zz", to: 0), .move(id: "b", to: 0)], to: &list) == [])
        #expect(list == before, "b is on the undo stack: hidden, not moved")
    }

    // MARK: The undo stack

    @Test func anInsertionOfAnIdOnTheUndoStackStaysHidden() {
        var list = started()
        let before = ids(list)
        #expect(apply([.insert(item("b", "Bee"), at: 0)], to: &list) == [])
        #expect(ids(list) == before && list.lastRemoved == item("b", "Bee"), "hidden, and the undo brings the new one")
        #expect(apply([.update(item("b", "Bumblebee"))], to: &list) == [])
        #expect(list.undo() == [.inserted(index: 1, item: item("b", "Bumblebee"))])
    }

    @Test func theAppRemovingAnUndoneItemDropsItsEntry() {
        var list = DropdownList(items: items("a b c d e"))
        _ = list.remove(at: 2) // a b d e   (c at 2)
        _ = list.remove(at: 0) // b d e     (a at 0)
        var top = list
        #expect(apply([.remove(id: "a")], to: &top) == [], "nothing shown changes")
        #expect(top.saved.removed == ["c"])
        #expect(top.undo() == [.inserted(index: 1, item: item("c"))], "c comes back after b, a being gone")
        #expect(ids(top) == "b c d e" && !top.canUndo)
        var bottom = list
        #expect(apply([.remove(id: "c")], to: &bottom) == [])
        #expect(bottom.saved.removed == ["a"])
        _ = bottom.undo()
        #expect(ids(bottom) == "a b d e" && !bottom.canUndo)
    }

    @Test func undoEntriesFollowTheAppsEditsAboveThem() {
        var list = DropdownList(items: items("a b c d e f"))
        _ = list.remove(at: 4) // a b c d f   (e at 4)
        _ = list.remove(at: 1) // a c d f     (b at 1)
        _ = apply([.insert(item("x"), at: 0), .remove(id: "c"), .move(id: "f", to: 0), .insert(item("y"), at: 1)], to: &list)
        #expect(ids(list) == "f y x a d")
        _ = list.undo()
        #expect(ids(list) == "f y x a b d", "b after a")
        _ = list.undo()
        #expect(ids(list) == "f y x a b d e", "e after d")
    }

    @Test func theOpenRowRemovedByThePersonReopensAfterTheAppsEdits() {
        var list = DropdownList(items: items("a b c d"))
        _ = list.activate(at: 2)
        _ = list.remove(at: 2) // a b d, c was open
        _ = apply([.remove(id: "a"), .insert(item("x"), at: 2)], to: &list)
        #expect(ids(list) == "b d x")
        #expect(list.undo() == [.inserted(index: 1, item: item("c")), .opened(index: 1)])
        #expect(list.openID == "c")
    }

    @Test func aBatchOfEveryKindAppliesInOrder() {
        var list = started()
        let changes = apply(
            [
                .insert(item("x"), at: 0), .update(item("e", "Open")), .move(id: "e", to: 0),
                .remove(id: "a"), .insert(item("y"), at: 99), .move(id: "x", to: 99), .remove(id: "g"),
            ], to: &list)
        #expect(changes.count == 7)
        #expect(ids(list) == "e c d f y x" && list.openID == "e" && list.openIndex == 0)
        #expect(list.item(at: 0)?.title == "Open")
    }

    // MARK: Replacing everything

    @Test func replaceAllReordersByMoving() {
        var list = DropdownList(items: items("a b c d e"))
        _ = list.activate(at: 1)
        let changes = replace(&list, with: items("e d c b a"))
        #expect(ids(list) == "e d c b a" && list.openID == "b" && list.openIndex == 3)
        #expect(changes.allSatisfy { if case .moved = $0 { true } else { false } })
        #expect(replace(&list, with: items("e d c b a")) == [], "the same data changes nothing")
    }

    @Test func replaceAllInsertsRemovesAndUpdates() {
        var list = DropdownList(items: items("a b c d e"))
        _ = list.activate(at: 2)
        let changes = replace(&list, with: [item("x"), item("a"), item("c", "Sea"), item("e"), item("y")])
        #expect(ids(list) == "x a c e y" && list.openID == "c" && list.item(at: 2)?.title == "Sea")
        #expect(changes.contains(.removed(index: 1, item: item("b"))) && changes.contains(.updated(index: 2, item: item("c", "Sea"))))
        _ = replace(&list, with: items("a e"))
        #expect(ids(list) == "a e" && list.openID == nil, "the open row's item is gone")
        _ = replace(&list, with: [])
        #expect(list.count == 0)
        _ = replace(&list, with: items("p q"))
        #expect(ids(list) == "p q")
    }

    @Test func replaceAllRefusesDuplicateIdsNamingTheIdAndBothPlaces() {
        var list = DropdownList(items: items("a b c"))
        _ = list.remove(at: 1)
        _ = list.activate(at: 1)
        let before = list
        #expect(throws: DuplicateIDError(id: "a", firstIndex: 0, secondIndex: 2)) {
            try list.replaceAll(with: [item("a", "First"), item("x"), item("a", "Second"), item("c"), item("c", "Later")])
        }
        #expect(list == before, "the list keeps its rows, its open row and its undo stack")
        do throws(DuplicateIDError) {
            try list.replaceAll(with: items("c d c"))
            Issue.record("not refused")
        } catch {
            #expect(error.id == "c" && error.firstIndex == 0 && error.secondIndex == 2)
            #expect(error.description.contains("“c”") && error.description.contains("0") && error.description.contains("2"))
        }
        #expect(list == before)
    }

    @Test func replaceAllKeepsTheUndoStacksItemsHiddenAndForgetsTheGoneOnes() {
        var list = DropdownList(items: items("a b c d"))
        _ = list.remove(at: 1) // b
        _ = list.remove(at: 2) // d
        _ = replace(&list, with: [item("x"), item("a"), item("b", "Bee"), item("c"), item("d", "Dee")])
        #expect(ids(list) == "x a c" && list.saved.removed == ["b", "d"])
        #expect(list.lastRemoved == item("d", "Dee"))
        _ = replace(&list, with: [item("x"), item("a"), item("b", "Bee"), item("c")])
        #expect(list.saved.removed == ["b"], "d is gone from the app's data: its removal is forgotten")
        #expect(list.undo() == [.inserted(index: 2, item: item("b", "Bee"))])
        #expect(ids(list) == "x a b c")
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomReplacementsGiveTheAppsDataLessTheHiddenItems(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pool = (0..<40).map { "p\($0)" }
        var list = DropdownList(items: pool.prefix(20).map { item($0) })
        for round in 0..<60 {
            // The person removes, undoes and opens now and then.
            for _ in 0..<Int.random(in: 0...2, using: &random) where list.count > 0 {
                switch Int.random(in: 0..<3, using: &random) {
                case 0: _ = list.remove(at: Int.random(in: 0..<list.count, using: &random))
                case 1: _ = list.undo()
                default: _ = list.activate(at: Int.random(in: 0..<list.count, using: &random))
                }
            }
            // The app's new data: some of the pool, shuffled, some ids twice, some titles new.
            let new: [TitledItem] = pool.filter { _ in Bool.random(using: &random) }.shuffled(using: &random).map {
                item($0, Int.random(in: 0..<4, using: &random) == 0 ? "\($0) v\(round)" : nil)
            }
            if !new.isEmpty, Bool.random(using: &random) {
                // An id twice: refused, nothing changes; then the data without it.
                let before = list
                #expect(throws: DuplicateIDError(id: new[0].id, firstIndex: 0, secondIndex: new.count)) {
                    try list.replaceAll(with: new + [item(new[0].id, "duplicate")])
                }
                #expect(list == before, "seed \(seed), round \(round)")
            }
            let hidden = list.saved.removed
            let open = list.openID
            var first: [String: TitledItem] = [:]
            var unique: [TitledItem] = []
            for entry in new where first[entry.id] == nil {
                first[entry.id] = entry
                unique.append(entry)
            }
            _ = replace(&list, with: new)
            #expect(list.items == unique.filter { !hidden.contains($0.id) }, "seed \(seed), round \(round)")
            #expect(list.saved.removed == hidden.filter { first[$0] != nil }, "seed \(seed), round \(round)")
            #expect(list.lastRemoved == list.saved.removed.last.flatMap { first[$0] })
            #expect(list.openID == open.flatMap { first[$0] == nil ? nil : $0 }, "seed \(seed), round \(round)")
        }
        while list.canUndo { _ = list.undo() }
        #expect(Set(list.items.map(\.id)).count == list.count, "no id twice")
    }
}
