import FoldoutModel
import Testing

private func item(_ id: String, _ title: String? = nil) -> TitledItem { TitledItem(id: id, title: title ?? "Title \(id)") }

/// The height the view measures for the row of item `id` (its own for each item).
private func measuredHeight(_ id: String) -> Int { 30 + (Int(id.dropFirst()) ?? 0) % 50 }

/// What the state shows, checked against what it should: the rows are the app's data less the
/// items the person removed, in order; every row is found by its id where it is.
private func expectRows(
    _ state: inout DropdownRowsState<TitledItem>, _ expected: [TitledItem], _ note: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(state.invariantViolation() == nil, "\(note): the stores", sourceLocation: sourceLocation)
    #expect(state.list.items == expected, "\(note): the rows", sourceLocation: sourceLocation)
    #expect(state.list.count == expected.count, "\(note)", sourceLocation: sourceLocation)
    for (position, item) in expected.enumerated() where state.index(of: item.id) != position {
        Issue.record(
            "\(note): \(item.id) is at \(position), found at \(String(describing: state.index(of: item.id)))",
            sourceLocation: sourceLocation)
        break
    }
}

/// The app's data changed at random: some items gone (single ones and runs), new ones (single
/// and runs), some moved, some with a new title.
private func changedData(_ data: [TitledItem], round: Int, next: inout Int, using random: inout SeededGenerator) -> [TitledItem] {
    var new = data
    for _ in 0..<Int.random(in: 0...4, using: &random) where !new.isEmpty {
        let start = Int.random(in: 0..<new.count, using: &random)
        let length = Bool.random(using: &random) ? 1 : Int.random(in: 1...12, using: &random)
        new.removeSubrange(start..<min(new.count, start + length))
    }
    for _ in 0..<Int.random(in: 0...4, using: &random) {
        let length = Bool.random(using: &random) ? 1 : Int.random(in: 1...10, using: &random)
        let fresh = (0..<length).map { _ in
            next += 1
            return item("n\(next)")
        }
        new.insert(contentsOf: fresh, at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) where new.count > 1 {
        let moving = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(moving, at: Int.random(in: 0...new.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) where !new.isEmpty {
        let at = Int.random(in: 0..<new.count, using: &random)
        new[at] = item(new[at].id, "Title \(new[at].id) v\(round)")
    }
    return new
}

@Suite struct DropdownSnapshotTests {
    /// Random seeded snapshots against a shadow of the app's data: what is shown is always the
    /// data less the items the person removed; the changes given to the view rebuild it; the
    /// open row, the focus, the selection and each row's measured height stay on their items;
    /// an id given twice is refused and nothing changes.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomSnapshotsFollowTheAppsDataByIdentity(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var data = (0..<60).map { item("p\($0)") }
        var next = 0
        var state = DropdownRowsState(list: DropdownList(items: data))
        // The view's heights, following the changes each step returns (as the viewport's do).
        var view = RowHeights(count: state.count)
        func follow(_ changes: [DropdownChange<TitledItem>]) { view.apply(DropdownChange.edits(of: changes)) }
        for round in 0..<80 {
            // The person: opens a row, focuses one, the view measures the rows, removes one,
            // undoes, selects some.
            if state.count > 0 {
                follow(state.activate(at: Int.random(in: 0..<state.count, using: &random)))
                state.focus(Int.random(in: 0..<state.count, using: &random))
                for index in 0..<state.count where Int.random(in: 0..<3, using: &random) > 0 {
                    if let item = state.item(at: index) { view.setHeight(measuredHeight(item.id), at: index) }
                }
                switch Int.random(in: 0..<5, using: &random) {
                case 0: follow(state.remove(at: Int.random(in: 0..<state.count, using: &random)))
                case 1: follow(state.undo())
                case 2:
                    if !state.isSelecting { follow(state.beginSelection()) }
                    follow(state.toggleSelection(at: Int.random(in: 0..<state.count, using: &random)))
                case 3: follow(state.endSelection())
                default: break
                }
            }
            let new = changedData(data, round: round, next: &next, using: &random)

            // An id twice: refused, with the id and both places; nothing changes.
            if new.count > 2, Int.random(in: 0..<4, using: &random) == 0 {
                let first = Int.random(in: 0..<new.count, using: &random)
                let second = Int.random(in: first + 1...new.count, using: &random)
                var twice = new
                twice.insert(item(new[first].id, "Again"), at: second)
                let before = state
                #expect(throws: DuplicateIDError(id: new[first].id, firstIndex: first, secondIndex: second)) {
                    try state.replaceAll(with: twice)
                }
                #expect(state == before, "seed \(seed), round \(round): the refused snapshot changed nothing")
            }

            // What should follow its item.
            let hidden = Set(state.list.saved.removed)
            let focused = state.focusIndex.flatMap { state.item(at: $0)?.id }
            let open = state.list.openID
            let selected = Set((0..<state.count).filter { state.isSelected(at: $0) }.compactMap { state.item(at: $0)?.id })
            var heights: [String: Double] = [:]
            for index in 0..<state.count where view.isMeasured(index) {
                if let item = state.item(at: index) { heights[item.id] = view.height(of: index) }
            }
            let oldItems = Dictionary(uniqueKeysWithValues: state.list.items.map { ($0.id, $0) })
            var mirror = DropdownMirror(state.list)

            let changes = try state.replaceAll(with: new)
            data = new
            let note = "seed \(seed), round \(round)"
            mirror.apply(changes)
            follow(changes)
            #expect(mirror.matches(state.list), "\(note): the view rebuilt from the changes")
            #expect(view.count == state.count, "\(note): the view's heights follow the changes")
            let expected = new.filter { !hidden.contains($0.id) }
            expectRows(&state, expected, note)
            let newIDs = Set(new.map(\.id))
            #expect(Set(state.list.saved.removed) == hidden.intersection(newIDs), "\(note): the undo stack keeps what the app still has")
            #expect(state.list.openID == open.flatMap { newIDs.contains($0) ? $0 : nil }, "\(note): the open row")
            if let focused, let index = state.index(of: focused) {
                #expect(state.focusIndex == index, "\(note): the focus stays on \(focused)")
            } else if focused != nil {
                // On the row that took its place, or on none when every row went at once.
                #expect(state.focusIndex.map { $0 < state.count } ?? true, "\(note): the focus is on a row or none")
            }
            for (index, item) in expected.enumerated() {
                if state.isSelecting {
                    #expect(state.isSelected(at: index) == selected.contains(item.id), "\(note): \(item.id) selected")
                }
                // A row keeps its height unless its item changed (it is measured again).
                if let height = heights[item.id], oldItems[item.id] == item {
                    #expect(view.isMeasured(index) && view.height(of: index) == height, "\(note): \(item.id)'s height")
                } else if oldItems[item.id] != item {
                    #expect(!view.isMeasured(index), "\(note): \(item.id) is new or changed: estimated")
                }
            }
            if state.isSelecting {
                #expect(state.selectedCount == selected.intersection(Set(expected.map(\.id))).count, "\(note): the count selected")
            }
        }
        // Undone, the person's removals come back with the app's values, and no id is twice.
        while state.list.canUndo { state.undo() }
        #expect(Set(state.list.items.map(\.id)).count == state.count)
        #expect(state.list.items.allSatisfy { data.contains($0) })
    }

    /// While a search shows its results, a snapshot changes them as it changes the list: the
    /// results are the rows that match, the focused result stays on its item, and ending the
    /// search gives back the whole list with the focus on that item.
    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func aSnapshotWhileSearchingKeepsTheResultsAndTheFocus(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var data = (0..<80).map { item("p\($0)") }
        var next = 0
        var state = DropdownRowsState(list: DropdownList(items: data))
        let text: @Sendable (TitledItem) -> String = { $0.title }
        for round in 0..<30 {
            // A search done, one still scanning, or one typed on (testing the last one's
            // matches) and not done.
            let query = round % 3 == 2 ? "11" : "1"
            state.search("1", text: text)
            state.advanceSearch(budget: round % 3 == 1 ? 7 : 100_000)
            if query != "1" {
                state.search(query, text: text)
                state.advanceSearch(budget: 3)
            }
            if state.count > 0 { state.focus(Int.random(in: 0..<state.count, using: &random)) }
            let focused = state.focusIndex.flatMap { state.item(at: $0)?.id }
            data = changedData(data, round: round, next: &next, using: &random)
            try state.replaceAll(with: data)
            let note = "seed \(seed), round \(round)"
            // Still a result (not moved into rows the search has not tested yet): still focused.
            if let focused, let result = state.index(of: focused) {
                #expect(state.focusIndex == result, "\(note): the focused result stays on \(focused)")
            }
            state.advanceSearch(budget: 100_000)
            let matching = data.filter { $0.title.contains(query) }
            #expect((0..<state.count).compactMap { state.item(at: $0) } == matching, "\(note): the results")
            let chosen = state.focusIndex.flatMap { state.item(at: $0)?.id }
            state.endSearch()
            #expect(state.list.items == data, "\(note): the whole list")
            if let chosen { #expect(state.focusIndex == state.index(of: chosen), "\(note): the focus on the result chosen") }
        }
    }

    /// A removal undone after a snapshot in another order (a list sorted the other way) brings
    /// the rows back where that order has them, among the same neighbours; two removals, the
    /// later one's rows counted in the earlier one's place.
    @Test func undoAfterASnapshotInAnotherOrderPutsTheRowsWhereThatOrderHasThem() throws {
        let data = (0..<10).map { item("r\($0)") }
        var list = DropdownList(items: data)
        _ = list.remove(at: 0) // r0
        _ = list.remove(at: 3) // r4
        let reversed = Array(data.reversed())
        try list.replaceAll(with: reversed)
        #expect(list.items.map(\.id) == ["r9", "r8", "r7", "r6", "r5", "r3", "r2", "r1"])
        _ = list.undo()
        #expect(list.items.map(\.id) == ["r9", "r8", "r7", "r6", "r5", "r4", "r3", "r2", "r1"])
        _ = list.undo()
        #expect(list.items == reversed)
        // The same with the list's own order kept: nothing moves.
        var same = DropdownList(items: data)
        _ = same.remove(at: 2)
        try same.replaceAll(with: data)
        _ = same.undo()
        #expect(same.items == data)
    }

    @Test func aSnapshotInTheSameOrderRemovesAndInsertsRunsAndMovesNothing() throws {
        var list = DropdownList(items: (0..<10).map { item("p\($0)") })
        _ = list.activate(at: 7)
        let changes = try list.replaceAll(with: [item("p0"), item("n1"), item("n2"), item("p4"), item("p5", "New"), item("p7"), item("p9")])
        #expect(
            changes == [
                .removed(index: 8, item: item("p8")),
                .removed(index: 6, item: item("p6")),
                .removedRun(index: 1, items: [item("p1"), item("p2"), item("p3")]),
                .insertedRun(index: 1, items: [item("n1"), item("n2")]),
                .updated(index: 4, item: item("p5", "New")),
            ])
        #expect(list.openID == "p7" && list.openIndex == 5)
    }

    @Test func onlyTheRowsOutOfOrderMove() throws {
        var list = DropdownList(items: (0..<8).map { item("p\($0)") })
        _ = list.activate(at: 6)
        // p6 goes to the top, p1 to the bottom: two moves, the other rows stay.
        var mirror = DropdownMirror(list)
        let changes = try list.replaceAll(with: ["p6", "p0", "p2", "p3", "p4", "p5", "p7", "p1"].map { item($0) })
        mirror.apply(changes)
        #expect(mirror.matches(list))
        #expect(changes.count == 2 && changes.allSatisfy { if case .moved = $0 { true } else { false } })
        #expect(list.openID == "p6" && list.openIndex == 0)
    }

    /// Once a snapshot checked the ids, a filter of the rows is matched in order by comparing
    /// ids; anything else (an id twice, a new item, another order) still goes the long way.
    @Test func filtersAfterACheckedSnapshotAndWhatIsNoFilter() throws {
        let all = (0..<50).map { item("p\($0)") }
        var list = DropdownList(items: all)
        try list.replaceAll(with: all)
        _ = list.activate(at: 22)
        var mirror = DropdownMirror(list)
        var filter = all.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
        filter[5] = item(filter[5].id, "Changed")
        mirror.apply(try list.replaceAll(with: filter))
        #expect(mirror.matches(list) && list.items == filter && list.openID == "p22")
        let before = list
        #expect(throws: DuplicateIDError(id: "p1", firstIndex: 0, secondIndex: 2)) {
            try list.replaceAll(with: [item("p1"), item("p2"), item("p1")])
        }
        #expect(throws: DuplicateIDError(id: "p2", firstIndex: 1, secondIndex: 2)) {
            try list.replaceAll(with: [item("p1"), item("p2"), item("p2")])
        }
        #expect(list == before)
        mirror.apply(try list.replaceAll(with: [item("p2"), item("p1"), item("x")]))
        #expect(mirror.matches(list) && list.items.map(\.id) == ["p2", "p1", "x"])
    }

    @Test func aListMadeCheckingItsIdsRefusesAnIdTwiceAndFiltersAtOnce() throws {
        #expect(throws: DuplicateIDError(id: "b", firstIndex: 1, secondIndex: 3)) {
            try DropdownList(checking: [item("a"), item("b"), item("c"), item("b")])
        }
        var list = try DropdownList(checking: (0..<20).map { item("p\($0)") })
        #expect(list.count == 20)
        var mirror = DropdownMirror(list)
        mirror.apply(try list.replaceAll(with: (0..<20).filter { $0 % 2 == 0 }.map { item("p\($0)") }))
        #expect(mirror.matches(list) && list.count == 10)
        #expect(throws: DuplicateIDError(id: "p0", firstIndex: 0, secondIndex: 1)) {
            try list.replaceAll(with: [item("p0"), item("p0")])
        }
    }

    @Test func aListMadeWithAnIdTwiceStillRefusesIt() {
        var list = DropdownList(items: [item("a"), item("a"), item("b")])
        #expect(throws: DuplicateIDError(id: "a", firstIndex: 0, secondIndex: 1)) {
            try list.replaceAll(with: [item("a"), item("a")])
        }
    }

    /// A view that takes a snapshot's removals as runs (the controller does) can be given the
    /// changes without them: the state ends the same, the runs are the same, and the changes
    /// are the others, in order. A search or a selection, which need the items gone, has them
    /// listed all the same.
    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func removalsAsRunsOnlyEndTheSameAsListed(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var data = (0..<80).map { item("p\($0)") }
        var next = 0
        var listed = DropdownRowsState(list: DropdownList(items: data))
        for round in 0..<60 {
            let note = "seed \(seed), round \(round)"
            if listed.count > 0 {
                listed.activate(at: Int.random(in: 0..<listed.count, using: &random))
                listed.focus(Int.random(in: 0..<listed.count, using: &random))
                switch Int.random(in: 0..<8, using: &random) {
                case 0: listed.remove(at: Int.random(in: 0..<listed.count, using: &random))
                case 1: listed.undo()
                case 2:
                    if !listed.isSelecting { listed.beginSelection() }
                    listed.toggleSelection(at: Int.random(in: 0..<listed.count, using: &random))
                case 3: listed.endSelection()
                default: break
                }
            }
            var runsOnly = listed
            data = changedData(data, round: round, next: &next, using: &random)
            let full = try listed.replaceAllBatch(with: data)
            let short = try runsOnly.replaceAllBatch(with: data, listingRemovals: false)
            #expect(runsOnly == listed, "\(note): the same state")
            #expect(short.removals?.runs == full.removals?.runs, "\(note): the same runs")
            let skipped = (full.removals?.changes ?? 0) - (short.removals?.changes ?? 0)
            #expect(Array(full.changes.dropFirst(skipped)) == short.changes, "\(note): the other changes")
            if listed.isSelecting || listed.isSearching {
                #expect(skipped == 0, "\(note): listed for the selection or the search")
            } else if !(full.removals?.runs.isEmpty ?? true) {
                #expect(short.removals?.changes == 0 && skipped > 0, "\(note): the removals left out")
            }
        }
    }

    @Test func theSameSnapshotChangesNothing() throws {
        var list = DropdownList(items: (0..<100).map { item("p\($0)") })
        #expect(try list.replaceAll(with: list.items) == [])
    }

    /// A million rows, a snapshot keeping every other one: the focus, the open row and the
    /// heights a view measured (following the changes) stay on their items; and back.
    @Test func aMillionRowsKeepingEveryOtherOne() throws {
        let all = numberedItems(count: 1_000_000)
        var state = DropdownRowsState(list: DropdownList(items: all))
        var view = RowHeights(count: state.count)
        state.activate(at: 500_001)
        state.focus(700_001)
        view.setHeight(120, at: 700_001)
        let half = all.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let changes = try state.replaceAll(with: half)
        view.apply(DropdownChange.edits(of: changes))
        #expect(changes.count == 500_000)
        #expect(state.count == 500_000 && view.count == 500_000)
        #expect(state.list.openID == "item-500002" && state.list.openIndex == 250_000)
        #expect(state.focusIndex == 350_000 && state.item(at: 350_000)?.id == "item-700002")
        #expect(view.height(of: 350_000) == 120)
        view.apply(DropdownChange.edits(of: try state.replaceAll(with: all)))
        #expect(state.list.items == all && view.count == 1_000_000)
        #expect(state.list.openIndex == 500_001 && state.focusIndex == 700_001 && view.height(of: 700_001) == 120)
    }
}
