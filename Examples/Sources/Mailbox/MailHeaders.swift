// RFC 5322 header fields: the header block (with folded lines unfolded), RFC 2047 encoded-words
// and the From field's name and address. Plain functions over bytes: no GTK, no Foundation.

/// A message's header block: its fields in order, and where the body starts.
struct MailHeaders: Equatable {
    /// Each field's name (lowercased) and its unfolded value (trimmed; encoded-words left as
    /// they are, see ``EncodedWords``).
    var fields: [(name: String, value: String)]
    /// The offset of the body's first byte in the bytes parsed (their count when there is none).
    var bodyStart: Int

    static func == (a: MailHeaders, b: MailHeaders) -> Bool {
        a.bodyStart == b.bodyStart && a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.value) == b.fields.map(\.value)
    }

    /// The first field named `name` (any case).
    subscript(_ name: String) -> String? {
        let key = name.lowercased()
        return fields.first { $0.name == key }?.value
    }

    /// Parses the header block at the start of `bytes`: `Name: value` lines, a line starting
    /// with a space or tab continuing the one before (RFC 5322's folding: the line break goes,
    /// the blank stays), up to the first empty line. `nil` when the first line is no field.
    /// A later line that is neither a field nor a continuation ends the block (a lenient
    /// reading of a damaged message: what follows is its body).
    static func parse(_ bytes: [UInt8], from start: Int = 0) -> MailHeaders? {
        var fields: [(name: String, value: String)] = []
        var name: String?
        var value: [UInt8] = []
        var index = start
        func finish() {
            if let name { fields.append((name, MailText.string(MailText.trimmed(value[...])))) }
            name = nil
            value.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
            let next = min(lineEnd + 1, bytes.count)
            var end = lineEnd
            if end > index && bytes[end - 1] == 0x0D { end -= 1 }
            let line = bytes[index..<end]
            if line.isEmpty {
                finish()
                return fields.isEmpty ? nil : MailHeaders(fields: fields, bodyStart: next)
            }
            if line.first == 0x20 || line.first == 0x09 {
                guard name != nil else { return nil }
                value.append(contentsOf: line)
            } else if let colon = line.firstIndex(of: 0x3A), let fieldName = fieldName(line[..<colon]) {
                finish()
                name = fieldName
                value.append(contentsOf: line[(colon + 1)...])
            } else {
                finish()
                return fields.isEmpty ? nil : MailHeaders(fields: fields, bodyStart: index)
            }
            index = next
        }
        finish()
        return fields.isEmpty ? nil : MailHeaders(fields: fields, bodyStart: bytes.count)
    }

    /// A field name: printable ASCII but the colon (trailing blanks allowed, as RFC 5322's
    /// obsolete syntax does), lowercased; `nil` for anything else.
    private static func fieldName(_ bytes: ArraySlice<UInt8>) -> String? {
        var name = bytes
        while let last = name.last, last == 0x20 || last == 0x09 { name = name.dropLast() }
        guard !name.isEmpty, name.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: name, as: UTF8.self).lowercased()
    }
}

/// Text of a message: bytes to strings, whatever their charset.
enum MailText {
    /// UTF-8 when the bytes are valid UTF-8 (ASCII is), else ISO-8859-1 (each byte one letter):
    /// raw 8-bit text in a header is one or the other in practice.
    static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return latin1(bytes)
    }

    /// Each byte as the letter of the same number (ISO-8859-1).
    static func latin1<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var text = ""
        text.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return text
    }

    /// `bytes` in `charset` (UTF-8, US-ASCII, ISO-8859-1 and its near kin); `nil` for a charset
    /// not known here or bytes that are not valid in it.
    static func decode<Bytes: Collection>(_ bytes: Bytes, charset: String) -> String? where Bytes.Element == UInt8 {
        var name = charset.lowercased()
        if let star = name.firstIndex(of: "*") { name = String(name[..<star]) }  // RFC 2231 language
        switch name.trimmingBlanks {
        case "utf-8", "utf8":
            return String(validating: bytes, as: UTF8.self)
        case "us-ascii", "ascii", "":
            return string(bytes)
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "iso_8859-1", "windows-1252", "cp1252", "iso-8859-15":
            return latin1(bytes)
        default:
            return nil
        }
    }

    /// `bytes` without leading and trailing blanks (space, tab, CR, LF).
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        func blank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        var slice = bytes
        while let first = slice.first, blank(first) { slice = slice.dropFirst() }
        while let last = slice.last, blank(last) { slice = slice.dropLast() }
        return slice
    }

    /// Runs of blanks (spaces, tabs, line breaks) as one space, none at either end.
    static func collapsingBlanks(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var gap = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
                gap = !output.isEmpty
            } else {
                if gap { output.append(0x20); gap = false }
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `text` holds the two bytes `first` and `second` in a row.
    static func contains(_ text: String, _ first: UInt8, _ second: UInt8) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == first && byte == second { return true }
            previous = byte
        }
        return false
    }
}

