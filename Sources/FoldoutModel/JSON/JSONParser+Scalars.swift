// Strings, numbers and the literal words.

extension JSONParser.Scanner {
    /// Parses a string starting at its opening quote.
    mutating func string() throws(JSONError) -> String {
        let start = position
        position += 1
        var decoded: [UInt8] = []
        var runStart = position // start of the bytes not yet copied into `decoded`
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                decoded += bytes[runStart..<position]
                position += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                decoded += bytes[runStart..<position]
                try escape(into: &decoded)
                runStart = position
            case 0..<0x20:
                throw failure(at: position, tr("unescaped control character {character} in a string", ["character": scalarName(UInt32(byte))]))
            case 0..<0x80:
                position += 1
            default:
                guard let length = utf8Length(at: position) else {
                    throw failure(at: position, tr("invalid UTF-8 (byte 0x{byte})", ["byte": hex(byte, digits: 2)]))
                }
                position += length
            }
        }
        throw failure(at: start, tr("unterminated string"))
    }

    /// Decodes the escape sequence at the backslash under the cursor, appending its UTF-8 bytes.
    private mutating func escape(into decoded: inout [UInt8]) throws(JSONError) {
        let backslash = position
        position += 1
        guard let letter = peek() else { throw failure(at: position, tr("unexpected end of file in a string")) }
        position += 1
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): UInt8(ascii: "\\")
            case UInt8(ascii: "/"): UInt8(ascii: "/")
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            let shown = letter >= 0x20 && letter < 0x7F ? "'\\\(Character(Unicode.Scalar(letter)))'" : "'\\'"
            throw failure(at: backslash, tr("invalid escape sequence {sequence} in a string", ["sequence": shown]))
        }
        var value = try hexQuad()
        switch value {
        case 0xD800...0xDBFF:
            // A high surrogate must be followed by an escaped low surrogate.
            let lowStart = position
            if bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                position += 2
                let low = try hexQuad()
                if (0xDC00...0xDFFF).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    break
                }
            }
            position = lowStart
            throw failure(at: backslash, tr("unpaired surrogate {sequence} in a string", ["sequence": "\\u" + hex(value, digits: 4)]))
        case 0xDC00...0xDFFF:
            throw failure(at: backslash, tr("unpaired surrogate {sequence} in a string", ["sequence": "\\u" + hex(value, digits: 4)]))
        default:
            break
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw failure(at: backslash, tr("invalid \\u escape in a string"))
        }
        Unicode.UTF8.encode(scalar) { decoded.append($0) }
    }

    /// Reads the four hexadecimal digits of a `\u` escape.
    private mutating func hexQuad() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexDigitValue(byte) else {
                if peek() == nil { throw failure(at: position, tr("unexpected end of file in a string")) }
                throw failure(at: position, tr("invalid \\u escape in a string (expected a hexadecimal digit)"))
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Parses `-? int frac? exp?`; a value beyond `Double`'s range is an error at its first character.
    mutating func number() throws(JSONError) -> Double {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else { throw unexpected(tr("(expected a digit)")) }
        position += 1
        if first != UInt8(ascii: "0") {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let byte = peek(), isDigit(byte) else { throw unexpected(tr("(expected a digit)")) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let byte = peek(), isDigit(byte) else { throw unexpected(tr("(expected a digit)")) }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 24 ? String(text.prefix(20)) + "…" : text
            throw failure(at: start, tr("number {number} is out of range", ["number": shown]))
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Checks `true`, `false` or `null`; a mismatch is reported at the start of the word.
    mutating func literal(_ word: String) throws(JSONError) {
        let start = position
        guard bytes[start...].starts(with: word.utf8) else {
            var end = start
            while end < bytes.count, end - start < 20, isWordByte(bytes[end]) { end += 1 }
            let found = String(decoding: bytes[start..<end], as: UTF8.self)
            throw failure(
                at: start,
                tr("invalid value '{value}' (expected a string, number, object, array, true, false or null)", ["value": found]))
        }
        position += word.utf8.count
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
