// Helpers shared by the model test targets (FoldoutModelTests, FoldoutAppModelTests):
// temporary folders and fixture files.
import FoldoutModel
import Glibc

/// A fresh directory under /tmp, created with mkdtemp and removed recursively by `remove()`.
package struct TemporaryDirectory {
    package let path: String

    package init() throws {
        var template = Array("/tmp/foldout-model-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }
        }
        guard let made else { throw FileError(operation: "mkdtemp", path: "/tmp", code: errno) }
        path = String(cString: made)
    }

    package func appending(_ component: String) -> String { path + "/" + component }

    package func remove() { removeTree(path) }
}

/// Recursively deletes `path` (a file or directory).
package func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
        for name in directoryEntries(path) {
            removeTree(path + "/" + name)
        }
        rmdir(path)
    } else {
        unlink(path)
    }
}

/// Names in a directory, sorted, without "." and "..".
package func directoryEntries(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}

/// Writes `text` to `path` non-atomically (test fixture setup).
package func writeFixture(_ text: String, to path: String) throws {
    try writeFixture(Array(text.utf8), to: path)
}

/// Writes `bytes` to `path` non-atomically (test fixture setup).
package func writeFixture(_ bytes: [UInt8], to path: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw FileError(operation: "open", path: path, code: errno) }
    defer { close(fd) }
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw FileError(operation: "write", path: path, code: errno) }
}

/// Whether something exists at `path`.
package func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
}

/// Permission bits of `path`, or nil.
package func permissions(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o7777
}

extension Result {
    /// The failure, if it is one.
    package var error: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

extension String {
    /// The text before the last occurrence of `marker` (for finding the checkout from #filePath).
    package func components(upTo marker: String) -> String {
        let chars = Array(self)
        let mark = Array(marker)
        var index = chars.count - mark.count
        while index >= 0 {
            if Array(chars[index..<index + mark.count]) == mark { return String(chars[..<index]) }
            index -= 1
        }
        return self
    }
}

/// What reading `text` with `parse` says: "loaded", or the error as "place: reason" (a data
/// file's tests compare it with the message a person is shown).
package func parseFailure<Value>(_ text: String, _ parse: ([UInt8]) throws(JSONError) -> Value) -> String {
    do {
        _ = try parse(Array(text.utf8))
        return "loaded"
    } catch {
        return error.description
    }
}
