/// Small string helpers for slash-separated paths.
package enum FilePath {
    /// The directory part of `path`: "." when there is no slash, "/" for top-level entries.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = path[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The last component of `path`.
    package static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `base` joined with `component`, without doubling the slash.
    package static func join(_ base: String, _ component: String) -> String {
        var base = base
        while base.count > 1, base.hasSuffix("/") {
            base.removeLast()
        }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// `path` as shown in a message: control characters escaped (a newline as `\n`, others as
    /// `\u{…}`), and a path over `limit` characters cut in the middle with the total length
    /// given, so a hostile path cannot forge or flood a message.
    package static func shown(_ path: String, limit: Int = 200) -> String {
        var escaped = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        let count = escaped.count
        guard count > limit else { return escaped }
        let keep = limit / 2
        return trn(
            // TRANSLATORS: a shortened long path: its start, "…", its end and its length.
            "{start}…{end} (a path of {count} character)", "{start}…{end} (a path of {count} characters)", count,
            ["start": String(escaped.prefix(keep)), "end": String(escaped.suffix(keep))])
    }
}
