import Glibc

/// A failed file-system call: what was attempted, on which path, and the `errno` it produced.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The attempted operation, e.g. "open", "write", "rename".
    public let operation: String
    /// The path the operation was applied to.
    public let path: String
    /// The `errno` value.
    public let code: Int32

    /// Creates an error for `operation` on `path` that failed with `code`.
    public init(operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The system's message for `code`, e.g. "No such file or directory".
    public var message: String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// E.g. "cannot open /tmp/x: Permission denied".
    public var description: String {
        "cannot \(operation) \(path): \(message)"
    }
}
