/// A minimal JSON syntax checker that locates the first error, for messages like
/// "line 3, column 7: unexpected character 'x'".
///
/// It follows RFC 8259, additionally accepting a leading UTF-8 byte-order mark and trailing commas
/// (as the JSON decoder does). It does not limit nesting depth.
public enum JSONSyntax {
    /// The first syntax error in a document.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// 1-based line number.
        public let line: Int
        /// 1-based column, counted in Unicode scalars.
        public let column: Int
        /// What is wrong, e.g. "unexpected character 'x'".
        public let reason: String

        /// Creates a failure description.
        public init(line: Int, column: Int, reason: String) {
            self.line = line
            self.column = column
            self.reason = reason
        }

        /// "line L, column C"
        public var place: String { "line \(line), column \(column)" }

        /// "line L, column C: reason"
        public var description: String { "\(place): \(reason)" }
    }

    /// Checks `bytes` (UTF-8) and returns the first syntax error, or nil when the document is well-formed.
    public static func firstError(in bytes: [UInt8]) -> Failure? {
        var scanner = Scanner(bytes: bytes)
        guard let (offset, reason) = scanner.check() else { return nil }
        let (line, column) = location(of: offset, in: bytes)
        return Failure(line: line, column: column, reason: reason)
    }

    /// 1-based line and column (in scalars: UTF-8 continuation bytes are not counted) of byte `offset`.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a byte-order mark takes no column
        for byte in bytes[min(start, offset)..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

extension JSONSyntax {
    /// Iterative checker: no recursion, an explicit stack, so deep nesting cannot overflow the call stack.
    struct Scanner {
        private enum Container { case object, array }
        typealias Problem = (offset: Int, reason: String)

        let bytes: [UInt8]
        private var position = 0
        private var stack: [Container] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// What the scanner needs next.
        private enum Expectation { case value, member, separatorOrEnd }

        /// Returns the offset and reason of the first error, or nil.
        mutating func check() -> Problem? {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            skipWhitespace()
            if position == bytes.count { return (position, "the file is empty") }
            var expectation = Expectation.value
            while true {
                skipWhitespace()
                switch expectation {
                case .value:
                    let depth = stack.count
                    if let problem = valueStart() { return problem }
                    if stack.count > depth, let opened = stack.last {
                        expectation = opened == .object ? .member : .value
                    } else {
                        expectation = .separatorOrEnd
                    }
                case .member:
                    if let problem = memberKey() { return problem }
                    expectation = .value
                case .separatorOrEnd:
                    guard let top = stack.last else {
                        return position == bytes.count ? nil : unexpected("after the end of the JSON value")
                    }
                    guard let byte = peek() else { return (position, "unexpected end of file") }
                    let closer = top == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if byte == closer {
                        position += 1
                        stack.removeLast()
                        continue
                    }
                    guard byte == UInt8(ascii: ",") else {
                        return unexpected(top == .object ? "(expected ',' or '}')" : "(expected ',' or ']')")
                    }
                    position += 1
                    skipWhitespace()
                    if peek() == closer {  // trailing comma
                        position += 1
                        stack.removeLast()
                        continue
                    }
                    expectation = top == .object ? .member : .value
                }
            }
        }

        /// Checks `"key":`.
        private mutating func memberKey() -> Problem? {
            guard peek() == UInt8(ascii: "\"") else { return unexpected("(expected a string key)") }
            if let problem = string() { return problem }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { return unexpected("(expected ':')") }
            position += 1
            return nil
        }

        /// Checks a scalar or an empty container, or opens a non-empty container (pushing it).
        private mutating func valueStart() -> Problem? {
            guard let byte = peek() else { return (position, "unexpected end of file") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let object = byte == UInt8(ascii: "{")
                position += 1
                skipWhitespace()
                if peek() == (object ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    return nil
                }
                stack.append(object ? .object : .array)
                return nil
            case UInt8(ascii: "\""):
                return string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return number()
            case UInt8(ascii: "t"):
                return literal("true")
            case UInt8(ascii: "f"):
                return literal("false")
            case UInt8(ascii: "n"):
                return literal("null")
            default:
                return unexpected("(expected a value)")
            }
        }

        private mutating func string() -> Problem? {
            let start = position
            position += 1  // opening quote
            while let byte = peek() {
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return nil
                case UInt8(ascii: "\\"):
                    position += 1
                    guard let escaped = peek() else { return (position, "unexpected end of file in a string") }
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        position += 1
                    case UInt8(ascii: "u"):
                        position += 1
                        for _ in 0..<4 {
                            guard let hex = peek(), isHexDigit(hex) else {
                                return (position, "invalid \\u escape in a string")
                            }
                            position += 1
                        }
                    default:
                        return (position - 1, "invalid escape sequence in a string")
                    }
                case 0..<0x20:
                    return (position, "control character in a string")
                default:
                    position += 1
                }
            }
            return (start, "unterminated string")
        }

        private mutating func number() -> Problem? {
            if peek() == UInt8(ascii: "-") { position += 1 }
            guard let first = peek(), isDigit(first) else { return unexpected("(expected a digit)") }
            position += 1
            if first != UInt8(ascii: "0") {
                while let byte = peek(), isDigit(byte) { position += 1 }
            }
            if peek() == UInt8(ascii: ".") {
                position += 1
                guard let byte = peek(), isDigit(byte) else { return unexpected("(expected a digit)") }
                while let byte = peek(), isDigit(byte) { position += 1 }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                position += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
                guard let byte = peek(), isDigit(byte) else { return unexpected("(expected a digit)") }
                while let byte = peek(), isDigit(byte) { position += 1 }
            }
            return nil
        }

        /// Checks `true`, `false` or `null`; a mismatch is reported at the start of the word.
        private mutating func literal(_ word: String) -> Problem? {
            let start = position
            for expected in word.utf8 {
                guard peek() == expected else {
                    var end = start
                    while end < bytes.count, end - start < 20, isWordByte(bytes[end]) { end += 1 }
                    let found = String(decoding: bytes[start..<end], as: UTF8.self)
                    return (start, "invalid value '\(found)' (expected a string, number, object, array, true, false or null)")
                }
                position += 1
            }
            return nil
        }

        private func isWordByte(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
        }

        private mutating func skipWhitespace() {
            while let byte = peek(),
                byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            {
                position += 1
            }
        }

        private func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        /// "unexpected character 'x' <context>" at the current position, or end of file.
        private func unexpected(_ context: String) -> Problem {
            guard position < bytes.count else { return (position, "unexpected end of file") }
            let tail = bytes[position..<min(position + 4, bytes.count)]
            let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            let shown = scalar.value >= 0x20 && scalar.value != 0x7F
                ? "'\(Character(scalar))'"
                : "U+\(String(scalar.value, radix: 16, uppercase: true))"
            return (position, "unexpected character \(shown) \(context)")
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        private func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }
}
