/// Turns a `JSONValue` into JSON text.
package enum JSONWriter {
    /// Writes `value` as JSON.
    ///
    /// - `pretty`: one member or element per line, indented by two spaces, `"key": value`,
    ///   empty containers as `[]` and `{}`, and a trailing newline (ready to be a file). Otherwise
    ///   the most compact form, without a newline.
    /// - `sortedKeys`: object members in ascending order of their keys' Unicode scalars (stable for
    ///   equal keys); otherwise in the order they are held.
    ///
    /// Strings escape `"` and `\`, write U+0008, U+0009, U+000A, U+000C and U+000D as `\b`, `\t`,
    /// `\n`, `\f` and `\r`, other control characters (and U+007F) as `\u00XX`, and keep all other
    /// characters, including non-ASCII ones, as UTF-8. Integral numbers of magnitude below 2^53 are
    /// written without a fraction (`-0` as `-0`); other numbers in the shortest form that reads back
    /// to the same `Double`; infinities and NaN, which JSON cannot express, as `null`.
    package static func write(_ value: JSONValue, pretty: Bool = true, sortedKeys: Bool = true) -> String {
        var output = Output(pretty: pretty, sortedKeys: sortedKeys)
        output.value(value, indent: 0)
        if pretty { output.bytes.append(UInt8(ascii: "\n")) }
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The bytes written so far and the layout options.
    private struct Output {
        let pretty: Bool
        let sortedKeys: Bool
        var bytes: [UInt8] = []

        init(pretty: Bool, sortedKeys: Bool) {
            self.pretty = pretty
            self.sortedKeys = sortedKeys
        }

        mutating func value(_ value: JSONValue, indent: Int) {
            switch value {
            case .null:
                ascii("null")
            case .bool(let flag):
                ascii(flag ? "true" : "false")
            case .number(let number):
                ascii(JSONWriter.text(of: number))
            case .string(let text):
                string(text)
            case .array(let elements):
                container(elements, open: "[", close: "]", indent: indent) { output, element, indent in
                    output.value(element, indent: indent)
                }
            case .object(let members):
                let ordered = sortedKeys ? JSONWriter.sorted(members) : members
                container(ordered, open: "{", close: "}", indent: indent) { output, member, indent in
                    output.string(member.key)
                    output.ascii(output.pretty ? ": " : ":")
                    output.value(member.value, indent: indent)
                }
            }
        }

        /// Writes `open`, the items separated by commas (one per line when pretty), then `close`.
        private mutating func container<Item>(
            _ items: [Item], open: String, close: String, indent: Int,
            item: (inout Output, Item, Int) -> Void
        ) {
            ascii(open)
            guard !items.isEmpty else {
                ascii(close)
                return
            }
            for (index, element) in items.enumerated() {
                if index > 0 { ascii(",") }
                newline(indent: indent + 1)
                item(&self, element, indent + 1)
            }
            newline(indent: indent)
            ascii(close)
        }

        private mutating func newline(indent: Int) {
            guard pretty else { return }
            bytes.append(UInt8(ascii: "\n"))
            bytes += repeatElement(UInt8(ascii: " "), count: 2 * indent)
        }

        private mutating func ascii(_ text: String) {
            bytes += text.utf8
        }

        mutating func string(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): ascii("\\\"")
                case UInt8(ascii: "\\"): ascii("\\\\")
                case 0x08: ascii("\\b")
                case 0x09: ascii("\\t")
                case 0x0A: ascii("\\n")
                case 0x0C: ascii("\\f")
                case 0x0D: ascii("\\r")
                case 0x00..<0x20, 0x7F:
                    let digits = String(byte, radix: 16)
                    ascii("\\u00" + (digits.count == 1 ? "0" : "") + digits)
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// The JSON text of a number (see `write(_:pretty:sortedKeys:)`).
    static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == 0 { return number.sign == .minus ? "-0" : "0" }
        if number == number.rounded(.towardZero), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    /// Members ordered by key (Unicode scalar order), stable for equal keys.
    static func sorted(_ members: [(key: String, value: JSONValue)]) -> [(key: String, value: JSONValue)] {
        members.enumerated().sorted { a, b in
            if a.element.key.unicodeScalars.elementsEqual(b.element.key.unicodeScalars) {
                return a.offset < b.offset
            }
            return a.element.key.unicodeScalars.lexicographicallyPrecedes(b.element.key.unicodeScalars)
        }.map(\.element)
    }
}

extension JSONWriter {
    /// `text` quoted for a message to a person: in JSON string syntax (so control characters
    /// and quotes show escaped), shortened to its first 60 characters and "…" past 80.
    package static func quoted(_ text: String) -> String {
        text.count > 80
            ? write(.string(String(text.prefix(60))), pretty: false) + "…"
            : write(.string(text), pretty: false)
    }
}
