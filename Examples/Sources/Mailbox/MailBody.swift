// A message body's first lines: MIME's Content-Type and Content-Transfer-Encoding where they are
// simple (a text/plain part, quoted-printable or base64, UTF-8 or ISO-8859-1), the first
// text/plain part of a multipart message (text/html, tags dropped, when there is none).

/// A `Content-Type` field: `type/subtype; name=value; name="quoted value"`.
struct ContentType: Equatable {
    /// `type/subtype`, lowercased (`text/plain` when the field is absent or damaged).
    var mimeType: String
    /// The parameters by lowercased name (`charset`, `boundary`).
    var parameters: [String: String]

    static let plainText = ContentType(mimeType: "text/plain", parameters: [:])

    /// Reads a field's value; `nil` gives the default, `text/plain; charset=us-ascii`.
    init(_ field: String?) {
        guard let field else { self = .plainText; return }
        let parts = ContentType.split(field)
        let type = (parts.first ?? "").trimmingBlanks.lowercased()
        mimeType = type.contains("/") ? type : "text/plain"
        parameters = [:]
        for part in parts.dropFirst() {
            guard let equals = part.firstIndex(of: "=") else { continue }
            let name = part[..<equals].trimmingBlanks.lowercased()
            var value = part[part.index(after: equals)...].trimmingBlanks
            if value.count >= 2, value.first == "\"", value.last == "\"" {
                value = String(value.dropFirst().dropLast()).replacing("\\\"", with: "\"")
            }
            parameters[name] = value
        }
    }

    init(mimeType: String, parameters: [String: String]) {
        self.mimeType = mimeType
        self.parameters = parameters
    }

    var isMultipart: Bool { mimeType.hasPrefix("multipart/") }

    /// The field split at semicolons outside quotes.
    private static func split(_ field: String) -> [String] {
        var parts: [String] = [], current = "", inQuote = false
        for character in field {
            if character == "\"" { inQuote.toggle() }
            if character == ";" && !inQuote { parts.append(current); current = "" } else { current.append(character) }
        }
        parts.append(current)
        return parts
    }
}

enum MailBody {
    /// How many non-blank lines ``firstLines(headers:body:)`` keeps.
    static let lineCount = 4

    /// How much of a text part is decoded for its first lines.
    static let textLimit = 16 * 1024

    /// The first non-blank lines of the body's text (at most ``lineCount``, each trimmed): the
    /// body itself when it is text, else the first text/plain part of a multipart body (a
    /// text/html one, its tags dropped, when there is none). Empty when there is no text.
    static func firstLines(headers: MailHeaders, body: ArraySlice<UInt8>) -> [String] {
        guard let text = text(type: ContentType(headers["content-type"]), encoding: headers["content-transfer-encoding"],
                              body: body, depth: 0) else { return [] }
        return text.lines
    }

    /// The first non-blank lines of `text`, trimmed.
    static func lines(of text: String) -> [String] {
        lines(of: Array(text.utf8)[...], charset: "utf-8")
    }