extension StringProtocol {
    /// Without leading and trailing blanks (spaces, tabs, line breaks).
    var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}

/// RFC 2047 encoded-words (`=?UTF-8?B?…?=`, `=?ISO-8859-1?Q?…?=`) in header text.
enum EncodedWords {
    /// `text` with each encoded-word decoded; the blanks between two adjacent encoded-words go
    /// (RFC 2047 §6.2). A word in a charset not known here, or damaged, stays as it is.
    static func decode(_ text: String) -> String {
        guard MailText.contains(text, 0x3D, 0x3F) else { return text }
        let bytes = Array(text.utf8)
        var output = ""
        var pendingGap: [UInt8] = []  // blanks after an encoded-word, dropped if another follows
        var literal: [UInt8] = []
        var afterWord = false
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x3D, index + 1 < bytes.count, bytes[index + 1] == 0x3F,
               let (decoded, end) = word(bytes, at: index) {
                if !afterWord || !literal.isEmpty {
                    output += MailText.string(pendingGap + literal)
                }
                pendingGap.removeAll()
                literal.removeAll()
                output += decoded
                afterWord = true
                index = end
                continue
            }
            let byte = bytes[index]
            if afterWord && literal.isEmpty && (byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A) {
                pendingGap.append(byte)
            } else {
                literal.append(byte)
            }
            index += 1
        }
        output += MailText.string(pendingGap + literal)
        return output
    }

    /// The encoded-word starting at `start` (at its `=?`), decoded, and the index after it.
    private static func word(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
        // =?charset?X?text?=
        var index = start + 2
        guard let charsetEnd = bytes[index...].firstIndex(of: 0x3F), charsetEnd > index else { return nil }
        let charset = String(decoding: bytes[index..<charsetEnd], as: UTF8.self)
        index = charsetEnd + 1
        guard index + 1 < bytes.count, bytes[index + 1] == 0x3F else { return nil }
        let encoding = bytes[index] | 0x20  // lowercase
        index += 2
        var end = index
        while end + 1 < bytes.count, !(bytes[end] == 0x3F && bytes[end + 1] == 0x3D) {
            if bytes[end] == 0x20 || bytes[end] == 0x09 { return nil }  // no blanks inside a word
            end += 1
        }
        guard end + 1 < bytes.count else { return nil }
        let encoded = bytes[index..<end]
        let raw: [UInt8]
        switch encoding {
        case UInt8(ascii: "b"): guard let data = Base64.decode(encoded) else { return nil }; raw = data
        case UInt8(ascii: "q"): raw = QuotedPrintable.decode(encoded, underscoreIsSpace: true)
        default: return nil
        }
        guard let text = MailText.decode(raw, charset: charset) else { return nil }
        return (text, end + 2)
    }
}

/// Base64 (RFC 2045 §6.8): blanks and line breaks are skipped.
enum Base64 {
    private static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(letter)] = Int8(value)
        }
        return table
    }()

    /// The bytes `text` encodes; `nil` when it holds a letter that is not Base64's.
    static func decode<Bytes: Collection>(_ text: Bytes) -> [UInt8]? where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(text.count * 3 / 4)
        var buffer: UInt32 = 0, bits = 0
        for byte in text {
            if byte == 0x3D { break }  // padding: the end
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { continue }
            let value = values[Int(byte)]
            guard value >= 0 else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return output
    }
}

