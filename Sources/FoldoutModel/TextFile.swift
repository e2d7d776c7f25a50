import Glibc

/// Whole-file reading.
public enum TextFile {
    /// The largest file read: data and state files are kilobytes; anything bigger is a mistake
    /// or an attack, and is refused before it can exhaust memory.
    public static let maxSize = 16 * 1024 * 1024

    /// Reads every byte of the regular file at `path`, retrying interrupted reads.
    ///
    /// Refuses, without blocking or reading on: anything that is not a regular file (a
    /// directory, a FIFO that would block, a device such as /dev/zero that never ends), with
    /// `code` EISDIR or EINVAL and a reason naming what it is; and a file longer than `limit`
    /// bytes (EFBIG).
    public static func read(path: String, limit: Int = maxSize) throws(FileError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO without a writer must not wait for one.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            throw FileError(operation: "open", path: path, code: errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw FileError(operation: "read", path: path, code: errno)
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let what =
                type == S_IFDIR
                ? tr("it is a directory, not a regular file")
                : type == S_IFIFO
                    ? tr("it is a FIFO (named pipe), not a regular file")
                    : type == S_IFCHR || type == S_IFBLK
                        ? tr("it is a device, not a regular file")
                        : type == S_IFSOCK ? tr("it is a socket, not a regular file") : tr("it is a special file, not a regular file")
            throw FileError(
                operation: "read", path: path, code: type == S_IFDIR ? EISDIR : EINVAL,
                reason: what)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress, buffer.count)
            }
            if count > 0 {
                guard bytes.count + count <= limit else {
                    throw FileError(
                        operation: "read", path: path, code: EFBIG,
                        reason: tr("it is larger than {size}", ["size": sizeText(limit)]))
                }
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw FileError(operation: "read", path: path, code: errno)
            }
        }
    }

    /// "16 MiB", "512 KiB" or "100 bytes".
    static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
        if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }
}
