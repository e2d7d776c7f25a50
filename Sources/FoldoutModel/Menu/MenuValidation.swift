/// Checks for the text and addresses of a menu file: what a hostile or broken file could
/// smuggle into a row (a `javascript:` link, a header injected through a newline) is refused.
package enum MenuValidation {
    /// The longest value accepted, in characters.
    package static let maxLength = 2048

    /// Why `text` cannot be shown or handed on, or nil: empty, longer than ``maxLength``, or
    /// holding a control character (newline, NUL, …).
    package static func checkText(_ text: String) -> String? {
        if text.isEmpty { return tr("must not be empty") }
        if text.unicodeScalars.count > maxLength { return tr("longer than {count} characters", ["count": String(maxLength)]) }
        for scalar in text.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            return scalar.value == 0
                ? tr("contains a NUL character")
                : (scalar == "\n" || scalar == "\r")
                    ? tr("contains a line break") : tr("contains a control character")
        }
        return nil
    }

    /// Why `url` is refused, or nil: only `http://host…`, `https://host…` and
    /// `mailto:address` (see ``checkAddress(_:)``) are accepted, without spaces or control characters.
    package static func checkURL(_ url: String) -> String? {
        if let problem = checkText(url) { return problem }
        guard let colon = url.firstIndex(of: ":") else { return tr("not an absolute URL (no scheme)") }
        let scheme = url[..<colon].lowercased()
        let rest = url[url.index(after: colon)...]
        switch scheme {
        case "http", "https":
            guard rest.hasPrefix("//") else { return tr("{scheme} URL without '//host'", ["scheme": String(scheme)]) }
            let afterSlashes = rest.dropFirst(2)
            let authority = afterSlashes.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
            guard !host.isEmpty, host.first != ":" else { return tr("{scheme} URL without a host", ["scheme": String(scheme)]) }
            return checkCharacters(url)
        case "mailto":
            let address = rest.prefix { $0 != "?" }
            return checkAddress(String(address)).map { tr("mailto address: {problem}", ["problem": $0]) } ?? checkCharacters(url)
        default:
            return tr("scheme '{scheme}' is not allowed (only https, http and mailto)", ["scheme": String(scheme)])
        }
    }

    /// Why `url` holds a character a URL must not hold as is (RFC 3986), or nil. Allowed: ASCII
    /// letters and digits, `-._~:/?#[]@!$&'()*+,;=`, `%` followed by two hex digits, and non-ASCII
    /// text (IRIs). Refused, each with the character and its percent-encoding: space, `"<>\^`{|}`
    /// — which also keeps out the shell's quoting and substitution characters.
    static func checkCharacters(_ url: String) -> String? {
        let allowed = Set("-._~:/?#[]@!$&'()*+,;=")
        let scalars = Array(url.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar.value >= 0xA0 { continue }
            let character = Character(scalar)
            if (character.isASCII && (character.isLetter || character.isNumber)) || allowed.contains(character) { continue }
            if scalar == "%" {
                let hex = scalars.dropFirst(index + 1).prefix(2)
                if hex.count == 2, hex.allSatisfy({ $0.properties.isASCIIHexDigit }) { continue }
                return tr("contains a '%' that is not followed by two hex digits")
            }
            let encoded = "%" + String(scalar.value, radix: 16, uppercase: true)
            if scalar == " " { return tr("contains a space (percent-encode it as {encoded})", ["encoded": encoded]) }
            return tr("contains '{character}', which a URL must percent-encode ({encoded})", ["character": String(character), "encoded": encoded])
        }
        return nil
    }

    /// Why `address` is not a syntactically valid mail address, or nil. Accepts `local@domain`
    /// where local is dot-separated atoms of letters, digits and RFC 5322's other `atext`
    /// characters (`!#$%&'*+/=?^_{|}~-` and the backtick), and the
    /// domain is two or more dot-separated labels of letters, digits and inner hyphens.
    package static func checkAddress(_ address: String) -> String? {
        if let problem = checkText(address) { return problem }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return tr("'{address}' is not a mail address (needs exactly one '@')", ["address": address]) }
        let local = parts[0]
        let domain = parts[1]
        let atomExtras = Set("!#$%&'*+/=?^_`{|}~-")
        let localAtoms = local.split(separator: ".", omittingEmptySubsequences: false)
        guard local.count <= 64,
            localAtoms.allSatisfy({ atom in
                !atom.isEmpty && atom.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || atomExtras.contains($0) }
            })
        else { return tr("'{address}' has an invalid part before '@'", ["address": address]) }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, domain.count <= 253,
            labels.allSatisfy({ label in
                !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            })
        else { return tr("'{address}' has an invalid domain", ["address": address]) }
        return nil
    }
}
