import FoldoutCore
import FoldoutModel
import Glibc

/// Directory creation.
package enum Directory {
    /// Creates `path` and any missing parents (like `mkdir -p`); directories created here get `mode`,
    /// existing ones are left alone. Throws if a component exists and is not a directory.
    package static func create(_ path: String, mode: mode_t = 0o700) throws(FileError) {
        guard !path.isEmpty else { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix = prefix.isEmpty ? String(component) : FilePath.join(prefix, String(component))
            if mkdir(prefix, mode) == 0 { continue }
            let code = errno
            guard code == EEXIST else {
                throw FileError(operation: "create directory", path: prefix, code: code)
            }
            var info = stat()
            guard stat(prefix, &info) == 0 else {
                throw FileError(operation: "create directory", path: prefix, code: errno)
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw FileError(operation: "create directory", path: prefix, code: ENOTDIR)
            }
        }
    }
}
