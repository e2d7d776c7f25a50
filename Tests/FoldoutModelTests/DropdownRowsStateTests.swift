import FoldoutModel
import Testing

/// The dropdown rows controller's one view-state value: items, open row and focus. (The rows'
/// heights are the view's: `DropdownRowsViewTests` follow them through the changes returned.)
private func letters(_ count: Int = 6) -> DropdownList<TitledItem> {
    DropdownList(items: (0..<count).map { TitledItem(id: "i\($0)", title: "Item \($0)") })
}

private func item(_ id: String, _ title: String? = nil) -> TitledItem { TitledItem(id: id, title: title ?? "Item \(id.dropFirst())") }

private func ids(_ state: DropdownRowsState<TitledItem>) -> [String] { state.list.items.map(\.id) }

/// A state of `count` items, row `open` open.
private func makeState(_ count: Int = 6, open: Int? = nil) -> DropdownRowsState<TitledItem> {
    var list = letters(count)
    if let open { _ = list.open(at: open) }
    return DropdownRowsState(list: list)
}

/// The focused item's id.
private func focusedID(_ state: DropdownRowsState<TitledItem>) -> String? { state.focusIndex.flatMap { state.item(at: $0)?.id } }

@Suite struct DropdownRowsStateTests {
    @Test func startsWithNoFocus() {
        var list = letters()
        _ = list.open(at: 2)
        let state = DropdownRowsState(list: list)
        #expect(state.list.openIndex == 2)
        #expect(state.focusIndex == nil && state.count == 6)
        #expect(state.item(at: 2)?.id == "i2" && state.item(at: 6) == nil && state.item(at: -1) == nil)
    }

    @Test func openingARowFoldsTheOpenOne() {
        var state = makeState()
        #expect(state.activate(at: 1) == [.opened(index: 1)])
        #expect(state.list.openIndex == 1)
        #expect(state.activate(at: 4) == [.closed(index: 1), .opened(index: 4)])
        #expect(state.activate(at: 4) == [.closed(index: 4)])
        #expect(state.list.openIndex == nil)
        #expect(state.activate(at: 9) == [], "out of range changes nothing")
    }

    @Test func foldClosesTheOpenRowOnce() {
        var state = makeState(open: 3)
        #expect(state.fold() == [.closed(index: 3)])
        #expect(state.fold() == [])
    }

    @Test func focusIsClampedAndClearedAndEmptyListsHaveNone() {
        var state = DropdownRowsState(list: letters())
        state.focus(99)
        #expect(state.focusIndex == 5)
        state.focus(-3)
        #expect(state.focusIndex == 0)
        state.focus(nil)
        #expect(state.focusIndex == nil)
        var empty = DropdownRowsState(list: DropdownList<TitledItem>(items: []))
        empty.focus(0)
        #expect(empty.focusIndex == nil)
    }

    @Test func removingAboveShiftsTheOpenRowAndTheFocusUp() {
        var state = makeState(open: 4)
        state.focus(3)
        #expect(state.remove(at: 1).count == 1)
        #expect(ids(state) == ["i0", "i2", "i3", "i4", "i5"])
        #expect(state.list.openIndex == 3 && state.list.openID == "i4", "the open row moved with its item")
        #expect(state.focusIndex == 2 && focusedID(state) == "i3", "the focus moved with its item")
    }

    @Test func removingBelowKeepsTheFocusAndTheOpenRow() {
        var state = makeState(open: 1)
        state.focus(1)
        state.remove(at: 4)
        #expect(state.focusIndex == 1 && state.list.openIndex == 1)
    }

    @Test func removingTheFocusedRowFocusesTheRowThatTakesItsPlace() {
        var state = makeState()
        state.focus(2)
        state.remove(at: 2)
        #expect(state.focusIndex == 2 && focusedID(state) == "i3")
    }

    @Test func removingTheFocusedLastRowFocusesTheNewLastAndTheOnlyRowLeavesNone() {
        var state = makeState(3)
        state.focus(2)
        state.remove(at: 2)
        #expect(state.focusIndex == 1)
        state.remove(at: 1)
        #expect(state.focusIndex == 0)
        state.remove(at: 0)
        #expect(state.focusIndex == nil && state.count == 0)
    }

    @Test func removingTheOpenRowLeavesNoneOpen() {
        var state = makeState(open: 2)
        state.remove(at: 2)
        #expect(state.list.openIndex == nil)
    }

    @Test func undoRestoresAtItsPlaceFocusedAndShiftsWhatIsBelow() {
        var state = makeState(open: 4)
        state.remove(at: 1)
        state.focus(0)
        let changes = state.undo()
        #expect(changes == [.inserted(index: 1, item: item("i1"))])
        #expect(ids(state) == ["i0", "i1", "i2", "i3", "i4", "i5"])
        #expect(state.focusIndex == 1, "the restored row has the focus")
        #expect(state.list.openIndex == 4, "the open row moved back down with its item")
    }

