import FoldoutApp
import Glibc

/// The trace file, opened on first use if `FOLDOUT_BENCH_TRACE` names one.
enum TraceFile {
    /// The open file, or -1 when the trace is off.
    static let descriptor: Int32 = {
        guard let name = getenv(BenchmarkTrace.variable), name.pointee != 0 else { return -1 }
        return open(name, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    }()

    /// Writes `line` and a newline (one write, so lines never interleave).
    static func write(_ line: String) {
        guard descriptor >= 0 else { return }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Writes that `phase` begins, with the time and the resident memory so far.
    static func phase(_ phase: AppHooks.Phase) {
        guard descriptor >= 0 else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let micros = Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
        let (rss, peak) = memory()
        write("phase \(phase.rawValue) \(micros) \(rss) \(peak)")
    }

    /// VmRSS and VmHWM of this process in KiB (0 where /proc does not say). Read byte by byte:
    /// the profile's instruction counts should not be the tracer's.
    private static func memory() -> (Int, Int) {
        let file = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return (0, 0) }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 8192)
        let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
        guard count > 0 else { return (0, 0) }
        return (number(after: Array("VmRSS:".utf8), in: bytes[0..<count]), number(after: Array("VmHWM:".utf8), in: bytes[0..<count]))
    }

    /// The decimal number following `label` at the start of a line of `text`, or 0.
    private static func number(after label: [UInt8], in text: ArraySlice<UInt8>) -> Int {
        var index = text.startIndex
        while index + label.count <= text.endIndex {
            if (index == text.startIndex || text[index - 1] == UInt8(ascii: "\n")) && text[index..<index + label.count].elementsEqual(label) {
                var value = 0
                var at = index + label.count
                while at < text.endIndex, text[at] == UInt8(ascii: " ") || text[at] == UInt8(ascii: "\t") { at += 1 }
                while at < text.endIndex, text[at] >= UInt8(ascii: "0"), text[at] <= UInt8(ascii: "9") {
                    value = value * 10 + Int(text[at] - UInt8(ascii: "0"))
                    at += 1
                }
                return value
            }
            index += 1
        }
        return 0
    }
}
