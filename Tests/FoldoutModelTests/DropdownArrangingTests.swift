import FoldoutModel
import Testing

private func item(_ id: String) -> TitledItem { TitledItem(id: id, title: id.uppercased()) }
private func items(_ ids: String) -> [TitledItem] { ids.split(separator: " ").map { item(String($0)) } }
private func ids(_ list: DropdownList<TitledItem>) -> String { list.items.map(\.id).joined(separator: " ") }

/// A person's moves: every place, with the open row, one undo step each, a view kept by the changes.
struct DropdownMoveTests {
    @Test func everyMoveOfEveryRowKeepsTheOpenRowAndUndoes() {
        for open in [nil, 0, 2, 4] as [Int?] {
            for from in 0..<5 {
                for to in 0..<5 {
                    var list = DropdownList(items: items("a b c d e"))
                    if let open { _ = list.open(at: open) }
                    let openID = list.openID
                    var view = DropdownMirror(list)
                    let changes = list.move(from: from, to: to)
                    view.apply(changes)
                    #expect(view.matches(list), "move \(from) → \(to), open \(String(describing: open))")
                    #expect(list.openID == openID)
                    if from == to {
                        #expect(changes.isEmpty)
                        #expect(!list.canUndo)
                        continue
                    }
                    #expect(changes == [.moved(from: from, to: to, item: item(["a", "b", "c", "d", "e"][from]))])
                    #expect(list.item(at: to) == item(["a", "b", "c", "d", "e"][from]))
                    view.apply(list.undo())
                    #expect(view.matches(list))
                    #expect(ids(list) == "a b c d e")
                    #expect(list.openID == openID)
                    #expect(!list.canUndo)
                }
            }
        }
    }

    @Test func outOfRangeMovesDoNothing() {
        var list = DropdownList(items: items("a b c"))
        #expect(list.move(from: -1, to: 0).isEmpty)
        #expect(list.move(from: 0, to: 3).isEmpty)
        #expect(list.move(from: Int.max, to: 0).isEmpty)
        #expect(!list.canUndo)
    }

    @Test func movesAndRemovalsUndoInTheOrderTheyWereDone() {
        var list = DropdownList(items: items("a b c d e"))
        var view = DropdownMirror(list)
        view.apply(list.move(from: 0, to: 3)) // b c d a e
        view.apply(list.remove(at: 1)) // b d a e
        view.apply(list.move(from: 3, to: 0)) // e b d a
        #expect(ids(list) == "e b d a")
        view.apply(list.undo())
        #expect(ids(list) == "b d a e")
        view.apply(list.undo())
        #expect(ids(list) == "b c d a e")
        view.apply(list.undo())
        #expect(ids(list) == "a b c d e")
        #expect(view.matches(list))
        #expect(!list.canUndo)
    }

    /// Random moves, removals (single and runs), undos and app edits against a plain array
    /// that replays every step, and a view that sees only the changes.
    @Test(arguments: 0..<30) func randomArrangingAgainstAReplayedHistory(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var list = DropdownList(items: (0..<12).map { item("r\($0)") })
        var view = DropdownMirror(list)
        // Each step's list before it, to check undo against.
        var history: [[TitledItem]] = []
        var next = 100
        for _ in 0..<60 {
            let count = list.count
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where count > 1:
                history.append(list.items)
                let from = Int.random(in: 0..<count, using: &random)
                var to = Int.random(in: 0..<count, using: &random)
                if to == from { to = (from + 1) % count }
                view.apply(list.move(from: from, to: to))
            case 1 where count > 0:
                history.append(list.items)
                view.apply(list.remove(at: Int.random(in: 0..<count, using: &random)))
            case 2 where count > 2:
                history.append(list.items)
                let a = Int.random(in: 0..<count, using: &random)
                let b = Int.random(in: 0..<count, using: &random)
                view.apply(list.remove(runs: [min(a, b)..<max(a, b) + 1, (count - 1)..<count]))
            case 3 where !history.isEmpty:
                view.apply(list.undo())
                #expect(list.items == history.removeLast(), "seed \(seed)")
            case 4:
                _ = list.activate(at: Int.random(in: 0..<max(1, count), using: &random)).map { view.apply([$0]) }
            default:
                // The app's edit breaks what undo can promise: start a new history.
                view.apply(list.apply([.insert(item("n\(next)"), at: Int.random(in: 0...count, using: &random))]))
                next += 1
                history = []
                while list.canUndo { view.apply(list.undo()) }
            }
            #expect(view.matches(list), "seed \(seed)")
        }
    }
}

