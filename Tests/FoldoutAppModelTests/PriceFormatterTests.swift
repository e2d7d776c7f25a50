import FoldoutTestSupport
import Glibc
import Testing

@testable import FoldoutAppModel
@testable import FoldoutModel

private let english = PriceFormatter(conventions: .english)
private let german = PriceFormatter(
    conventions: MonetaryConventions(
        decimalPoint: ",", thousandsSeparator: ".", grouping: [3], symbolPrecedes: false, spaceBetween: true))
private let indian = PriceFormatter(
    conventions: MonetaryConventions(
        decimalPoint: ".", thousandsSeparator: ",", grouping: [3, 2], symbolPrecedes: true, spaceBetween: false))

@Suite struct PriceFormatterTests {
    @Test func wellKnownCurrenciesUseTheirSymbol() {
        #expect(english.string(for: Price(hundredths: 42500, currency: "GBP")) == "£425")
        #expect(english.string(for: Price(hundredths: 63000, currency: "USD")) == "$630")
        #expect(english.string(for: Price(hundredths: 18950, currency: "EUR")) == "€189.50")
    }

    @Test func otherCurrenciesUseTheirCode() {
        #expect(english.string(for: Price(hundredths: 32000, currency: "CHF")) == "CHF\u{00A0}320")
        #expect(german.string(for: Price(hundredths: 32000, currency: "CHF")) == "320\u{00A0}CHF")
    }

    @Test func decimalsAndGroupingFollowTheConventions() {
        #expect(english.string(for: Price(hundredths: 123_456_705, currency: "GBP")) == "£1,234,567.05")
        #expect(german.string(for: Price(hundredths: 123_456_750, currency: "EUR")) == "1.234.567,50\u{00A0}€")
        #expect(indian.string(for: Price(hundredths: 1_234_567_00, currency: "INR")) == "₹12,34,567")
        #expect(english.string(for: Price(hundredths: 99, currency: "GBP")) == "£0.99")
        #expect(english.string(for: Price(hundredths: 0, currency: "GBP")) == "£0")
        #expect(english.string(for: Price(hundredths: 100_000, currency: "GBP")) == "£1,000")
    }

    @Test func currenciesWithoutMinorUnitsAreWhole() {
        #expect(english.string(for: Price(hundredths: 18_500_000, currency: "JPY")) == "¥185,000")
        #expect(english.string(for: Price(hundredths: 1050, currency: "JPY")) == "¥11")
    }

    @Test func readsTheLocaleThroughLocaleconv() {
        // uselocale changes this thread's locale only (setlocale would race with other tests).
        guard let cLocale = newlocale(monetaryMask, "C", nil) else { return }
        defer { freelocale(cLocale) }
        let previous = uselocale(cLocale)
        defer { uselocale(previous) }
        // The C locale has no monetary conventions: the English fallback.
        #expect(MonetaryConventions.current() == .english)
        // Russian puts the symbol after, with a comma and a space-like group separator.
        guard let ru = newlocale(monetaryMask, "ru_RU.UTF-8", nil) else { return } // locale not installed
        defer { freelocale(ru) }
        uselocale(ru)
        let russian = MonetaryConventions.current()
        #expect(russian.decimalPoint == ",")
        #expect(!russian.symbolPrecedes)
        #expect(russian.spaceBetween)
        let text = PriceFormatter(conventions: russian).string(for: Price(hundredths: 123_450, currency: "EUR"))
        #expect(text == "1" + russian.thousandsSeparator + "234,50\u{00A0}€")
    }
}

/// LC_MONETARY_MASK | LC_NUMERIC_MASK (glibc: 1 << category; the macros do not import).
private let monetaryMask: Int32 = (1 << LC_MONETARY) | (1 << LC_NUMERIC)
