import Glibc

/// Whole-file reading.
public enum TextFile {
    /// Reads every byte of the file at `path`, retrying interrupted reads.
    public static func read(path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw FileError(operation: "open", path: path, code: errno)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress, buffer.count)
            }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw FileError(operation: "read", path: path, code: errno)
            }
        }
    }
}
