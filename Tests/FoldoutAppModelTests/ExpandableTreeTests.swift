import FoldoutTestSupport
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

/// San Francisco (1 flight), London (2), New York (none), Paris (2): the article's three and one more.
private func catalog() -> DestinationCatalog {
    let gbp = { (amount: Int) in Price(hundredths: amount * 100, currency: "GBP") }
    return DestinationCatalog(destinations: [
        Destination(name: "San Francisco", price: gbp(425), flights: [Flight(from: "MAN", to: "SFO")]),
        Destination(name: "London", price: gbp(500), flights: [Flight(from: "MAN", to: "LHR"), Flight(from: "MAN", to: "LCY")]),
        Destination(name: "New York", price: Price(hundredths: 63000, currency: "USD"), flights: []),
        Destination(name: "Paris", price: gbp(190), flights: [Flight(from: "MAN", to: "CDG"), Flight(from: "LGW", to: "ORY")]),
    ])
}

@Suite struct ExpandableTreeTests {
    @Test func startsFlatWithOnlyDestinations() {
        let tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        #expect(tree.visibleRows == [.parent(0), .parent(1), .parent(2), .parent(3)])
        #expect(tree.expanded.isEmpty)
        #expect(tree.flatten() == tree.visibleRows)
    }

    @Test func expandAtTheTopInsertsBeneathIt() {
        var tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        #expect(tree.expand(0) == .inserted(1..<2))
        #expect(tree.visibleRows == [.parent(0), .child(parent: 0, index: 0), .parent(1), .parent(2), .parent(3)])
        #expect(tree.isExpanded(0))
    }

    @Test func expandInTheMiddleInsertsFlightsInOrder() {
        var tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        #expect(tree.expand(1) == .inserted(2..<4))
        #expect(tree.visibleRows[1...3] == [.parent(1), .child(parent: 1, index: 0), .child(parent: 1, index: 1)])
        #expect(tree.collapse(1) == .removed(2..<4))
        #expect(tree.visibleRows == tree.flatten())
        #expect(tree.visibleRows.count == 4)
    }

    @Test func expandAndCollapseAtTheEnd() {
        var tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        #expect(tree.expand(3) == .inserted(4..<6))
        #expect(tree.visibleRows.suffix(2) == [.child(parent: 3, index: 0), .child(parent: 3, index: 1)])
        #expect(tree.collapse(3) == .removed(4..<6))
        #expect(tree.visibleRows == [.parent(0), .parent(1), .parent(2), .parent(3)])
    }

