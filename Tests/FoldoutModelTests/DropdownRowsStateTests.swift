import FoldoutModel
import Testing

/// The dropdown rows controller's one view-state value: items, open row, bars and focus.
private func letters(_ count: Int = 6) -> DropdownList<DropdownItem> {
    DropdownList(items: (0..<count).map { DropdownItem(id: "i\($0)", title: "Item \($0)") })
}

private func ids(_ state: DropdownRowsState<DropdownItem>) -> [String] { state.list.items.map(\.id) }

@Suite struct DropdownRowsStateTests {
    @Test func startsWithTheOpenRowUnfoldedAndNoFocus() {
        var list = letters()
        _ = list.open(at: 2)
        let state = DropdownRowsState(list: list)
        #expect(state.reveal.fraction(of: 2) == 1 && !state.reveal.isMoving)
        #expect(state.focusIndex == nil && state.count == 6)
        #expect(state.item(at: 2)?.id == "i2" && state.item(at: 6) == nil && state.item(at: -1) == nil)
    }

    @Test func activateOpensFoldsAndMovesBothBars() {
        var state = DropdownRowsState(list: letters())
        #expect(state.activate(at: 1, animated: true) == [.opened(index: 1)])
        #expect(state.list.openIndex == 1 && state.reveal.isOpening(1) && state.reveal.isMoving)
        #expect(state.advance(by: 0.3) == [1])
        #expect(state.reveal.fraction(of: 1) == 1)
        #expect(state.activate(at: 4, animated: true) == [.closed(index: 1), .opened(index: 4)])
        #expect(!state.reveal.isOpening(1) && state.reveal.fraction(of: 1) == 1, "the old bar folds from where it is")
        state.advance(by: 0.15)
        #expect(state.reveal.fraction(of: 1) > 0 && state.reveal.fraction(of: 4) > 0)
        state.advance(by: 0.15)
        #expect(state.reveal.fractions == [4: 1], "the folded bar is forgotten")
        #expect(state.activate(at: 4, animated: false) == [.closed(index: 4)])
        #expect(state.reveal.fractions.isEmpty && state.list.openIndex == nil)
        #expect(state.activate(at: 9, animated: true) == [], "out of range changes nothing")
    }

    @Test func foldWithoutAnimationIsAtOnce() {
        var state = DropdownRowsState(list: letters())
        state.activate(at: 3, animated: false)
        #expect(state.reveal.fraction(of: 3) == 1 && !state.reveal.isMoving)
        #expect(state.fold(animated: false) == [.closed(index: 3)])
        #expect(state.fold(animated: false) == [])
        #expect(state.reveal.fractions.isEmpty)
    }

    @Test func focusIsClampedAndClearedAndEmptyListsHaveNone() {
        var state = DropdownRowsState(list: letters())
        state.focus(99)
        #expect(state.focusIndex == 5)
        state.focus(-3)
        #expect(state.focusIndex == 0)
        state.focus(nil)
        #expect(state.focusIndex == nil)
        var empty = DropdownRowsState(list: DropdownList<DropdownItem>(items: []))
        empty.focus(0)
        #expect(empty.focusIndex == nil)
    }

    @Test func removingAboveShiftsTheOpenBarAndTheFocusUp() {
        var state = DropdownRowsState(list: letters())
        state.activate(at: 4, animated: false)
        state.focus(3)
        #expect(state.remove(at: 1, animated: true).count == 1)
        #expect(ids(state) == ["i0", "i2", "i3", "i4", "i5"])
        #expect(state.list.openIndex == 3 && state.reveal.fractions == [3: 1], "the open bar moved with its row")
        #expect(state.focusIndex == 2 && state.item(at: 2)?.id == "i3", "the focus moved with its row")
    }

    @Test func removingBelowKeepsTheFocusAndTheBar() {
        var state = DropdownRowsState(list: letters())
        state.activate(at: 1, animated: false)
        state.focus(1)
        state.remove(at: 4, animated: true)
        #expect(state.focusIndex == 1 && state.list.openIndex == 1 && state.reveal.fractions == [1: 1])
    }

    @Test func removingTheFocusedRowFocusesTheRowThatTakesItsPlace() {
        var state = DropdownRowsState(list: letters())
        state.focus(2)
        state.remove(at: 2, animated: true)
        #expect(state.focusIndex == 2 && state.item(at: 2)?.id == "i3")
    }

    @Test func removingTheFocusedLastRowFocusesTheNewLastAndTheOnlyRowLeavesNone() {
        var state = DropdownRowsState(list: letters(3))
        state.focus(2)
        state.remove(at: 2, animated: true)
        #expect(state.focusIndex == 1)
        state.remove(at: 1, animated: true)
        #expect(state.focusIndex == 0)
        state.remove(at: 0, animated: true)
        #expect(state.focusIndex == nil && state.count == 0)
    }

    @Test func removingTheOpenRowTakesItsBarAway() {
        var state = DropdownRowsState(list: letters())
        state.activate(at: 2, animated: false)
        state.remove(at: 2, animated: true)
        #expect(state.list.openIndex == nil && state.reveal.fractions.isEmpty)
    }

    @Test func undoRestoresAtItsPlaceFocusedAndShiftsWhatIsBelow() {
        var state = DropdownRowsState(list: letters())
        state.activate(at: 4, animated: false)
        state.remove(at: 1, animated: true)
        state.focus(0)
        let changes = state.undo(animated: true)
        #expect(changes == [.inserted(index: 1, item: DropdownItem(id: "i1", title: "Item 1"))])
        #expect(ids(state) == ["i0", "i1", "i2", "i3", "i4", "i5"])
        #expect(state.focusIndex == 1, "the restored row has the focus")
        #expect(state.list.openIndex == 4 && state.reveal.fractions == [4: 1], "the open bar moved back down with its row")
    }

    @Test func undoOfAnOpenRowReopensItFoldingTheOtherAndFocusesIt() {
        var state = DropdownRowsState(list: letters())
        state.activate(at: 2, animated: false)
        state.remove(at: 2, animated: true)
        state.activate(at: 3, animated: false)      // i4
        state.focus(4)                              // i5
        let changes = state.undo(animated: true)
        #expect(changes.count == 3)
        #expect(state.list.openIndex == 2 && state.reveal.isOpening(2) && !state.reveal.isOpening(4))
        #expect(state.reveal.fraction(of: 4) == 1, "i4's bar, shifted down one, folds from where it was")
        #expect(state.focusIndex == 2)
        state.advance(by: 1)
        #expect(state.reveal.fractions == [2: 1])
    }

    @Test func undoWithNothingToUndoChangesNothing() {
        var state = DropdownRowsState(list: letters())
        state.focus(3)
        let before = state
        #expect(state.undo(animated: true) == [])
        #expect(state == before)
    }

    @Test func aMillionItemsStayCheap() {
        var state = DropdownRowsState(list: DropdownList(items: numberedItems(count: 1_000_000)))
        state.activate(at: 500_000, animated: true)
        state.focus(500_000)
        state.remove(at: 10, animated: true)
        #expect(state.list.openIndex == 499_999 && state.focusIndex == 499_999)
        #expect(state.reveal.isOpening(499_999))
        state.undo(animated: true)
        #expect(state.list.openIndex == 500_000 && state.focusIndex == 10)
    }
}
