import FoldoutTestSupport
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

private func load(_ text: String) throws(JSONError) -> DestinationCatalog {
    try DestinationCatalog(parsing: Array(text.utf8))
}

/// The error `text` gives, as "place: reason".
private func failure(_ text: String) -> String { parseFailure(text, DestinationCatalog.init(parsing:)) }

private let london = #"{"name": "London", "price": {"amount": 500, "currency": "GBP"}, "flights": [{"from": "MAN", "to": "LHR"}]}"#

@Suite struct DestinationCatalogTests {
    @Test func loadsDestinationsFlightsAndAirports() throws {
        let catalog = try load(
            #"""
            {"airports": {"MAN": "Manchester Airport"},
             "destinations": [
               {"name": "San Francisco", "price": {"amount": 425, "currency": "GBP"}, "flights": [{"from": "MAN", "to": "SFO"}]},
               {"name": "London", "price": {"amount": 500.5, "currency": "GBP"},
                "flights": [{"from": "MAN", "to": "LHR"}, {"from": "MAN", "to": "LCY"}]},
               {"name": "New York", "price": {"amount": 630, "currency": "USD"}}
             ]}
            """#)
        #expect(catalog.destinations.map(\.name) == ["San Francisco", "London", "New York"])
        #expect(catalog.destinations[1].price == Price(hundredths: 50050, currency: "GBP"))
        #expect(catalog.destinations[1].flights == [Flight(from: "MAN", to: "LHR"), Flight(from: "MAN", to: "LCY")])
        #expect(catalog.destinations[2].flights.isEmpty && !catalog.destinations[2].isExpandable)
        #expect(catalog.airportName("MAN") == "Manchester Airport")
        #expect(catalog.airportName("SFO") == "SFO")
        #expect(catalog.destinations[1].flights[0].title == "MAN → LHR")
    }

    @Test func shippedFileLoads() throws {
        // Tests run from the package root.
        let catalog = try DestinationsFile.load(path: "data/destinations.json").get()
        #expect(catalog.destinations.count >= 12)
        #expect(catalog.destinations.prefix(3).map(\.name) == ["San Francisco", "London", "New York"])
        #expect(catalog.destinations[1].flights.map(\.title) == ["MAN → LHR", "MAN → LCY"])
        #expect(catalog.destinations[2].flights.isEmpty)
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        #expect(failure("{\n  \"destinations\": [\n    {\"name\": \"London\",,}\n  ]\n}").hasPrefix("line 3, column 23: "))
        #expect(failure("").hasPrefix("line 1, column 1: "))
    }

    @Test func topLevelMustBeAnObjectWithDestinations() {
        #expect(failure("[]") == "expected a JSON object at the top level")
        #expect(failure("{}") == "at destinations: missing value")
        #expect(failure(#"{"destinations": {}}"#) == "at destinations: expected an array of destinations")
        #expect(failure(#"{"destinations": [], "destinatons": []}"#).hasPrefix("at destinatons: unknown key"))
    }

    @Test func missingFieldsAreNamedByPath() {
        #expect(failure(#"{"destinations": [\#(london), {"price": {"amount": 1, "currency": "GBP"}}]}"#) == "at destinations[1].name: missing value")
        #expect(failure(#"{"destinations": [{"name": "X"}]}"#) == "at destinations[0].price: missing value")
        #expect(failure(#"{"destinations": [{"name": "X", "price": {"currency": "GBP"}}]}"#) == "at destinations[0].price.amount: missing value")
        #expect(failure(#"{"destinations": [{"name": "X", "price": {"amount": 3}}]}"#) == "at destinations[0].price.currency: missing value")
        #expect(
            failure(#"{"destinations": [{"name": "X", "price": {"amount": 3, "currency": "EUR"}, "flights": [{"from": "MAN"}]}]}"#)
                == "at destinations[0].flights[0].to: missing value")
    }

    @Test func wrongTypesAreNamedByPath() {
        #expect(failure(#"{"destinations": [{"name": 7, "price": {"amount": 1, "currency": "GBP"}}]}"#) == "at destinations[0].name: expected a string")
        #expect(
            failure(#"{"destinations": [{"name": "X", "price": {"amount": "1", "currency": "GBP"}}]}"#)
                == "at destinations[0].price.amount: expected an amount (a number)")
        #expect(
            failure(#"{"destinations": [{"name": "X", "price": {"amount": 1, "currency": "GBP"}, "flights": {}}]}"#)
                == "at destinations[0].flights: expected an array of flights")
        #expect(failure(#"{"destinations": [{"name": "  ", "price": {"amount": 1, "currency": "GBP"}}]}"#) == "at destinations[0].name: the name is empty")
    }

    @Test func negativeAndOddPricesAreRefused() {
        #expect(
            failure(#"{"destinations": [\#(london), {"name": "X", "price": {"amount": -5, "currency": "GBP"}}]}"#)
                == "at destinations[1].price.amount: the price is negative (-5)")
        #expect(
            failure(#"{"destinations": [{"name": "X", "price": {"amount": 1.234, "currency": "GBP"}}]}"#)
                == "at destinations[0].price.amount: the price has more than two decimals")
        #expect(
            failure(#"{"destinations": [{"name": "X", "price": {"amount": 1, "currency": "gbp"}}]}"#)
                == #"at destinations[0].price.currency: currency "gbp" must be an ISO 4217 code: 3 uppercase letters"#)
        #expect(failure(#"{"destinations": [{"name": "X", "price": {"amount": 0, "currency": "GBP"}}]}"#) == "loaded")
    }

    @Test func airportCodesMustBeThreeUppercaseLetters() {
        #expect(
            failure(#"{"destinations": [{"name": "X", "price": {"amount": 1, "currency": "GBP"}, "flights": [{"from": "MAN", "to": "lhr"}]}]}"#)
                == #"at destinations[0].flights[0].to: airport code "lhr" must be 3 uppercase letters"#)
        #expect(
            failure(#"{"destinations": [\#(london), {"name": "X", "price": {"amount": 1, "currency": "GBP"}, "flights": [{"from": "MA", "to": "LHR"}]}]}"#)
                == #"at destinations[1].flights[0].from: airport code "MA" must be 3 uppercase letters"#)
        #expect(
            failure(#"{"destinations": [{"name": "X", "price": {"amount": 1, "currency": "GBP"}, "flights": [{"from": "MANC", "to": "LHR"}]}]}"#)
                == #"at destinations[0].flights[0].from: airport code "MANC" must be 3 uppercase letters"#)
        #expect(
            failure(#"{"airports": {"Man": "Manchester"}, "destinations": []}"#)
                == #"at airports.Man: airport code "Man" must be 3 uppercase letters"#)
        #expect(failure(#"{"airports": {"MAN": 1}, "destinations": []}"#) == "at airports.MAN: expected the airport's name (a string)")
    }

    @Test func duplicateNamesAreRefusedAtTheSecond() {
        #expect(
            failure(#"{"destinations": [\#(london), {"name": "Rome", "price": {"amount": 1, "currency": "EUR"}}, \#(london)]}"#)
                == #"at destinations[2].name: duplicate name "London" (also at destinations[0].name)"#)
    }

    @Test func unknownKeysInADestinationAreRefused() {
        #expect(failure(#"{"destinations": [{"name": "X", "prize": 1}]}"#).hasPrefix("at destinations[0].prize: unknown key"))
    }

    @Test func fileErrorsNameTheFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let missing = DestinationsFile.load(path: dir.appending("none.json"))
        #expect(missing == .failure(.init(path: dir.appending("none.json"), place: nil, reason: "cannot open it: No such file or directory")))
        let path = dir.appending("bad.json")
        try writeFixture(#"{"destinations": [{"name": "X", "price": {"amount": -1, "currency": "GBP"}}]}"#, to: path)
        guard case let .failure(error) = DestinationsFile.load(path: path) else {
            Issue.record("a negative price must not load")
            return
        }
        #expect(error.place == "at destinations[0].price.amount")
        #expect(error.description == "\(path): at destinations[0].price.amount: the price is negative (-1)")
    }
}