    @Test func severalOpenAtOnce() {
        var tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        _ = tree.expand(0)
        _ = tree.expand(3)
        _ = tree.expand(1)
        #expect(tree.expanded == [0, 1, 3])
        #expect(
            tree.visibleRows == [
                .parent(0), .child(parent: 0, index: 0),
                .parent(1), .child(parent: 1, index: 0), .child(parent: 1, index: 1),
                .parent(2),
                .parent(3), .child(parent: 3, index: 0), .child(parent: 3, index: 1),
            ])
        #expect(tree.visibleRows == tree.flatten())
    }

    @Test func indicesAfterExpandingAboveAnOpenOne() {
        var tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        #expect(tree.expand(3) == .inserted(4..<6))
        // London opens above Paris: Paris and its flights move down by two.
        #expect(tree.expand(1) == .inserted(2..<4))
        #expect(tree.row(ofParent: 3) == 5)
        #expect(tree.row(of: .child(parent: 3, index: 1)) == 7)
        // Collapsing Paris now removes at its new place.
        #expect(tree.collapse(3) == .removed(6..<8))
        #expect(tree.collapse(1) == .removed(2..<4))
        #expect(tree.visibleRows == [.parent(0), .parent(1), .parent(2), .parent(3)])
    }

    @Test func destinationWithoutFlightsNeverExpands() {
        var tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        #expect(!tree.isExpandable(2))
        #expect(tree.expand(2) == nil)
        #expect(tree.toggle(2) == nil)
        #expect(tree.collapse(2) == nil)
        #expect(!tree.isExpanded(2))
        #expect(tree.visibleRows.count == 4)
    }

    @Test func toggleAndRepeatedCallsAreSafe() {
        var tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        #expect(tree.toggle(1) == .inserted(2..<4))
        #expect(tree.expand(1) == nil)
        #expect(tree.toggle(1) == .removed(2..<4))
        #expect(tree.collapse(1) == nil)
        #expect(tree.expand(9) == nil)
        #expect(tree.expand(-1) == nil)
    }

    @Test func rowsSayWhichParentTheyBelongTo() {
        #expect(ExpandableTreeRow.child(parent: 3, index: 1).parent == 3)
        #expect(ExpandableTreeRow.parent(2).parent == 2)
    }

    // MARK: The focus, kept with its row as rows come and go

    @Test func focusIsClampedAndCleared() {
        var tree = ExpandableTree(childCounts: [1, 2, 0, 2])
        #expect(tree.focusedRow == nil && tree.focused == nil)
        tree.focus(row: 9)
        #expect(tree.focusedRow == 3 && tree.focused == .parent(3))
        tree.focus(row: -4)
        #expect(tree.focusedRow == 0)
        tree.focus(row: nil)
        #expect(tree.focusedRow == nil)
        var empty = ExpandableTree(childCounts: [])
        empty.focus(row: 0)
        #expect(empty.focusedRow == nil, "no row, no focus")
    }

    @Test func focusBelowAnExpansionMovesDownWithItsRow() {
        var tree = ExpandableTree(childCounts: [1, 2, 0, 2])
        tree.focus(row: 3) // Paris
        _ = tree.expand(1) // London's two flights come in above it
        #expect(tree.focused == .parent(3) && tree.focusedRow == 5)
        _ = tree.expand(3) // its own flights go below it: it stays
        #expect(tree.focusedRow == 5)
        tree.focus(row: 1) // London itself
        _ = tree.expand(0)
        #expect(tree.focused == .parent(1) && tree.focusedRow == 2)
    }

    @Test func focusAboveAChangeStaysAndBelowACollapseMovesUp() {
        var tree = ExpandableTree(childCounts: [1, 2, 0, 2], expanded: [1, 3])
        tree.focus(row: 0)
        _ = tree.collapse(1)
        #expect(tree.focusedRow == 0)
        _ = tree.expand(1)
        tree.focus(row: 7) // Paris's second flight
        #expect(tree.focused == .child(parent: 3, index: 1))
        _ = tree.collapse(1)
        #expect(tree.focused == .child(parent: 3, index: 1) && tree.focusedRow == 5)
    }

    @Test func collapsingTheFocusedChildsParentFocusesTheParent() {
        var tree = ExpandableTree(childCounts: [1, 2, 0, 2], expanded: [1])
        tree.focus(row: 3)
        #expect(tree.focused == .child(parent: 1, index: 1))
        #expect(tree.collapse(1) == .removed(2..<4))
        #expect(tree.focused == .parent(1) && tree.focusedRow == 1)
    }

    /// Places past the parents are ignored; a childless parent restored open stays open for the
    /// children to come (as when its last child went) and shows nothing beneath.
    @Test func restoringIgnoresOutOfRangeParentsAndShowsNothingUnderChildlessOnes() {
        let tree = ExpandableTree(childCounts: [1, 2, 0, 2], expanded: [2, 7, -1, 3])
        #expect(tree.expanded == [2, 3] && tree.isOpen(2) && !tree.isExpanded(2) && tree.isExpanded(3))
        #expect(tree.visibleRows == tree.flatten() && tree.visibleRows.count == 6)
    }

    @Test func stateNamesExpandedDestinationsAndRestores() throws {
        var tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count))
        _ = tree.expand(3)
        _ = tree.expand(1)
        let state = DestinationsSection(expanded: tree.expanded, in: catalog())
        #expect(state == DestinationsSection(expanded: ["London", "Paris"]))
        let text = JSONWriter.write(state.json)
        let read = try DestinationsSection(json: JSONReader(parsing: Array(text.utf8)))
        let restored = ExpandableTree(childCounts: tree.childCounts, expanded: read.expandedIndices(in: catalog()))
        #expect(restored.visibleRows == tree.visibleRows)
    }

    @Test func restoringIgnoresUnknownNamesAndShowsNothingUnderDestinationsWithoutFlights() {
        let indices = DestinationsSection(expanded: ["Atlantis", "New York", "London"]).expandedIndices(in: catalog())
        #expect(indices.count == 2, "Atlantis is no destination")
        let tree = ExpandableTree(childCounts: catalog().destinations.map(\.flights.count), expanded: indices)
        #expect(tree.expanded.filter(tree.isExpanded) == [1], "London shows its flights; New York has none to show")
        #expect(tree.visibleRows.count == 6)
    }

    @Test func sectionReadsItsKeyAndReportsBadValuesWithThePath() throws {
        #expect(DestinationsSection.key == "destinations")
        var state = AppState()
        state.setSection(DestinationsSection(expanded: ["London"]))
        #expect(try state.section(DestinationsSection.self).get().expanded == ["London"])
        let bad = try AppState(json: JSONReader(parsing: Array(#"{"destinations": {"expanded": [1]}}"#.utf8)))
        switch bad.section(DestinationsSection.self) {
        case .success: Issue.record("a number is not a name")
        case let .failure(error): #expect(error.description == "at destinations.expanded[0]: expected a string")
        }
    }
}
