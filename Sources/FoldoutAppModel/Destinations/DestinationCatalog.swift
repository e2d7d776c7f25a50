import FoldoutModel

/// The destinations of a data file, with the full names of the airports they mention.
///
/// The file format (every key required unless said otherwise; unknown keys are errors so that a
/// misspelt key does not pass silently):
///
///     {
///       "airports": {"MAN": "Manchester Airport", "LHR": "London Heathrow"},   // optional
///       "destinations": [
///         {"name": "London", "price": {"amount": 500, "currency": "GBP"},
///          "flights": [{"from": "MAN", "to": "LHR"}]}                          // flights optional
///       ]
///     }
///
/// Names must be unique and non-empty, amounts non-negative with at most two decimals, currency and
/// airport codes three uppercase letters.
package struct DestinationCatalog: Sendable, Equatable {
    /// The destinations in file order.
    package let destinations: [Destination]
    /// Full airport names by code.
    package let airports: [String: String]

    /// Makes a catalogue.
    package init(destinations: [Destination], airports: [String: String] = [:]) {
        self.destinations = destinations
        self.airports = airports
    }

    /// The same catalogue with the destinations' labels and the airports' names passed through
    /// `translate(text, context)` (contexts "city" and "airport", as in the translation
    /// template); names and codes, which the state file and the rows' titles use, stay.
    package func translated(by translate: (String, String) -> String) -> DestinationCatalog {
        DestinationCatalog(
            destinations: destinations.map {
                Destination(name: $0.name, price: $0.price, flights: $0.flights, label: translate($0.label, "city"))
            },
            airports: airports.mapValues { translate($0, "airport") })
    }

    /// The full name of an airport, or its code when the file does not name it.
    package func airportName(_ code: String) -> String {
        airports[code] ?? code
    }

    /// Parses and validates a data file's bytes; errors carry the line and column (syntax) or the
    /// JSON path (content) of the first problem.
    package init(parsing bytes: [UInt8]) throws(JSONError) {
        let root = try JSONReader(parsing: bytes)
        _ = try root.members(expected: tr("a JSON object at the top level"))
        try root.checkKeys(allowed: ["airports", "destinations"])
        var airports: [String: String] = [:]
        if let table = try root.field("airports") {
            for member in try table.members(expected: tr("an object of airport codes to names")) {
                guard isThreeUppercaseLetters(member.key) else {
                    throw member.value.error(tr("airport code {code} must be 3 uppercase letters", ["code": Self.quoted(member.key)]))
                }
                airports[member.key] = try member.value.string(expected: tr("the airport's name (a string)"))
            }
        }
        var destinations: [Destination] = []
        var firstPlace: [String: String] = [:]
        for entry in try root.required("destinations").array(expected: tr("an array of destinations")) {
            let destination = try Self.destination(entry)
            let namePath = JSONReader.path(entry.path, key: "name")
            if let first = firstPlace[destination.name] {
                throw JSONError(
                    place: .value(path: namePath),
                    reason: tr("duplicate name {name} (also at {place})", ["name": Self.quoted(destination.name), "place": first]))
            }
            firstPlace[destination.name] = namePath
            destinations.append(destination)
        }
        self.init(destinations: destinations, airports: airports)
    }

    private static func destination(_ entry: JSONReader) throws(JSONError) -> Destination {
        try entry.checkKeys(allowed: ["name", "price", "flights"])
        let nameReader = try entry.required("name")
        let name = try nameReader.string()
        guard !name.allSatisfy(\.isWhitespace) else { throw nameReader.error(tr("the name is empty")) }
        let price = try Self.price(entry.required("price"))
        var flights: [Flight] = []
        if let list = try entry.field("flights") {
            for flight in try list.array(expected: tr("an array of flights")) {
                try flight.checkKeys(allowed: ["from", "to"])
                flights.append(Flight(from: try airport(flight.required("from")), to: try airport(flight.required("to"))))
            }
        }
        return Destination(name: name, price: price, flights: flights)
    }

    private static func price(_ reader: JSONReader) throws(JSONError) -> Price {
        try reader.checkKeys(allowed: ["amount", "currency"])
        let amountReader = try reader.required("amount")
        let amount = try amountReader.double(expected: tr("an amount (a number)"))
        guard amount >= 0 else { throw amountReader.error(tr("the price is negative ({amount})", ["amount": Self.number(amount)])) }
        guard amount < 1_000_000_000 else { throw amountReader.error(tr("the price is too large")) }
        let hundredths = (amount * 100).rounded()
        guard abs(hundredths - amount * 100) < 1e-6 else { throw amountReader.error(tr("the price has more than two decimals")) }
        let currencyReader = try reader.required("currency")
        let currency = try currencyReader.string(expected: tr("an ISO 4217 currency code (a string)"))
        guard Price.isCurrencyCode(currency) else {
            throw currencyReader.error(tr("currency {code} must be an ISO 4217 code: 3 uppercase letters", ["code": quoted(currency)]))
        }
        return Price(hundredths: Int(hundredths), currency: currency)
    }

    private static func airport(_ reader: JSONReader) throws(JSONError) -> String {
        let code = try reader.string(expected: tr("an airport code (a string)"))
        guard isThreeUppercaseLetters(code) else {
            throw reader.error(tr("airport code {code} must be 3 uppercase letters", ["code": quoted(code)]))
        }
        return code
    }

    /// `text` as a JSON string for messages; over 80 characters, its first 60 and "…".
    static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }

    private static func number(_ value: Double) -> String { JSONWriter.write(.number(value), pretty: false) }
}
