import FoldoutModel

/// Writes a ``Price`` for people: the currency's symbol for well-known currencies (£, $, €, ¥…)
/// and its ISO code otherwise, placed and separated as the locale's ``MonetaryConventions`` say.
///
/// Whole amounts are written without decimals ("£425", as the article shows); other amounts
/// with two ("£425.50"). Currencies without minor units (JPY, KRW) are rounded to whole units.
package struct PriceFormatter: Sendable {
    /// The locale's conventions used.
    package let conventions: MonetaryConventions

    /// A formatter for `conventions` (``MonetaryConventions/current()`` for the user's locale).
    package init(conventions: MonetaryConventions) {
        self.conventions = conventions
    }

    /// Symbols of common currencies; other currencies are written with their code.
    package static let symbols: [String: String] = [
        "GBP": "£", "USD": "$", "EUR": "€", "JPY": "¥", "INR": "₹", "KRW": "₩",
        "RUB": "₽", "ILS": "₪", "TRY": "₺", "UAH": "₴", "NGN": "₦", "VND": "₫",
    ]

    /// Currencies with no minor unit.
    static let wholeUnitCurrencies: Set<String> = ["JPY", "KRW", "VND", "ISK", "CLP"]

    /// The symbol of `currency`, or the code itself.
    package static func symbol(for currency: String) -> String {
        symbols[currency] ?? currency
    }

    /// E.g. "£425", "£1,234.50", "1 234,50 €" (in a locale that puts the symbol after), "CHF 80".
    package func string(for price: Price) -> String {
        let symbol = Self.symbol(for: price.currency)
        var hundredths = price.hundredths
        if Self.wholeUnitCurrencies.contains(price.currency) {
            hundredths = (hundredths + 50) / 100 * 100
        }
        var number = group(String(hundredths / 100))
        if hundredths % 100 != 0 {
            let cents = hundredths % 100
            number += conventions.decimalPoint + (cents < 10 ? "0" : "") + String(cents)
        }
        // A code (letters) always needs a space to stay readable: "CHF 80".
        let space = conventions.spaceBetween || symbol == price.currency ? "\u{00A0}" : ""
        return conventions.symbolPrecedes ? symbol + space + number : number + space + symbol
    }

    /// Inserts the thousands separator into a string of digits.
    private func group(_ digits: String) -> String {
        guard !conventions.thousandsSeparator.isEmpty, let first = conventions.grouping.first, first > 0 else { return digits }
        var remaining = Array(digits)
        var parts: [String] = []
        var sizes = conventions.grouping[...]
        var size = first
        while remaining.count > size {
            parts.insert(String(remaining.suffix(size)), at: 0)
            remaining.removeLast(size)
            if let next = sizes.dropFirst().first {
                sizes = sizes.dropFirst()
                size = next > 0 ? next : size
            }
        }
        parts.insert(String(remaining), at: 0)
        return parts.joined(separator: conventions.thousandsSeparator)
    }
}
