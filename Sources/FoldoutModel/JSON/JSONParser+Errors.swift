// Locating errors: byte offsets to lines and columns, and describing the character found.

extension JSONParser.Scanner {
    /// An error at byte `offset`.
    func failure(at offset: Int, _ reason: String) -> JSONError {
        let (line, column) = lineAndColumn(of: offset)
        return JSONError(place: .text(line: line, column: column), reason: reason)
    }

    /// "unexpected character 'x' <context>" at the cursor, or the end of file, an invalid UTF-8 byte,
    /// or a comment there.
    func unexpected(_ context: String) -> JSONError {
        guard let byte = peek() else { return failure(at: position, tr("unexpected end of file")) }
        if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
        {
            return failure(at: position, tr("comments are not allowed in JSON"))
        }
        guard let length = utf8Length(at: position) else {
            return failure(at: position, tr("invalid UTF-8 (byte 0x{byte})", ["byte": hex(byte, digits: 2)]))
        }
        let scalars = String(decoding: bytes[position..<position + length], as: UTF8.self).unicodeScalars
        let value = scalars.first?.value ?? 0xFFFD
        let shown =
            value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFEFF
            ? scalarName(value)
            : "'\(String(scalars))'"
        // TRANSLATORS: {character} is e.g. 'x' or U+000A; {context} is e.g. "(expected a digit)".
        return failure(at: position, tr("unexpected character {character} {context}", ["character": shown, "context": context]))
    }

    /// 1-based line and column of byte `offset`. Columns count characters (grapheme clusters);
    /// a leading byte-order mark takes no column.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let end = min(max(offset, textStart), bytes.count)
        var line = 1
        var lineStart = textStart
        for index in textStart..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1)
    }

    /// Length of the well-formed UTF-8 sequence at `offset`, or nil if it is ill-formed
    /// (bad lead or continuation byte, overlong form, surrogate, beyond U+10FFFF, truncated).
    func utf8Length(at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else { return nil }
        for index in offset + 2..<offset + length where !(0x80...0xBF).contains(bytes[index]) {
            return nil
        }
        return length
    }

    /// "U+000A"
    func scalarName(_ value: UInt32) -> String {
        "U+" + hex(value, digits: 4)
    }

    /// Upper-case hexadecimal, zero-padded to `digits`.
    func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A key as it would be written in JSON, shortened if long.
    func quoted(_ key: String) -> String {
        let shown = key.count > 40 ? String(key.prefix(37)) + "…" : key
        return JSONWriter.write(.string(shown), pretty: false)
    }
}