    /// The first non-blank lines of `bytes` in `charset`, trimmed: only they are made strings.
    static func lines(of bytes: ArraySlice<UInt8>, charset: String) -> [String] {
        var found: [String] = []
        var index = bytes.startIndex
        while index < bytes.endIndex && found.count < lineCount {
            let end = bytes[index...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.endIndex
            let line = MailText.trimmed(bytes[index..<end])
            if !line.isEmpty { found.append(MailText.decode(line, charset: charset) ?? MailText.string(line)) }
            index = end + 1
        }
        return found
    }

    /// A text part's decoded bytes and charset, or its text (HTML, tags dropped).
    private struct Text {
        var bytes: ArraySlice<UInt8>
        var charset: String
        var lines: [String] { MailBody.lines(of: bytes, charset: charset) }
    }

    /// The text of a part (or of a whole body), decoded; `nil` when it holds none.
    private static func text(type: ContentType, encoding: String?, body: ArraySlice<UInt8>, depth: Int) -> Text? {
        if type.isMultipart {
            guard depth < 8, let boundary = type.parameters["boundary"], !boundary.isEmpty else { return nil }
            var html: Text?
            for part in parts(of: body, boundary: boundary) {
                let headers = MailHeaders.parse(Array(part)) ?? MailHeaders(fields: [], bodyStart: 0)
                // A part that starts with its blank line has no header fields: text/plain.
                let partBody = part.first == 0x0A || (part.first == 0x0D && part.dropFirst().first == 0x0A)
                    ? part.drop(while: { $0 == 0x0D }).dropFirst() : part.dropFirst(headers.bodyStart)
                let partType = ContentType(headers["content-type"])
                if partType.mimeType == "text/html" {
                    if html == nil { html = text(type: partType, encoding: headers["content-transfer-encoding"], body: partBody, depth: depth + 1) }
                    continue
                }
                if partType.mimeType != "text/plain" && !partType.isMultipart { continue }
                if let found = text(type: partType, encoding: headers["content-transfer-encoding"], body: partBody, depth: depth + 1),
                   !found.lines.isEmpty {
                    return found
                }
            }
            return html
        }
        guard type.mimeType == "text/plain" || type.mimeType == "text/html" else { return nil }
        let start = body.prefix(textLimit)
        var raw: ArraySlice<UInt8>
        switch encoding?.trimmingBlanks.lowercased() {
        case "quoted-printable": raw = QuotedPrintable.decode(start)[...]
        case "base64": guard let decoded = Base64.decode(start) else { return nil }; raw = decoded[...]
        default: raw = start
        }
        let charset = type.parameters["charset"] ?? "us-ascii"
        if type.mimeType == "text/html" {
            let text = MailText.decode(raw, charset: charset) ?? MailText.string(raw)
            raw = Array(strippingTags(text).utf8)[...]
            return Text(bytes: raw, charset: "utf-8")
        }
        return Text(bytes: raw, charset: charset)
    }

    /// The parts between `--boundary` lines, up to `--boundary--` (the preamble and epilogue
    /// left out); each part starts after its boundary line and ends before the next one's line
    /// break.
    static func parts(of body: ArraySlice<UInt8>, boundary: String) -> [ArraySlice<UInt8>] {
        let delimiter = Array("--\(boundary)".utf8)
        var parts: [ArraySlice<UInt8>] = []
        var partStart: Int?
        var index = body.startIndex
        while index < body.endIndex {
            let lineEnd = body[index...].firstIndex(of: 0x0A) ?? body.endIndex
            let line = body[index..<lineEnd]
            if line.starts(with: delimiter) {
                let rest = line.dropFirst(delimiter.count)
                let closing = rest.starts(with: [0x2D, 0x2D])
                if closing || MailText.trimmed(rest).isEmpty {
                    if let start = partStart {
                        // The line break before the boundary line belongs to the boundary.
                        var end = index
                        if end > start, body[end - 1] == 0x0A { end -= 1 }
                        if end > start, body[end - 1] == 0x0D { end -= 1 }
                        parts.append(body[start..<max(start, end)])
                    }
                    if closing { return parts }
                    partStart = min(lineEnd + 1, body.endIndex)
                }
            }
            index = lineEnd + 1
        }
        if let start = partStart, start < body.endIndex { parts.append(body[start...]) }  // unterminated
        return parts
    }

    /// HTML as text, roughly: tags out (a `<br>` or block tag a line break), the common
    /// entities in, `<style>` and `<script>` contents dropped.
    static func strippingTags(_ html: String) -> String {
        var text = "", tag = "", inTag = false, skipping = false
        for character in html {
            if inTag {
                if character == ">" {
                    inTag = false
                    let name = tag.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "\n" }).first.map(String.init) ?? ""
                    if name == "style" || name == "script" { skipping = true }
                    if tag.hasPrefix("/") && (tag.lowercased().hasPrefix("/style") || tag.lowercased().hasPrefix("/script")) { skipping = false }
                    if ["br", "p", "div", "tr", "li", "h1", "h2", "h3"].contains(name) || ["/p", "/div"].contains(tag.lowercased()) {
                        text.append("\n")
                    }
                } else {
                    tag.append(character)
                }
            } else if character == "<" {
                inTag = true
                tag = ""
            } else if !skipping {
                text.append(character)
            }
        }
        for (entity, letter) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacing(entity, with: letter)
        }
        return text
    }
}
