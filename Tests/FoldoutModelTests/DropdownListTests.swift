import FoldoutModel
import Testing

private let letters = ["a", "b", "c", "d", "e"].map { TitledItem(id: $0, title: $0.uppercased()) }
private func item(_ id: String) -> TitledItem { TitledItem(id: id, title: id.uppercased()) }
private func ids(_ list: DropdownList<TitledItem>) -> [String] { list.items.map(\.id) }

@Suite struct DropdownOpenFoldTests {
    @Test func newListHasNothingOpenAndNothingToUndo() {
        let list = DropdownList(items: letters)
        #expect(list.count == 5)
        #expect(list.openID == nil)
        #expect(list.openIndex == nil)
        #expect(!list.canUndo)
        #expect(list.lastRemoved == nil)
        #expect(list.saved == DropdownSavedState())
    }

    @Test func activateOpensAClosedRow() {
        var list = DropdownList(items: letters)
        #expect(list.activate(at: 2) == [.opened(index: 2)])
        #expect(list.openIndex == 2)
        #expect(list.openID == "c")
    }

    @Test func activatingTheOpenRowFoldsIt() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 2)
        #expect(list.activate(at: 2) == [.closed(index: 2)])
        #expect(list.openID == nil)
        #expect(list.openIndex == nil)
    }

    @Test func activatingAnotherRowSwitches() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 1)
        #expect(list.activate(at: 3) == [.closed(index: 1), .opened(index: 3)])
        #expect(list.openID == "d")
        #expect(list.activate(at: 0) == [.closed(index: 3), .opened(index: 0)])
        #expect(list.openIndex == 0)
    }

    @Test func openIsNotAToggle() {
        var list = DropdownList(items: letters)
        #expect(list.open(at: 4) == [.opened(index: 4)])
        #expect(list.open(at: 4) == [])
        #expect(list.openIndex == 4)
        #expect(list.open(at: 2) == [.closed(index: 4), .opened(index: 2)])
        #expect(list.openIndex == 2)
    }

    @Test func foldClosesTheOpenRow() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 3)
        #expect(list.fold() == [.closed(index: 3)])
        #expect(list.openID == nil)
    }

    @Test func foldWithNothingOpenDoesNothing() {
        var list = DropdownList(items: letters)
        let before = list
        #expect(list.fold() == [])
        #expect(list == before)
    }

    @Test func outOfRangeIndicesAreIgnored() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 1)
        let before = list
        for index in [-1, 5, 99, Int.min, Int.max] {
            #expect(list.activate(at: index) == [])
            #expect(list.open(at: index) == [])
            #expect(list.remove(at: index) == [])
        }
        #expect(list == before)
        var empty = DropdownList<TitledItem>(items: [])
        #expect(empty.activate(at: 0) == [])
        #expect(empty.remove(at: 0) == [])
        #expect(empty.undo() == [])
    }
}

@Suite struct DropdownRemoveUndoTests {
    @Test func removingAClosedRowReportsItAndPushesUndo() {
        var list = DropdownList(items: letters)
        #expect(list.remove(at: 1) == [.removed(index: 1, item: item("b"))])
        #expect(ids(list) == ["a", "c", "d", "e"])
        #expect(list.canUndo)
        #expect(list.lastRemoved == item("b"))
        #expect(list.undo() == [.inserted(index: 1, item: item("b"))])
        #expect(ids(list) == ["a", "b", "c", "d", "e"])
        #expect(!list.canUndo)
        #expect(list.openID == nil)
    }