/// Several rows removed at once: one undo step, runs as one change each, persisted as a step.
struct DropdownRunRemovalTests {
    @Test func runsAreRemovedBottomUpAsOneStep() {
        var list = DropdownList(items: items("a b c d e f g"))
        _ = list.open(at: 3)
        var view = DropdownMirror(list)
        let changes = list.remove(runs: [5..<7, 0..<1, 2..<4])
        #expect(
            changes == [
                .removedRun(index: 5, items: items("f g")), .removedRun(index: 2, items: items("c d")),
                .removed(index: 0, item: item("a")),
            ])
        view.apply(changes)
        #expect(ids(list) == "b e")
        #expect(list.openIndex == nil)
        let undo = list.undo()
        view.apply(undo)
        #expect(view.matches(list))
        #expect(ids(list) == "a b c d e f g")
        #expect(list.openID == "d")
        #expect(!list.canUndo)
    }

    @Test func overlappingAndOutOfRangeRunsAreJoinedAndClamped() {
        var list = DropdownList(items: items("a b c d e"))
        #expect(list.remove(runs: [1..<3, 2..<4, 9..<12, -3..<0]) == [.removedRun(index: 1, items: items("b c d"))])
        #expect(list.remove(runs: []).isEmpty)
    }

    @Test func aStepOfSeveralRemovalsSurvivesARestart() throws {
        var list = DropdownList(allItems: englishMonths, restoring: DropdownSavedState())
        _ = list.remove(at: 0)
        _ = list.remove(runs: [1..<3, 5..<6])
        #expect(list.saved.steps == [1, 3])
        let text = JSONWriter.write(list.saved.json)
        let state = try DropdownSavedState(json: JSONReader(parsing: Array(text.utf8)))
        var restored = DropdownList(allItems: englishMonths, restoring: state)
        #expect(restored.items == list.items)
        _ = restored.undo()
        _ = list.undo()
        #expect(restored.items == list.items)
        #expect(restored.count == 11)
        _ = restored.undo()
        #expect(restored.items == englishMonths)
    }

    @Test func aMillionRowsGoAndComeBackAsOneChangeEach() {
        var list = DropdownList(items: numberedItems(count: 1_000_000))
        let removed = list.remove(runs: [0..<1_000_000])
        #expect(removed.count == 1)
        #expect(list.count == 0)
        let undo = list.undo()
        #expect(undo.count == 1)
        #expect(list.count == 1_000_000)
        #expect(list.item(at: 999_999)?.id == "item-1000000")
    }
}

