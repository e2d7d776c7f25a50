import Testing
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

@Suite struct DestinationTreeTests {
    @Test func startsFlatWithOnlyDestinations() {
        let tree = DestinationTree(catalog: catalog())
        #expect(tree.visibleRows == [.destination(0), .destination(1), .destination(2), .destination(3)])
        #expect(tree.expanded.isEmpty)
        #expect(tree.flatten() == tree.visibleRows)
    }

    @Test func expandAtTheTopInsertsBeneathIt() {
        var tree = DestinationTree(catalog: catalog())
        #expect(tree.expand(0) == .inserted(1..<2))
        #expect(tree.visibleRows == [.destination(0), .flight(destination: 0, index: 0), .destination(1), .destination(2), .destination(3)])
        #expect(tree.isExpanded(0))
    }

    @Test func expandInTheMiddleInsertsFlightsInOrder() {
        var tree = DestinationTree(catalog: catalog())
        #expect(tree.expand(1) == .inserted(2..<4))
        #expect(tree.visibleRows[1...3] == [.destination(1), .flight(destination: 1, index: 0), .flight(destination: 1, index: 1)])
        #expect(tree.collapse(1) == .removed(2..<4))
        #expect(tree.visibleRows == tree.flatten())
        #expect(tree.visibleRows.count == 4)
    }

    @Test func expandAndCollapseAtTheEnd() {
        var tree = DestinationTree(catalog: catalog())
        #expect(tree.expand(3) == .inserted(4..<6))
        #expect(tree.visibleRows.suffix(2) == [.flight(destination: 3, index: 0), .flight(destination: 3, index: 1)])
        #expect(tree.collapse(3) == .removed(4..<6))
        #expect(tree.visibleRows == [.destination(0), .destination(1), .destination(2), .destination(3)])
    }

    @Test func severalOpenAtOnce() {
        var tree = DestinationTree(catalog: catalog())
        _ = tree.expand(0)
        _ = tree.expand(3)
        _ = tree.expand(1)
        #expect(tree.expanded == [0, 1, 3])
        #expect(tree.visibleRows == [
            .destination(0), .flight(destination: 0, index: 0),
            .destination(1), .flight(destination: 1, index: 0), .flight(destination: 1, index: 1),
            .destination(2),
            .destination(3), .flight(destination: 3, index: 0), .flight(destination: 3, index: 1),
        ])
        #expect(tree.visibleRows == tree.flatten())
    }

    @Test func indicesAfterExpandingAboveAnOpenOne() {
        var tree = DestinationTree(catalog: catalog())
        #expect(tree.expand(3) == .inserted(4..<6))
        // London opens above Paris: Paris and its flights move down by two.
        #expect(tree.expand(1) == .inserted(2..<4))
        #expect(tree.row(ofDestination: 3) == 5)
        #expect(tree.row(of: .flight(destination: 3, index: 1)) == 7)
        // Collapsing Paris now removes at its new place.
        #expect(tree.collapse(3) == .removed(6..<8))
        #expect(tree.collapse(1) == .removed(2..<4))
        #expect(tree.visibleRows == [.destination(0), .destination(1), .destination(2), .destination(3)])
    }

    @Test func destinationWithoutFlightsNeverExpands() {
        var tree = DestinationTree(catalog: catalog())
        #expect(!tree.destinations[2].isExpandable)
        #expect(tree.expand(2) == nil)
        #expect(tree.toggle(2) == nil)
        #expect(tree.collapse(2) == nil)
        #expect(!tree.isExpanded(2))
        #expect(tree.visibleRows.count == 4)
    }

    @Test func toggleAndRepeatedCallsAreSafe() {
        var tree = DestinationTree(catalog: catalog())
        #expect(tree.toggle(1) == .inserted(2..<4))
        #expect(tree.expand(1) == nil)
        #expect(tree.toggle(1) == .removed(2..<4))
        #expect(tree.collapse(1) == nil)
        #expect(tree.expand(9) == nil)
        #expect(tree.expand(-1) == nil)
    }

    @Test func rowsSayWhichDestinationTheyBelongTo() {
        #expect(VisibleRow.flight(destination: 3, index: 1).destination == 3)
        #expect(VisibleRow.destination(2).destination == 2)
    }

    @Test func stateNamesExpandedDestinationsAndRestores() throws {
        var tree = DestinationTree(catalog: catalog())
        _ = tree.expand(3)
        _ = tree.expand(1)
        #expect(tree.state == DestinationsSection(expanded: ["London", "Paris"]))
        let text = JSONWriter.write(tree.state.json)
        let read = try DestinationsSection(json: JSONReader(parsing: Array(text.utf8)))
        let restored = DestinationTree(catalog: catalog(), restoring: read)
        #expect(restored.visibleRows == tree.visibleRows)
    }

    @Test func restoringIgnoresUnknownNamesAndDestinationsWithoutFlights() {
        let tree = DestinationTree(catalog: catalog(), restoring: DestinationsSection(expanded: ["Atlantis", "New York", "London"]))
        #expect(tree.expanded == [1])
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
