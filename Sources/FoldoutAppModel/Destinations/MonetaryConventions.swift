import FoldoutModel
import Glibc

/// How a locale writes amounts of money: the parts of C's `struct lconv` that matter for a
/// positive amount with a currency symbol (LC_MONETARY, falling back to LC_NUMERIC).
package struct MonetaryConventions: Sendable, Equatable {
    /// The decimal separator, e.g. "." or ",".
    package var decimalPoint: String
    /// The thousands separator, e.g. "," or a no-break space; "" for none.
    package var thousandsSeparator: String
    /// Group sizes from the right, as in `lconv.mon_grouping` (the last one repeats; empty: no grouping).
    package var grouping: [Int]
    /// Whether the symbol comes before the amount ("£425") or after it ("425 €").
    package var symbolPrecedes: Bool
    /// Whether a space separates the symbol from the amount.
    package var spaceBetween: Bool

    /// Makes conventions.
    package init(decimalPoint: String, thousandsSeparator: String, grouping: [Int], symbolPrecedes: Bool, spaceBetween: Bool) {
        self.decimalPoint = decimalPoint
        self.thousandsSeparator = thousandsSeparator
        self.grouping = grouping
        self.symbolPrecedes = symbolPrecedes
        self.spaceBetween = spaceBetween
    }

    /// British English conventions ("£1,234.50"); also what the C locale falls back to.
    package static let english = MonetaryConventions(
        decimalPoint: ".", thousandsSeparator: ",", grouping: [3],
        symbolPrecedes: true, spaceBetween: false)

    /// The conventions of the current C locale (set by `setlocale`, which GTK calls at start-up),
    /// read with `localeconv()`. Fields the locale leaves unset (the "C" locale leaves all monetary
    /// ones unset) take ``english``'s values.
    package static func current() -> MonetaryConventions {
        guard let conv = localeconv()?.pointee else { return .english }
        func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
            pointer.map { String(cString: $0) } ?? ""
        }
        func groups(_ pointer: UnsafeMutablePointer<CChar>?) -> [Int] {
            guard let pointer else { return [] }
            var result: [Int] = []
            var index = 0
            while pointer[index] > 0 && pointer[index] != CChar(CHAR_MAX) && index < 8 {
                result.append(Int(pointer[index]))
                index += 1
            }
            return result
        }
        var result = MonetaryConventions.english
        let monetaryPoint = text(conv.mon_decimal_point)
        let numericPoint = text(conv.decimal_point)
        guard !monetaryPoint.isEmpty else { return result } // C/POSIX: no monetary conventions
        result.decimalPoint = monetaryPoint.isEmpty ? (numericPoint.isEmpty ? "." : numericPoint) : monetaryPoint
        result.thousandsSeparator = text(conv.mon_thousands_sep)
        result.grouping = groups(conv.mon_grouping)
        if conv.p_cs_precedes != CChar(CHAR_MAX) { result.symbolPrecedes = conv.p_cs_precedes == 1 }
        if conv.p_sep_by_space != CChar(CHAR_MAX) { result.spaceBetween = conv.p_sep_by_space != 0 }
        return result
    }
}
