import Glibc
import GtkKit

/// Finds and loads Mailbox's own stylesheet, `resources/mailbox.css`: from `$MAILBOX_DATADIR`
/// if set, else from the nearest folder above the executable that holds it (a checkout, so
/// `swift run mailbox` works).
@MainActor
enum Stylesheet {
    static func load() {
        guard let path = locate() else {
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
        if let dir = getenv("MAILBOX_DATADIR").map({ String(cString: $0) }), !dir.isEmpty {
            return dir + "/resources/mailbox.css"
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        var dir = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        while let slash = dir.lastIndex(of: "/"), slash != dir.startIndex {
            dir = String(dir[..<slash])
            let candidate = dir + "/resources/mailbox.css"
            if access(candidate, R_OK) == 0 { return candidate }
        }
        return nil
    }
}
