import FoldoutModel
import Testing

@Suite struct SettingsMenuRowEditTests {
    private func menu() -> SettingsMenuState {
        SettingsMenuState(rowIDs: [["style", "animations"], ["email", "website"], ["help"]])
    }

    /// A row inserted before the focused one: the focus stays on its row, one further down.
    @Test func anInsertedRowKeepsTheFocusOnItsRow() {
        var state = menu()
        state.focus(MenuPosition(section: 1, row: 1))
        let changes = state.insertRow(id: "maintainer", section: 1, at: 0)
        #expect(changes == [.inserted(MenuPosition(section: 1, row: 0)), .focused(MenuPosition(section: 1, row: 2))])
        #expect(state.rowIDs[1] == ["maintainer", "email", "website"] && state.rowCounts == [2, 3, 1])
        #expect(state.position(of: "website") == state.focused)
        #expect(state.insertRow(id: "x", section: 7, at: 0) == [], "no such section")
    }

    /// The focused row removed: the row now at its place, else the section's last, else the
    /// menu's first; a row removed after the focused one leaves the focus where it is.
    @Test func aRemovedRowMovesTheFocusToTheNearest() {
        var state = menu()
        state.focus(MenuPosition(section: 1, row: 0))
        #expect(state.removeRow(id: "website") == [.removed(MenuPosition(section: 1, row: 1))])
        #expect(state.focused == MenuPosition(section: 1, row: 0))
        #expect(state.removeRow(id: "email") == [.removed(MenuPosition(section: 1, row: 0)), .focused(MenuPosition(section: 0, row: 0))])
        state.focus(MenuPosition(section: 0, row: 1))
        state.removeRow(id: "animations")
        #expect(state.focused == MenuPosition(section: 0, row: 0))
        #expect(state.removeRow(id: "nothing") == [])
    }

    /// A row updated keeps its place and the focus.
    @Test func anUpdatedRowKeepsItsPlaceAndTheFocus() {
        var state = menu()
        state.focus(MenuPosition(section: 1, row: 0))
        #expect(state.updateRow(id: "email") == [.updated(MenuPosition(section: 1, row: 0))])
        #expect(state.focused == MenuPosition(section: 1, row: 0) && state.rowCounts == [2, 2, 1])
    }
}