/// The order a person made, persisted by identity.
struct DropdownOrderTests {
    @Test func theOrderNamesOnlyTheMovedItemsAndIsRestored() throws {
        var list = DropdownList(allItems: englishMonths, restoring: DropdownSavedState())
        _ = list.move(from: 3, to: 1) // April above February
        _ = list.move(from: 11, to: 0) // December first
        #expect(
            list.saved.order == [
                DropdownPlacement(id: "month-12", after: nil),
                DropdownPlacement(id: "month-4", after: "month-1"),
            ])
        let text = JSONWriter.write(list.saved.json)
        let state = try DropdownSavedState(json: JSONReader(parsing: Array(text.utf8)))
        let restored = DropdownList(allItems: englishMonths, restoring: state)
        #expect(restored.items == list.items)
        #expect(restored.items.prefix(3).map(\.title) == ["December", "January", "April"])
    }

    @Test func undoingEveryMoveLeavesNoOrder() {
        var list = DropdownList(items: items("a b c"))
        _ = list.move(from: 0, to: 2)
        _ = list.move(from: 2, to: 1)
        _ = list.undo()
        _ = list.undo()
        #expect(list.saved.order.isEmpty)
        #expect(list.saved == DropdownSavedState())
    }

    @Test func movesAndRemovalsRestoreTogether() {
        var list = DropdownList(allItems: englishMonths, restoring: DropdownSavedState())
        _ = list.move(from: 3, to: 1)
        _ = list.remove(at: 0)
        _ = list.open(at: 2)
        let restored = DropdownList(allItems: englishMonths, restoring: list.saved)
        #expect(restored.items == list.items)
        #expect(restored.openID == list.openID)
        #expect(restored.lastRemoved?.title == "January")
    }

    @Test func placementsOfItemsThatNoLongerExistAreSkipped() {
        let state = DropdownSavedState(order: [
            DropdownPlacement(id: "gone", after: nil),
            DropdownPlacement(id: "c", after: "also-gone"),
            DropdownPlacement(id: "d", after: nil),
            DropdownPlacement(id: "d", after: "a"),
        ])
        let list = DropdownList(allItems: items("a b c d"), restoring: state)
        // c keeps its place when what it followed is gone; d is placed once, first.
        #expect(ids(list) == "d a b c")
    }

    @Test func aMillionItemsKeepTheirOrderWithAFewPlacements() {
        let all = numberedItems(count: 1_000_000)
        var list = DropdownList(allItems: all, restoring: DropdownSavedState())
        _ = list.move(from: 500_000, to: 0)
        _ = list.move(from: 999_999, to: 10)
        _ = list.move(from: 20, to: 999_999)
        let state = list.saved
        #expect(state.order.count == 3)
        let restored = DropdownList(allItems: all, restoring: state)
        #expect(restored.count == 1_000_000)
        for index in [0, 1, 10, 11, 20, 21, 999_998, 999_999] {
            #expect(restored.item(at: index) == list.item(at: index))
        }
    }

    @Test func theAppsNewDataKeepsThePersonsPlacements() throws {
        var list = DropdownList(items: items("a b c d"))
        _ = list.move(from: 3, to: 0) // d a b c
        var view = DropdownMirror(list)
        view.apply(try list.replaceAll(with: items("a b x c d")))
        #expect(ids(list) == "d a b x c")
        #expect(view.matches(list))
    }

    @Test func badStepsAreErrorsWithTheirPlace() throws {
        let text = #"{"removed": ["a"], "steps": [0]}"#
        #expect(throws: JSONError.self) { try DropdownSavedState(json: JSONReader(parsing: Array(text.utf8))) }
        let order = #"{"order": [{"after": "a"}]}"#
        #expect(throws: JSONError.self) { try DropdownSavedState(json: JSONReader(parsing: Array(order.utf8))) }
    }
}

/// Selection mode: by identity, ranges, all at once, removed as one step.
struct DropdownSelectionTests {
    @Test func togglingAndRangesSelectByIdentity() {
        var state = DropdownRowsState(list: DropdownList(items: items("a b c d e f")))
        #expect(!state.isSelecting)
        state.toggleSelection(at: 1)
        #expect(state.isSelecting)
        state.extendSelection(to: 3)
        #expect((0..<6).map(state.isSelected(at:)) == [false, true, true, true, false, false])
        #expect(state.selectedCount == 3)
        state.toggleSelection(at: 2)
        #expect(state.selectedCount == 2)
        // Rows move: the selection stays with its items.
        state.move(from: 1, to: 5)
        #expect(state.isSelected(at: 5))
        #expect(state.selectedItems().map(\.id) == ["d", "b"])
        state.endSelection()
        #expect(state.selectedCount == 0)
    }

