/// `mailto:` URIs (RFC 6068) with percent-encoding.
package enum Mailto {
    /// `mailto:address?subject=…`, the subject percent-encoded as UTF-8 (space is `%20`, never `+`).
    package static func uri(address: String, subject: String?) -> String {
        var uri = "mailto:" + percentEncode(address, keeping: "@+")
        if let subject, !subject.isEmpty {
            uri += "?subject=" + percentEncode(subject, keeping: "")
        }
        return uri
    }

    /// `text` as UTF-8 with every byte other than the unreserved characters
    /// (`A–Z a–z 0–9 - . _ ~`) and `keeping` written as `%XX` (upper-case hex).
    package static func percentEncode(_ text: String, keeping: String) -> String {
        let kept = Set(keeping.utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 {
            let unreserved =
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if unreserved || kept.contains(byte) {
                out.append(byte)
            } else {
                out += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
