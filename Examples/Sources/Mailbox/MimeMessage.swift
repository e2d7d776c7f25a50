import CGMime

// A message as GNOME's mail apps read it: parsed by GMime 3, which decodes encoded words in
// every charset iconv knows, transfer encodings, multipart bodies and dates, and turns text
// into UTF-8. Mailbox only picks what its rows show.

/// What Mailbox shows of one message, as GMime parsed it.
struct MimeMessage: Equatable, Sendable {
    /// The first sender's display name, else their address (empty when From names nobody).
    var senderName: String
    /// The first sender's address, `local@domain` (empty when From names nobody).
    var senderAddress: String
    /// The subject, decoded (empty when there is none).
    var subject: String
    /// The Date field, in seconds since 1970 UTC (`nil` when absent or unreadable).
    var date: Int64?
    /// Whether the header has a From or a Subject field at all.
    var hasFromOrSubject: Bool
    /// The first lines of the body's text (its text/plain part, else text/html without tags).
    var bodyLines: [String]
    /// The Message-ID, without its angle brackets (empty when there is none).
    var messageID = ""
    /// The References field's message ids, oldest ancestor first (without angle brackets).
    var references: [String] = []
    /// The In-Reply-To field's first message id (empty when there is none).
    var inReplyTo = ""

    /// How many non-blank lines of the body are kept.
    static let lineCount = 4

    /// GMime is set up once per process (`g_mime_init` is not to be called twice at once).
    private static let ready: Void = g_mime_init()

    /// The message in `bytes`, or `nil` when they start with no header field.
    static func parse(_ bytes: [UInt8]) -> MimeMessage? {
        _ = ready
        let options = g_mime_parser_options_new()
        defer { g_mime_parser_options_free(options) }
        // 8-bit text that declares no charset: UTF-8 if it is, else what Windows wrote.
        Self.withFallbackCharsets { g_mime_parser_options_set_fallback_charsets(options, $0) }

        let stream: UnsafeMutablePointer<GMimeStream>? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    g_mime_stream_mem_new_with_buffer($0, buffer.count) // copies the bytes
                }
            }
        }
        guard let stream else { return nil }
        defer { mailbox_unref(stream) }
        let parser = g_mime_parser_new_with_stream(stream)
        defer { mailbox_unref(parser) }
        guard let message = g_mime_parser_construct_message(parser, options) else { return nil }
        defer { mailbox_unref(message) }
        let headers = g_mime_object_get_header_list(mailbox_message_object(message))
        guard g_mime_header_list_get_count(headers) > 0 else { return nil }

        let hasFrom = g_mime_header_list_contains(headers, "From") != 0
        let hasSubject = g_mime_header_list_contains(headers, "Subject") != 0
        var name = ""
        var address = ""
        if let mailbox = mailbox_first_mailbox(g_mime_message_get_from(message)) {
            address = string(internet_address_mailbox_get_addr(mailbox))
            name = collapsingBlanks(string(mailbox_mailbox_name(mailbox)))
            if name.isEmpty { name = address }
        }
        let date = g_mime_message_get_date(message).map { Int64(g_date_time_to_unix($0)) }
        var lines: [String] = []
        if let body = g_mime_message_get_body(message) { lines = bodyText(body, options: options, depth: 0) ?? [] }
        let object = mailbox_message_object(message)
        return MimeMessage(
            senderName: name, senderAddress: address,
            subject: collapsingBlanks(string(g_mime_message_get_subject(message))),
            date: date, hasFromOrSubject: hasFrom || hasSubject, bodyLines: lines,
            messageID: string(g_mime_message_get_message_id(message)),
            references: messageIDs(g_mime_object_get_header(object, "References"), options: options),
            inReplyTo: messageIDs(g_mime_object_get_header(object, "In-Reply-To"), options: options).first ?? "")
    }

    /// The message ids in a References or In-Reply-To field's value, in order, as GMime reads
    /// them (angle brackets gone, comments and stray words skipped).
    private static func messageIDs(_ value: UnsafePointer<CChar>?, options: OpaquePointer?) -> [String] {
        guard let value, let references = g_mime_references_parse(options, value) else { return [] }
        defer { g_mime_references_free(references) }
        var ids: [String] = []
        for index in 0..<g_mime_references_length(references) {
            let id = string(g_mime_references_get_message_id(references, index))
            if !id.isEmpty { ids.append(id) }
        }
        return ids
    }

    /// The first lines of the first inline text/plain part under `object` (a text/html part's
    /// when there is no plain one), walking multiparts and attached messages.
    private static func bodyText(
        _ object: UnsafeMutablePointer<GMimeObject>, options: OpaquePointer?,
        depth: Int
    ) -> [String]? {
        guard depth < 16 else { return nil }
        if let multipart = mailbox_as_multipart(object) {
            var html: [String]?
            for index in 0..<g_mime_multipart_get_count(multipart) {
                guard let part = g_mime_multipart_get_part(multipart, index) else { continue }
                if isType(part, "text", "html") {
                    if html == nil { html = bodyText(part, options: options, depth: depth + 1) }
                    continue
                }
                if let lines = bodyText(part, options: options, depth: depth + 1), !lines.isEmpty { return lines }
            }
            return html
        }
        if let attached = mailbox_as_message_part(object), let body = g_mime_message_get_body(attached) {
            return bodyText(body, options: options, depth: depth + 1)
        }
        guard let text = mailbox_as_inline_text(object), let object = mailbox_text_object(text) else { return nil }
        guard isType(object, "text", "plain") || isType(object, "text", "html") else { return nil }
        // In the part's declared charset, converted to UTF-8 by GMime (raw when it declares none).
        guard let raw = g_mime_text_part_get_text(text) else { return [] }
        defer { g_free(raw) }
        var content = String(validatingCString: raw) ?? decode8bit(raw, options: options)
        if isType(object, "text", "html") { content = HTMLText.strippingTags(content) }
        return firstLines(of: content)
    }

    /// Undeclared 8-bit text as UTF-8, by the parser's fallback charsets.
    private static func decode8bit(_ raw: UnsafePointer<CChar>, options: OpaquePointer?) -> String {
        guard let decoded = g_mime_utils_decode_8bit(options, raw, strlen(raw)) else { return "" }
        defer { g_free(decoded) }
        return String(cString: decoded)
    }

    private static func isType(_ object: UnsafeMutablePointer<GMimeObject>, _ type: String, _ subtype: String) -> Bool {
        guard let contentType = g_mime_object_get_content_type(object) else { return type == "text" && subtype == "plain" }
        return g_mime_content_type_is_type(contentType, type, subtype) != 0
    }

    /// The first ``lineCount`` non-blank lines of `text`, trimmed.
    static func firstLines(of text: String) -> [String] {
        var lines: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = collapsingBlanks(String(line))
            if !trimmed.isEmpty { lines.append(trimmed) }
            if lines.count == lineCount { break }
        }
        return lines
    }

    /// `text` with each run of blanks (spaces, tabs, line breaks) one space, none at either end.
    static func collapsingBlanks(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(separator: " ")
    }

    private static func string(_ text: UnsafePointer<CChar>?) -> String {
        text.map { String(cString: $0) } ?? ""
    }

    private static func withFallbackCharsets(_ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void) {
        "UTF-8".withCString { utf8 in
            "windows-1252".withCString { windows in
                var list: [UnsafePointer<CChar>?] = [utf8, windows, nil]
                list.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
            }
        }
    }
}