    @Test func removingASelectionIsOneUndoStep() {
        var state = DropdownRowsState(list: DropdownList(items: items("a b c d e f")))
        state.focus(4)
        state.toggleSelection(at: 0)
        state.toggleSelection(at: 2)
        state.toggleSelection(at: 3)
        let changes = state.removeSelected()
        #expect(changes == [.removedRun(index: 2, items: items("c d")), .removed(index: 0, item: item("a")), .selecting(false)])
        #expect(state.list.items == items("b e f"))
        #expect(state.focusIndex == 1) // still on e
        #expect(!state.isSelecting)
        _ = state.undo()
        #expect(state.list.items == items("a b c d e f") && state.count == 6)
    }

    @Test func selectAllOfAMillionCostsNothingPerRowAndCounts() {
        var state = DropdownRowsState(list: DropdownList(items: numberedItems(count: 1_000_000)))
        state.selectAll()
        #expect(state.selectedCount == 1_000_000)
        state.toggleSelection(at: 500_000)
        #expect(state.selectedCount == 999_999)
        #expect(!state.isSelected(at: 500_000))
        let changes = state.removeSelected()
        #expect(changes.count == 3 && changes.last == .selecting(false))
        #expect(state.count == 1)
        _ = state.undo()
        #expect(state.count == 1_000_000)
    }

    @Test func selectAllWhileSearchingSelectsTheResults() {
        var state = DropdownRowsState(list: DropdownList(allItems: englishMonths, restoring: DropdownSavedState()))
        state.search("ju", text: { $0.title })
        state.advanceSearch(budget: 100)
        state.selectAll()
        #expect(state.selectedCount == 2)
        state.endSearch()
        #expect(state.selectedItems().map(\.title) == ["June", "July"])
        #expect(state.canMove)
    }

    @Test func rowsTheAppRemovesLeaveTheSelection() {
        var state = DropdownRowsState(list: DropdownList(items: items("a b c")))
        state.toggleSelection(at: 0)
        state.toggleSelection(at: 1)
        state.apply([.remove(id: "a")])
        #expect(state.selectedCount == 1)
        #expect(state.selectedItems() == [item("b")])
    }

    /// Every selection transition returns what it changed, as the other transitions do.
    @Test func eachSelectionStepReturnsWhatItChanged() {
        var state = DropdownRowsState(list: DropdownList(items: items("a b c d e f")))
        #expect(state.endSelection() == [], "not selecting")
        #expect(state.toggleSelection(at: 1) == [.selecting(true), .selected(rows: 1..<2)])
        #expect(state.beginSelection() == [], "selecting already")
        #expect(state.extendSelection(to: 4) == [.selected(rows: 1..<5)])
        #expect(state.toggleSelection(at: 9) == [] && state.extendSelection(to: -1) == [], "no such row")
        #expect(state.clearSelection() == [.selected(rows: 0..<6)])
        #expect(state.clearSelection() == [], "nothing selected")
        #expect(state.selectAll() == [.selected(rows: 0..<6)])
        #expect(state.endSelection() == [.selecting(false)])
        #expect(state.selectAll() == [.selecting(true), .selected(rows: 0..<6)])
        #expect(state.endSelection() == [.selecting(false)])
        #expect(state.removeSelected() == [], "not selecting: nothing goes")
        #expect(state.beginSelection() == [.selecting(true)])
        #expect(state.removeSelected() == [.selecting(false)], "nothing selected: the mode ends")
    }

    @Test func noMovesWhileSearching() {
        var state = DropdownRowsState(list: DropdownList(items: items("ab ac b")))
        state.search("a", text: { $0.id })
        state.advanceSearch(budget: 10)
        #expect(state.move(from: 0, to: 1).isEmpty)
    }
}
