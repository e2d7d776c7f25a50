/// Small string helpers for slash-separated paths.
enum FilePath {
    /// The directory part of `path`: "." when there is no slash, "/" for top-level entries.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = path[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The last component of `path`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `base` joined with `component`, without doubling the slash.
    static func join(_ base: String, _ component: String) -> String {
        var base = base
        while base.count > 1, base.hasSuffix("/") {
            base.removeLast()
        }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }
}
