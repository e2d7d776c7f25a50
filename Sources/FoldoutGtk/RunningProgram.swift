import Glibc

/// The running program: its executable and its environment, as the app's own targets read them
/// at start-up (package access: not part of the kit's API).
package enum RunningProgram {
    /// The running executable's path (`/proc/self/exe`), or nil.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The process environment, by variable name (an entry without "=" is left out).
    package static func environment() -> [String: String] {
        var environment: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            cursor += 1
        }
        return environment
    }
}
