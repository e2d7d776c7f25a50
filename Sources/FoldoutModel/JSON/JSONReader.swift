/// Typed reading of a parsed document that knows where each value sits, so every error says where:
/// "at months.removed[2]: expected a string".
///
/// Paths are built from keys and indices: `months.removed[2]`; keys that are not simple
/// identifiers are quoted: `destinations["my place"].name`. The whole document has the path "".
///
/// Typical loader, with every key optional and unknown keys ignored:
///
///     let root = try JSONReader(parsing: bytes)
///     let width = try root.field("width")?.int() ?? 640
///     let names = try root.field("names")?.array().map { try $0.string() } ?? []
public struct JSONReader: Sendable {
    /// The value read.
    package let value: JSONValue
    /// Where `value` sits in the document, e.g. "months.removed[2]"; "" for the whole document.
    package let path: String

    /// A reader of `value`, which sits at `path`.
    package init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    /// Parses `bytes` (see `JSONParser.parse(_:)`) and reads the whole document.
    public init(parsing bytes: [UInt8]) throws(JSONError) {
        self.init(try JSONParser.parse(bytes))
    }

    /// Whether the value is `null`.
    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// An error located at this value, e.g. `error("unknown kind 'x'")`.
    public func error(_ reason: String) -> JSONError {
        JSONError(place: .value(path: path), reason: reason)
    }

    /// The member `key` of this object, or nil when it is missing or `null` (both meaning
    /// "use the default"). Throws "expected an object" when this value is not an object.
    public func field(_ key: String) throws(JSONError) -> JSONReader? {
        guard case .object(let members) = value else { throw error(Self.expected(tr("an object"))) }
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        if case .null = member.value { return nil }
        return JSONReader(member.value, path: Self.path(path, key: key))
    }

    /// The member `key` of this object; throws "missing value" (located at the member's path)
    /// when it is missing or `null`, and "expected an object" when this value is not an object.
    public func required(_ key: String) throws(JSONError) -> JSONReader {
        guard let member = try field(key) else {
            throw JSONError(place: .value(path: Self.path(path, key: key)), reason: tr("missing value"))
        }
        return member
    }

    /// This object's members in document order, each with its path.
    /// Throws "expected \(expected)" when this value is not an object.
    package func members(expected: @autoclosure () -> String = tr("an object")) throws(JSONError) -> [(key: String, value: JSONReader)] {
        guard case .object(let members) = value else { throw error(Self.expected(expected())) }
        return members.map { (key: $0.key, value: JSONReader($0.value, path: Self.path(path, key: $0.key))) }
    }

    /// Throws "unknown key" at the first member whose key is not in `allowed`, for formats where a
    /// misspelt key should not pass silently. Throws "expected an object" for other values.
    public func checkKeys(allowed: Set<String>) throws(JSONError) {
        for member in try members() where !allowed.contains(member.key) {
            let known = allowed.sorted().joined(separator: ", ")
            throw member.value.error(tr("unknown key (expected one of: {keys})", ["keys": known]))
        }
    }

    /// This array's elements, each with its path. Throws "expected \(expected)" for other values.
    public func array(expected: @autoclosure () -> String = tr("an array")) throws(JSONError) -> [JSONReader] {
        guard case .array(let elements) = value else { throw error(Self.expected(expected())) }
        return elements.enumerated().map { JSONReader($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// The string. Throws "expected \(expected)" for other values.
    public func string(expected: @autoclosure () -> String = tr("a string")) throws(JSONError) -> String {
        guard case .string(let text) = value else { throw error(Self.expected(expected())) }
        return text
    }

    /// The boolean. Throws "expected \(expected)" for other values.
    package func bool(expected: @autoclosure () -> String = tr("true or false")) throws(JSONError) -> Bool {
        guard case .bool(let flag) = value else { throw error(Self.expected(expected())) }
        return flag
    }

    /// The number. Throws "expected \(expected)" for other values.
    package func double(expected: @autoclosure () -> String = tr("a number")) throws(JSONError) -> Double {
        guard case .number(let number) = value else { throw error(Self.expected(expected())) }
        return number
    }

    /// The number as an integer. Throws "expected \(expected)" for other values and for numbers that
    /// are fractional or of magnitude 2^53 or more (which a `Double` may hold only approximately).
    public func int(expected: @autoclosure () -> String = tr("an integer")) throws(JSONError) -> Int {
        guard case .number(let number) = value, number == number.rounded(.towardZero),
            abs(number) < 9_007_199_254_740_992
        else { throw error(Self.expected(expected())) }
        return Int(number)
    }

    /// "expected a string": what a value should have been (`what` is translated).
    static func expected(_ what: String) -> String {
        // TRANSLATORS: {what} is e.g. "a string", "an array of destinations" (translated too).
        tr("expected {what}", ["what": what])
    }

    /// `base` extended by an object key: `.key`, or `["key"]` when the key is not a simple identifier.
    package static func path(_ base: String, key: String) -> String {
        guard isIdentifier(key) else {
            return base + "[" + JSONWriter.write(.string(key), pretty: false) + "]"
        }
        return base.isEmpty ? key : base + "." + key
    }

    /// An ASCII letter or `_`, then letters, digits, `_` or `-`.
    private static func isIdentifier(_ key: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        guard let first = key.unicodeScalars.first, isLetter(first) else { return false }
        return key.unicodeScalars.allSatisfy { isLetter($0) || $0 == "-" || ("0"..."9").contains($0) }
    }
}
