import FoldoutModel
import Testing

/// An item identified by a number, as an app's database row is.
private struct Ticket: DropdownItem {
    let id: Int
    let title: String

    init(_ id: Int, _ title: String? = nil) {
        self.id = id
        self.title = title ?? "Ticket \(id)"
    }
}

/// An app's own identifier: a code of capital letters, read back from text only when it is one.
private struct Code: Hashable, Sendable, LosslessStringConvertible {
    let letters: String

    init?(_ description: String) {
        guard !description.isEmpty, description.allSatisfy({ $0.isUppercase }) else { return nil }
        letters = description
    }

    var description: String { letters }
}

private struct Coded: DropdownItem {
    let id: Code
    var title: String { id.letters.lowercased() }

    init(_ letters: String) {
        id = Code(letters) ?? Code("X")!
    }
}

private func tickets(_ ids: [Int]) -> [Ticket] { ids.map { Ticket($0) } }

/// Dropdown lists of items whose ids are not `String`s: an `Int`, an app's own type. Every
/// operation by identity (the app's edits, a snapshot, selection, the saved state) goes by
/// them.
struct DropdownIdentityTests {
    @Test func theAppEditsItemsByTheirNumbers() {
        var list = DropdownList(items: tickets([1, 2, 3, 4, 5, 6]))
        _ = list.activate(at: 3) // ticket 4 open
        _ = list.apply([.remove(id: 3), .move(id: 6, to: 0), .update(Ticket(2, "Two, renamed")), .insert(Ticket(7), at: 1)])
        #expect(list.items.map(\.id) == [6, 7, 1, 2, 4, 5])
        #expect(list.items[3].title == "Two, renamed")
        #expect(list.openID == 4 && list.index(of: 4) == 4 && list.index(of: 3) == nil)
    }

    @Test func aSnapshotOfNumbersIsDiffedAndOneGivenTwiceIsRefusedByName() throws {
        var list = DropdownList(items: tickets(Array(1...8)))
        _ = list.activate(at: 4) // ticket 5
        _ = try list.replaceAll(with: tickets([8, 5, 2, 9]))
        #expect(list.items.map(\.id) == [8, 5, 2, 9] && list.openID == 5)
        #expect(throws: DuplicateIDError.self) { try list.replaceAll(with: tickets([1, 4, 2, 4])) }
        do {
            _ = try list.replaceAll(with: tickets([1, 4, 2, 4]))
        } catch {
            #expect(error.id == "4" && error.firstIndex == 1 && error.secondIndex == 3)
        }
        #expect(list.items.map(\.id) == [8, 5, 2, 9], "the refused snapshot left the list as it was")
    }

    /// What a person did (removals in two steps, a move, the open row) is saved as text and
    /// read back into numbers: the restored list shows the same, saves the same and undoes the
    /// removals the same (a move is kept as where the item is, not as an undo step).
    @Test func theSavedStateReadsBackIntoNumbers() throws {
        let all = tickets(Array(1...10))
        var list = DropdownList(items: all)
        _ = list.move(from: 9, to: 0) // ticket 10 first
        _ = list.remove(at: 3) // ticket 3
        _ = list.remove(runs: [4..<6]) // tickets 5 and 6, one step
        _ = list.activate(at: 1) // ticket 1
        let text = list.saved.jsonText
        #expect(text.contains("\"10\"") && text.contains("\"5\""))
        var restored = DropdownList(allItems: all, restoring: try DropdownSavedState(jsonText: text))
        #expect(restored.saved == list.saved)
        #expect(restored.items.map(\.id) == [10, 1, 2, 4, 7, 8, 9])
        #expect(restored.openID == 1)
        _ = restored.undo()
        #expect(restored.items.map(\.id) == [10, 1, 2, 4, 5, 6, 7, 8, 9], "both of one step's rows came back")
    }

    /// A saved id the app's type does not read (another version's, or a hand-edited file) is
    /// skipped like an id no longer in the list; the rest is restored.
    @Test func aSavedIdTheTypeDoesNotReadIsSkipped() {
        let all = ["A", "B", "C", "D"].map(Coded.init)
        let saved = DropdownSavedState(removed: ["B", "zz"], open: "D")
        let list = DropdownList(allItems: all, restoring: saved)
        #expect(list.items.map(\.id.letters) == ["A", "C", "D"])
        #expect(list.openID == Code("D"))
        #expect(list.saved.removed == ["B"])
    }

    @Test func aSelectionOfNumbersIsRemovedAsOneStep() {
        var state = DropdownRowsState(list: DropdownList(items: tickets([10, 20, 30, 40, 50])))
        state.toggleSelection(at: 1)
        state.extendSelection(to: 3)
        state.toggleSelection(at: 2)
        #expect(state.selectedItems().map(\.id) == [20, 40])
        _ = state.apply([.move(id: 40, to: 0)])
        #expect(state.isSelected(at: 0), "the selection follows ticket 40 by its number")
        _ = state.removeSelected()
        #expect(state.list.items.map(\.id) == [10, 30, 50])
        _ = state.undo()
        #expect(state.list.items.map(\.id) == [40, 10, 20, 30, 50])
    }
}
