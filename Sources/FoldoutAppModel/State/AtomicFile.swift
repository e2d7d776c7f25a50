import FoldoutCore
import FoldoutModel
import Glibc

/// Crash-safe whole-file replacement: readers see either the old file or the new one, never a mix.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically: creates missing parent directories (`directoryMode`),
    /// writes to a uniquely named temporary file in the same directory (`O_CREAT|O_EXCL`, `fileMode`),
    /// writes all bytes (handling short writes and `EINTR`), fsyncs, closes, renames it over `path`
    /// and fsyncs the directory. On failure the temporary file is removed and the old file is untouched.
    package static func write(
        _ bytes: [UInt8], to path: String, directoryMode: mode_t = 0o700, fileMode: mode_t = 0o600
    ) throws(FileError) {
        let directory = FilePath.directory(of: path)
        try Directory.create(directory, mode: directoryMode)
        let (fd, temporary) = try createTemporary(near: path, mode: fileMode)
        do throws(FileError) {
            do throws(FileError) {
                try writeAll(bytes, to: fd, path: temporary)
                try syncFile(fd, path: temporary)
            } catch {
                close(fd)
                throw error
            }
            // Linux releases the descriptor even when close fails with EINTR; never retry it.
            if close(fd) != 0, errno != EINTR {
                throw FileError(operation: "close", path: temporary, code: errno)
            }
            guard rename(temporary, path) == 0 else {
                throw FileError(operation: "rename \(temporary) to", path: path, code: errno)
            }
        } catch {
            unlink(temporary)
            throw error
        }
        try syncDirectory(directory)
    }

    /// Removes the temporary files that writes to `path` left behind when the process was killed
    /// mid-write ("<dir>/.<name>.tmp-*"; nothing else), so repeated crashes cannot pile them up.
    /// Call it only while no other process writes `path` (Foldout runs as a single instance).
    /// Returns how many were removed; a directory that cannot be read removes none.
    @discardableResult
    package static func removeLeftovers(of path: String) -> Int {
        let directory = FilePath.directory(of: path)
        let prefix = ".\(FilePath.lastComponent(of: path)).tmp-"
        guard let dir = opendir(directory.isEmpty ? "." : directory) else { return 0 }
        var leftovers: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(prefix) && name.count > prefix.count { leftovers.append(name) }
        }
        closedir(dir)
        return leftovers.filter { unlink(FilePath.join(directory, $0)) == 0 }.count
    }

    /// Creates "<dir>/.<name>.tmp-<random>" exclusively, retrying on name collisions.
    private static func createTemporary(near path: String, mode: mode_t) throws(FileError) -> (Int32, String) {
        let directory = FilePath.directory(of: path)
        let name = FilePath.lastComponent(of: path)
        var lastError = EEXIST
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = FilePath.join(directory, ".\(name).tmp-\(suffix)")
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 {
                // The umask may have narrowed the mode; make it exactly `mode`.
                guard fchmod(fd, mode) == 0 else {
                    let error = FileError(operation: "set permissions of", path: temporary, code: errno)
                    close(fd)
                    unlink(temporary)
                    throw error
                }
                return (fd, temporary)
            }
            lastError = errno
            if lastError != EEXIST && lastError != EINTR { break }
        }
        throw FileError(operation: "create", path: FilePath.join(directory, ".\(name).tmp-*"), code: lastError)
    }

    /// Writes every byte, continuing after short writes and `EINTR`.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileError) {
        let failure: Int32? = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written == 0 {
                    return EIO
                } else if errno != EINTR {
                    return errno
                }
            }
            return nil
        }
        if let failure {
            throw FileError(operation: "write", path: path, code: failure)
        }
    }

    /// Flushes the file's data to disk, retrying on `EINTR`.
    private static func syncFile(_ fd: Int32, path: String) throws(FileError) {
        while fsync(fd) != 0 {
            let code = errno
            if code == EINTR { continue }
            throw FileError(operation: "sync", path: path, code: code)
        }
    }

    /// Fsyncs a directory so a rename inside it is durable. File systems that cannot sync
    /// directories (`EINVAL`) are accepted.
    private static func syncDirectory(_ directory: String) throws(FileError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw FileError(operation: "open directory", path: directory, code: errno)
        }
        defer { close(fd) }
        while fsync(fd) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EINVAL || code == EROFS { return }
            throw FileError(operation: "sync directory", path: directory, code: code)
        }
    }
}