    @Test func removingTheOpenRowClosesItWithoutAClosedChangeAndUndoReopensIt() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 2)
        #expect(list.remove(at: 2) == [.removed(index: 2, item: item("c"))])
        #expect(list.openID == nil)
        #expect(list.openIndex == nil)
        #expect(list.undo() == [.inserted(index: 2, item: item("c")), .opened(index: 2)])
        #expect(list.openID == "c")
        #expect(list.openIndex == 2)
        #expect(ids(list) == ["a", "b", "c", "d", "e"])
    }

    @Test func undoReopeningFoldsAnotherOpenRowBelowFirst() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 2)
        _ = list.remove(at: 2) // a b d e
        _ = list.activate(at: 3) // e open
        #expect(list.undo() == [.closed(index: 3), .inserted(index: 2, item: item("c")), .opened(index: 2)])
        #expect(list.openID == "c")
        #expect(ids(list) == ["a", "b", "c", "d", "e"])
    }

    @Test func undoReopeningFoldsAnotherOpenRowAboveFirst() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 3)
        _ = list.remove(at: 3) // a b c e
        _ = list.activate(at: 0)
        #expect(list.undo() == [.closed(index: 0), .inserted(index: 3, item: item("d")), .opened(index: 3)])
        #expect(list.openIndex == 3)
    }

    @Test func undoOfAClosedRowLeavesTheOpenRowOpen() {
        var list = DropdownList(items: letters)
        _ = list.remove(at: 0) // b c d e
        _ = list.activate(at: 1) // c open at 1
        #expect(list.undo() == [.inserted(index: 0, item: item("a"))])
        #expect(list.openID == "c")
        #expect(list.openIndex == 2)
    }

    @Test func removingARowAboveTheOpenRowShiftsItsIndex() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 3)
        #expect(list.remove(at: 1) == [.removed(index: 1, item: item("b"))])
        #expect(list.openID == "d")
        #expect(list.openIndex == 2)
        #expect(list.activate(at: 2) == [.closed(index: 2)])
    }

    @Test func removingARowBelowTheOpenRowKeepsItsIndex() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 1)
        #expect(list.remove(at: 3) == [.removed(index: 3, item: item("d"))])
        #expect(list.openID == "b")
        #expect(list.openIndex == 1)
    }

    @Test func severalRemovalsUndoInLIFOOrder() {
        var list = DropdownList(items: letters)
        _ = list.remove(at: 1) // a c d e   (b@1)
        _ = list.remove(at: 2) // a c e     (d@2)
        _ = list.remove(at: 0) // c e       (a@0)
        #expect(ids(list) == ["c", "e"])
        #expect(list.lastRemoved == item("a"))
        #expect(list.undo() == [.inserted(index: 0, item: item("a"))])
        #expect(list.lastRemoved == item("d"))
        #expect(list.undo() == [.inserted(index: 2, item: item("d"))])
        #expect(list.lastRemoved == item("b"))
        #expect(list.undo() == [.inserted(index: 1, item: item("b"))])
        #expect(ids(list) == ["a", "b", "c", "d", "e"])
        #expect(!list.canUndo)
        #expect(list.undo() == [])
    }

    @Test func undoInterleavedWithFurtherRemovals() {
        var list = DropdownList(items: letters)
        _ = list.remove(at: 1) // a c d e
        _ = list.remove(at: 2) // a c e
        #expect(list.undo() == [.inserted(index: 2, item: item("d"))]) // a c d e
        #expect(list.remove(at: 3) == [.removed(index: 3, item: item("e"))]) // a c d
        #expect(list.remove(at: 0) == [.removed(index: 0, item: item("a"))]) // c d
        #expect(list.saved.removed == ["b", "e", "a"])
        #expect(list.undo() == [.inserted(index: 0, item: item("a"))])
        #expect(list.undo() == [.inserted(index: 3, item: item("e"))])
        #expect(list.undo() == [.inserted(index: 1, item: item("b"))])
        #expect(ids(list) == ["a", "b", "c", "d", "e"])
        #expect(!list.canUndo)
    }

    @Test func emptyingTheListAndUndoingEverythingRestoresTheOriginalOrder() {
        var list = DropdownList(items: englishMonths)
        var step = 0
        while list.count > 0 {
            let index = (step * 5) % list.count // remove from varying positions
            #expect(list.remove(at: index).count == 1)
            step += 1
        }
        #expect(step == 12)
        #expect(list.items.isEmpty)
        for _ in 0..<12 {
            let changes = list.undo()
            #expect(changes.count == 1)
            if case .inserted(let index, _) = changes.first {
                #expect(index <= list.count - 1)
            } else {
                Issue.record("expected an insertion, got \(changes)")
            }
        }
        #expect(list.items == englishMonths)
        #expect(!list.canUndo)
        #expect(list.undo() == [])
    }
}

@Suite struct DropdownStateRestoreTests {
    @Test func stateListsRemovalsOldestFirstAndTheOpenRow() {
        var list = DropdownList(items: letters)
        _ = list.remove(at: 4)
        _ = list.remove(at: 0)
        _ = list.activate(at: 1)
        #expect(list.saved == DropdownSavedState(removed: ["e", "a"], open: "c"))
    }

