/// A strict RFC 8259 JSON parser that locates the first error by line and column.
///
/// - Accepts exactly one value surrounded by optional whitespace, with an optional leading UTF-8
///   byte-order mark. No trailing commas, comments, single quotes, `NaN` or other extensions.
/// - Strings must be valid UTF-8 without raw control characters; all escapes are supported,
///   `\uXXXX` surrogate pairs are combined and unpaired surrogates are errors.
/// - Numbers that overflow a `Double` are errors; duplicate keys in an object are errors
///   (keys are compared as Swift strings, so canonically equivalent keys are duplicates).
/// - Nesting deeper than `maxDepth` is an error. Parsing is iterative, so no input can
///   overflow the call stack.
package enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maxDepth = 512

    /// Parses `bytes` (UTF-8) into a value. Errors are located by `.text(line:column:)`.
    package static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        var scanner = Scanner(bytes: bytes)
        return try scanner.document()
    }

    /// Parses the UTF-8 text of `text`; see `parse(_:)`.
    package static func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

extension JSONParser {
    /// The parser's cursor over the input, and the containers still open.
    struct Scanner {
        /// An array or object being filled.
        private struct Frame {
            let isObject: Bool
            var elements: [JSONValue] = []
            var members: [(key: String, value: JSONValue)] = []
            /// Byte offset of each key seen so far, to report duplicates.
            var keyOffsets: [String: Int] = [:]
            /// The key whose value is being parsed.
            var pendingKey = ""

            var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }
            var value: JSONValue { isObject ? .object(members) : .array(elements) }
        }

        let bytes: [UInt8]
        var position = 0
        /// Where the text starts: 3 after a byte-order mark, else 0.
        private(set) var textStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                textStart = 3
                position = 3
            }
        }

        /// Parses the whole input: one value, then only whitespace.
        mutating func document() throws(JSONError) -> JSONValue {
            skipWhitespace()
            guard position < bytes.count else { throw failure(at: position, tr("the file is empty")) }
            var stack: [Frame] = []
            nextValue: while true {
                skipWhitespace()
                guard let byte = peek() else { throw failure(at: position, tr("unexpected end of file")) }
                var value: JSONValue
                switch byte {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    guard stack.count < JSONParser.maxDepth else {
                        throw failure(at: position, tr("too deeply nested (the limit is {count} levels)", ["count": String(JSONParser.maxDepth)]))
                    }
                    var frame = Frame(isObject: byte == UInt8(ascii: "{"))
                    position += 1
                    skipWhitespace()
                    if peek() == frame.closer {
                        position += 1
                        value = frame.value
                    } else {
                        if frame.isObject { try key(into: &frame) }
                        stack.append(frame)
                        continue nextValue
                    }
                case UInt8(ascii: "\""):
                    value = .string(try string())
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    value = .number(try number())
                case UInt8(ascii: "t"):
                    try literal("true")
                    value = .bool(true)
                case UInt8(ascii: "f"):
                    try literal("false")
                    value = .bool(false)
                case UInt8(ascii: "n"):
                    try literal("null")
                    value = .null
                default:
                    throw unexpected(tr("(expected a value)"))
                }
                // `value` is complete: add it to the open container, closing containers as they end.
                while var frame = stack.popLast() {
                    if frame.isObject {
                        frame.members.append((key: frame.pendingKey, value: value))
                    } else {
                        frame.elements.append(value)
                    }
                    skipWhitespace()
                    guard let next = peek() else { throw failure(at: position, tr("unexpected end of file")) }
                    if next == frame.closer {
                        position += 1
                        value = frame.value
                    } else if next == UInt8(ascii: ",") {
                        let comma = position
                        position += 1
                        skipWhitespace()
                        if peek() == frame.closer {
                            throw failure(at: comma, tr("trailing comma (a value must follow ',')"))
                        }
                        if frame.isObject { try key(into: &frame) }
                        stack.append(frame)
                        continue nextValue
                    } else {
                        throw unexpected(frame.isObject ? tr("(expected ',' or '}')") : tr("(expected ',' or ']')"))
                    }
                }
                skipWhitespace()
                guard position == bytes.count else { throw unexpected(tr("after the end of the JSON value")) }
                return value
            }
        }

        /// Parses `"key" :` of an object member into `frame.pendingKey`, rejecting duplicates.
        private mutating func key(into frame: inout Frame) throws(JSONError) {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw unexpected(tr("(expected a string key)")) }
            let offset = position
            let key = try string()
            if let first = frame.keyOffsets[key] {
                let (line, column) = lineAndColumn(of: first)
                throw failure(
                    at: offset,
                    tr(
                        "duplicate key {key} (first at line {line}, column {column})",
                        ["key": quoted(key), "line": String(line), "column": String(column)]))
            }
            frame.keyOffsets[key] = offset
            frame.pendingKey = key
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw unexpected(tr("(expected ':')")) }
            position += 1
        }

        mutating func skipWhitespace() {
            while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                position += 1
            }
        }

        func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }
    }
}