/// Quoted-printable (RFC 2045 §6.7) and RFC 2047's Q encoding.
enum QuotedPrintable {
    /// The bytes `text` encodes: `=XX` is a byte, `=` at a line's end a soft break (it goes);
    /// with `underscoreIsSpace` (Q encoding) `_` is a space. A damaged `=` stays as it is.
    static func decode<Bytes: Collection>(_ text: Bytes, underscoreIsSpace: Bool = false) -> [UInt8] where Bytes.Element == UInt8 {
        let bytes = Array(text)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3D {
                // Soft line break: "=" then optional blanks then (CR)LF.
                var probe = index + 1
                while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
                if probe < bytes.count, bytes[probe] == 0x0A { index = probe + 1; continue }
                if probe + 1 < bytes.count, bytes[probe] == 0x0D, bytes[probe + 1] == 0x0A { index = probe + 2; continue }
                if probe == bytes.count { break }
                if index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                    output.append(high << 4 | low)
                    index += 3
                    continue
                }
                output.append(byte)
            } else if underscoreIsSpace && byte == 0x5F {
                output.append(0x20)
            } else {
                output.append(byte)
            }
            index += 1
        }
        return output
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}

/// A mailbox of an address field: who, and where.
struct MailAddress: Equatable {
    /// The display name (encoded-words decoded), else the address itself.
    var name: String
    /// `local@domain`, without angle brackets (empty when the field holds none).
    var address: String

    /// The first mailbox of an address field (`From`): `"Mary Somerville <mary@example.org>"`
    /// (a quoted or encoded name), `mary@example.org (Mary Somerville)` (the old form, the
    /// name in a comment), or a bare address, which is its own name.
    static func parse(_ field: String) -> MailAddress {
        let first = firstMailbox(Array(field.utf8))
        var display: [UInt8] = [], address: [UInt8] = [], comment: [UInt8] = []
        var inAngle = false, sawAngle = false, inQuote = false, depth = 0
        var escaped = false
        for byte in first {
            if escaped {
                if depth > 0 { comment.append(byte) } else if inAngle { address.append(byte) } else { display.append(byte) }
                escaped = false
                continue
            }
            if (inQuote || depth > 0) && byte == UInt8(ascii: "\\") { escaped = true; continue }
            if inQuote {
                if byte == UInt8(ascii: "\"") { inQuote = false } else { display.append(byte) }
                continue
            }
            if depth > 0 {
                if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
                if depth > 0 { comment.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inQuote = true
            case UInt8(ascii: "("): depth = 1; if !comment.isEmpty { comment.append(0x20) }
            case UInt8(ascii: "<") where !inAngle: inAngle = true; sawAngle = true
            case UInt8(ascii: ">") where inAngle: inAngle = false
            default:
                if inAngle { address.append(byte) } else { display.append(byte) }
            }
        }
        if !sawAngle {
            // No angle brackets: the text is the address, a comment (if any) the name.
            address = display
            display = comment
        }
        address.removeAll { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        let addressText = String(decoding: address, as: UTF8.self)
        let name = MailText.collapsingBlanks(EncodedWords.decode(MailText.collapsingBlanks(String(decoding: display, as: UTF8.self))))
        return MailAddress(name: name.isEmpty ? addressText : name, address: addressText)
    }

    /// The text of the first mailbox: up to the first comma outside quotes, comments and angle
    /// brackets (a group's name and colon dropped).
    private static func firstMailbox(_ field: [UInt8]) -> ArraySlice<UInt8> {
        var inQuote = false, inAngle = false, depth = 0, escaped = false
        var start = 0
        for (index, byte) in field.enumerated() {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") && (inQuote || depth > 0) { escaped = true } else if inQuote {
                if byte == UInt8(ascii: "\"") { inQuote = false }
            } else if depth > 0 {
                if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inQuote = true
                case UInt8(ascii: "("): depth = 1
                case UInt8(ascii: "<"): inAngle = true
                case UInt8(ascii: ">"): inAngle = false
                case UInt8(ascii: ":") where !inAngle: start = index + 1  // "Group: a, b;"
                case UInt8(ascii: ",") where !inAngle, UInt8(ascii: ";") where !inAngle: return field[start..<index]
                default: break
                }
            }
        }
        return field[start...]
    }
}