    @Test func roundTripGivesAnEqualListWithTheSameUndoBehaviour() {
        var list = DropdownList(items: englishMonths)
        _ = list.remove(at: 11)
        _ = list.remove(at: 3)
        _ = list.activate(at: 5)
        _ = list.remove(at: 0)
        _ = list.remove(at: 7)
        var restored = DropdownList(allItems: englishMonths, restoring: list.saved)
        #expect(restored == list)
        #expect(restored.openID == list.openID)
        while list.canUndo {
            #expect(restored.undo() == list.undo())
            #expect(restored == list)
        }
        #expect(!restored.canUndo)
        #expect(restored.items == englishMonths)
    }

    @Test func roundTripWithoutRemovalsOrOpenRow() {
        let list = DropdownList(items: englishMonths)
        #expect(DropdownList(allItems: englishMonths, restoring: list.saved) == list)
    }

    @Test func restoredEntryOfARowRemovedWhileOpenReopensOnUndo() {
        var list = DropdownList(items: letters)
        _ = list.activate(at: 1)
        _ = list.remove(at: 1)
        #expect(list.saved.removedOpen == ["b"])
        var restored = DropdownList(allItems: letters, restoring: list.saved)
        #expect(restored == list)
        #expect(restored.openID == nil)
        #expect(restored.undo() == [.inserted(index: 1, item: item("b")), .opened(index: 1)])
        #expect(restored.openID == "b")
    }

    @Test func removedOpenSurvivesTheFileFormat() throws {
        let state = DropdownSavedState(removed: ["a", "b"], open: "c", removedOpen: ["b"])
        let text = JSONWriter.write(state.json)
        #expect(try DropdownSavedState(json: JSONReader(parsing: Array(text.utf8))) == state)
    }

    @Test func unknownIdsAreSkipped() {
        let state = DropdownSavedState(removed: ["zzz", "month-3", "month-3", "", "month-12"], open: "nope")
        var list = DropdownList(allItems: englishMonths, restoring: state)
        #expect(list.count == 10)
        #expect(!list.items.contains { $0.id == "month-3" || $0.id == "month-12" })
        #expect(list.openID == nil)
        #expect(list.saved == DropdownSavedState(removed: ["month-3", "month-12"], open: nil))
        #expect(list.undo() == [.inserted(index: 10, item: englishMonths[11])])
        #expect(list.undo() == [.inserted(index: 2, item: englishMonths[2])])
        #expect(list.undo() == [])
        #expect(list.items == englishMonths)
    }

    @Test func openIdThatWasRemovedIsIgnored() {
        let list = DropdownList(allItems: letters, restoring: DropdownSavedState(removed: ["c"], open: "c"))
        #expect(list.openID == nil)
        #expect(list.openIndex == nil)
    }

    @Test func restoredOpenRowIsOpen() {
        let list = DropdownList(allItems: letters, restoring: DropdownSavedState(removed: ["a"], open: "d"))
        #expect(list.openIndex == 2)
        #expect(ids(list) == ["b", "c", "d", "e"])
    }
}

/// The open row's index follows it as other rows are removed and restored, in long lists too.
@Suite struct LongDropdownListTests {
    @Test func openIndexShiftsWithRemovalsAndUndo() {
        var list = DropdownList(items: numberedItems(count: 1_000_000))
        _ = list.open(at: 999_998)
        _ = list.remove(at: 10)
        #expect(list.openIndex == 999_997 && list.openID == "item-999999")
        _ = list.undo()
        #expect(list.openIndex == 999_998 && list.openID == "item-999999")
        #expect(list.remove(at: 999_998) == [.removed(index: 999_998, item: TitledItem(id: "item-999999", title: "Item 999999"))])
        #expect(list.count == 999_999 && list.openIndex == nil)
        _ = list.undo()
        #expect(list.count == 1_000_000 && list.openIndex == 999_998)
    }

    @Test func appEditsOfAMillionItemsFindTheirRowsById() {
        var list = DropdownList(items: numberedItems(count: 1_000_000))
        _ = list.open(at: 500_000)
        let new = TitledItem(id: "new", title: "New")
        #expect(list.apply([.insert(new, at: 0)]) == [.inserted(index: 0, item: new)])
        #expect(list.openIndex == 500_001 && list.index(of: "item-1000000") == 1_000_000)
        #expect(
            list.apply([.move(id: "item-1000000", to: 0)]) == [.moved(from: 1_000_000, to: 0, item: TitledItem(id: "item-1000000", title: "Item 1000000"))])
        #expect(list.openIndex == 500_002 && list.openID == "item-500001")
        #expect(list.apply([.remove(id: "new")]) == [.removed(index: 1, item: new)])
        #expect(list.openIndex == 500_001 && list.index(of: "item-1") == 1)
    }
}
