import FoldoutGtk
import Glibc

/// Mailbox's files in `resources/` (its stylesheet, its settings menu): from `$MAILBOX_DATADIR`
/// if set, else from the nearest folder above the executable that holds `resources/mailbox.css`
/// (a checkout, so `swift run mailbox` works).
@MainActor
enum MailResources {
    /// The folder holding `resources/`, or nil.
    static let root: String? = locate()

    /// The path of `resources/<name>`, or nil when the resources are not found.
    static func path(_ name: String) -> String? { root.map { $0 + "/resources/" + name } }

    /// Loads `resources/mailbox.css` for the whole screen, above the controllers' own style.
    static func loadStylesheet() {
        guard let path = path("mailbox.css") else {
            warn("resources/mailbox.css not found (set MAILBOX_DATADIR to the folder holding resources/)")
            return
        }
        if let problem = Style.loadCSS(fromFile: path) { warn(problem) }
    }

    /// Writes "mailbox: <message>" on stderr.
    static func warn(_ message: String) {
        let line = Array("mailbox: \(message)\n".utf8)
        _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    }

    private static func locate() -> String? {
        if let dir = getenv("MAILBOX_DATADIR").map({ String(cString: $0) }), !dir.isEmpty { return dir }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        var dir = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        while let slash = dir.lastIndex(of: "/"), slash != dir.startIndex {
            dir = String(dir[..<slash])
            if access(dir + "/resources/mailbox.css", R_OK) == 0 { return dir }
        }
        return nil
    }
}
