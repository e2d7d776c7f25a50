import FoldoutAppModel
import FoldoutModel
import FoldoutTestSupport
import Testing

@Suite struct DestinationTranslationTests {
    @Test func destinationsKeepTheirNamesAndShowTranslatedLabels() {
        let catalog = DestinationCatalog(
            destinations: [Destination(name: "London", price: Price(hundredths: 50_000, currency: "GBP"), flights: [Flight(from: "MAN", to: "LHR")])],
            airports: ["LHR": "London Heathrow"])
        let russian = ["city|London": "Лондон", "airport|London Heathrow": "Лондон Хитроу"]
        let shown = catalog.translated { russian["\($1)|\($0)"] ?? $0 }
        #expect(shown.destinations[0].name == "London" && shown.destinations[0].label == "Лондон")
        #expect(shown.airportName("LHR") == "Лондон Хитроу" && shown.airportName("MAN") == "MAN")
    }
}