    @Test func undoOfAnOpenRowReopensItFoldingTheOtherAndFocusesIt() {
        var state = makeState(open: 2)
        state.remove(at: 2)
        state.activate(at: 3) // i4
        state.focus(4) // i5
        let changes = state.undo()
        #expect(changes == [.closed(index: 3), .inserted(index: 2, item: item("i2")), .opened(index: 2)])
        #expect(state.list.openIndex == 2 && state.focusIndex == 2)
    }

    @Test func undoWithNothingToUndoChangesNothing() {
        var state = makeState()
        state.focus(3)
        let before = state
        #expect(state.undo() == [])
        #expect(state == before)
    }

    // MARK: The app's edits: the focus after each kind, at the start, middle and end

    @Test(arguments: [(0, 4), (2, 4), (3, 4), (4, 3), (6, 3)])
    func insertionMovesTheFocusBelowIt(at index: Int, focus: Int) {
        var state = makeState()
        state.focus(3)
        #expect(state.apply([.insert(item("i9"), at: index)]) == [.inserted(index: index, item: item("i9"))])
        #expect(focusedID(state) == "i3" && state.focusIndex == focus)
    }

    @Test(arguments: [0, 3, 5])
    func updateKeepsTheFocusAndTheOpenRow(at index: Int) {
        var state = makeState(open: 3)
        state.focus(index)
        let new = item("i\(index)", "Changed")
        #expect(state.apply([.update(new)]) == [.updated(index: index, item: new)])
        #expect(state.focusIndex == index && state.list.openIndex == 3)
    }

    @Test(arguments: [(0, "i3"), (2, "i3"), (3, "i4"), (5, "i3")])
    func removalKeepsTheFocusOnItsItemOrTheRowTakingItsPlace(at index: Int, focused: String) {
        var state = makeState()
        state.focus(3)
        #expect(state.apply([.remove(id: "i\(index)")]).count == 1)
        #expect(focusedID(state) == focused)
    }

    @Test func removingTheFocusedLastItemInABatchFocusesTheNewLast() {
        var state = makeState()
        state.focus(5)
        state.apply([.remove(id: "i5"), .insert(item("i7"), at: 9), .insert(item("i8"), at: 9)])
        #expect(ids(state) == ["i0", "i1", "i2", "i3", "i4", "i7", "i8"])
        #expect(focusedID(state) == "i4" && state.focusIndex == 4)
        state.apply([
            .remove(id: "i0"), .remove(id: "i1"), .remove(id: "i2"), .remove(id: "i3"), .remove(id: "i4"),
            .remove(id: "i7"), .remove(id: "i8"), .insert(item("i9"), at: 0),
        ])
        #expect(state.focusIndex == nil || focusedID(state) == "i9", "never a row that is not there")
        #expect(state.focusIndex.map { $0 < state.count } ?? true)
    }

    @Test(arguments: [
        ("i0", 5, 2, ["i1", "i2", "i3", "i4", "i5", "i0"]),
        ("i3", 0, 0, ["i3", "i0", "i1", "i2", "i4", "i5"]),
        ("i5", 0, 4, ["i5", "i0", "i1", "i2", "i3", "i4"]),
        ("i1", 3, 2, ["i0", "i2", "i3", "i1", "i4", "i5"]),
        ("i4", 2, 4, ["i0", "i1", "i4", "i2", "i3", "i5"]),
    ])
    func moveTheFocusFollowsItsItem(id: String, to: Int, focus: Int, order: [String]) {
        var state = makeState(open: 3)
        state.focus(3)
        #expect(state.apply([.move(id: id, to: to)]).count == 1)
        #expect(ids(state) == order)
        #expect(focusedID(state) == "i3" && state.focusIndex == focus)
        #expect(state.list.openID == "i3" && state.list.openIndex == focus, "the open row follows its item")
    }

    @Test func replaceAllKeepsTheFocusAndTheOpenItem() throws {
        var state = makeState(open: 2)
        state.focus(4)
        try state.replaceAll(with: [item("i4"), item("i9"), item("i0"), item("i2", "Changed"), item("i5")])
        #expect(ids(state) == ["i4", "i9", "i0", "i2", "i5"])
        #expect(focusedID(state) == "i4" && state.list.openID == "i2")
    }

    @Test func aMillionItemsStayCheap() {
        var state = DropdownRowsState(list: DropdownList(items: numberedItems(count: 1_000_000)))
        state.activate(at: 500_000)
        state.focus(500_000)
        state.remove(at: 10)
        #expect(state.list.openIndex == 499_999 && state.focusIndex == 499_999)
        #expect(state.count == 999_999)
        state.undo()
        #expect(state.list.openIndex == 500_000 && state.focusIndex == 10)
        state.apply([.move(id: "item-500001", to: 999_999)])
        #expect(state.list.openIndex == 999_999 && state.item(at: 999_999)?.id == "item-500001")
    }
}
