/// A JSON document or a value inside one.
///
/// Numbers are held as `Double`; `JSONReader.int()` accepts only integral values of magnitude
/// below 2^53, so integers too large to be exact and fractional values are reported as
/// "expected an integer" instead of being silently rounded.
///
/// Objects keep their members in document order (for stable output when written without
/// sorting). The parser rejects duplicate keys; a value built in code may hold them, and then
/// lookups find the first one.
package enum JSONValue: Sendable {
    /// `null`
    case null
    /// `true` or `false`
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object's members, in order.
    case object([(key: String, value: JSONValue)])
}

extension JSONValue: Equatable {
    /// Structural equality. Objects are equal when they hold the same keys with equal values,
    /// in any order; numbers compare as `Double`s (so `-0` equals `0`).
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.number(let a), .number(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return a == b
        case (.array(let a), .array(let b)):
            return a == b
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return zip(sortedByKey(a), sortedByKey(b)).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default:
            return false
        }
    }

    /// Members sorted by key; members with equal keys keep their relative order.
    private static func sortedByKey(
        _ members: [(key: String, value: JSONValue)]
    ) -> [(key: String, value: JSONValue)] {
        members.enumerated()
            .sorted { $0.element.key != $1.element.key ? $0.element.key < $1.element.key : $0.offset < $1.offset }
            .map(\.element)
    }
}
