import FoldoutModel

/// An amount of money in one currency, held exactly in minor units (pence, cents).
package struct Price: Sendable, Equatable {
    /// The amount in hundredths of the currency's unit (e.g. 42550 for £425.50).
    package let hundredths: Int
    /// The ISO 4217 code, e.g. "GBP".
    package let currency: String

    /// Makes a price of `hundredths` hundredths of `currency`.
    package init(hundredths: Int, currency: String) {
        self.hundredths = hundredths
        self.currency = currency
    }

    /// Whether `code` looks like an ISO 4217 code: three uppercase ASCII letters.
    package static func isCurrencyCode(_ code: String) -> Bool {
        isThreeUppercaseLetters(code)
    }
}

/// Three ASCII letters A–Z (ISO 4217 currency codes and IATA airport codes).
func isThreeUppercaseLetters(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    return scalars.count == 3 && scalars.allSatisfy { ("A"..."Z").contains($0) }
}
