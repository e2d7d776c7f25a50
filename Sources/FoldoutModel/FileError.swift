import Glibc

/// A failed file-system call: what was attempted, on which path, and the `errno` it produced.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The attempted operation, e.g. "open", "write", "rename".
    package let operation: String
    /// The path the operation was applied to.
    package let path: String
    /// The `errno` value.
    package let code: Int32
    /// A more precise reason than the system's message for `code`, if there is one.
    package let reason: String?

    /// Creates an error for `operation` on `path` that failed with `code` (and, optionally,
    /// a `reason` shown instead of the system's message for it).
    package init(operation: String, path: String, code: Int32, reason: String? = nil) {
        self.operation = operation
        self.path = path
        self.code = code
        self.reason = reason
    }

    /// The reason if given, else the system's message for `code`, e.g. "No such file or directory".
    package var message: String {
        if let reason { return reason }
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Why a file could not be read, for a message that names the file already:
    /// "cannot open it: No such file or directory" (the system's message is in the user's
    /// language already, from the C library).
    package var readingReason: String {
        switch operation {
        case "open": tr("cannot open it: {reason}", ["reason": message])
        default: tr("cannot read it: {reason}", ["reason": message])
        }
    }

    /// E.g. "cannot open /tmp/x: Permission denied".
    public var description: String {
        "cannot \(operation) \(path): \(message)"
    }
}
