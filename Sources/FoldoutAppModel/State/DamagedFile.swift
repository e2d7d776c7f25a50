import FoldoutModel
import Glibc

/// Moving a damaged file out of the way without destroying it.
package enum DamagedFile {
    /// Renames `path` to "<path>.damaged-<YYYYMMDD-HHMMSS>" (local time of `time`), adding "-1", "-2", …
    /// when that name is taken. Never overwrites an existing file. Returns the new path, or nil if the
    /// file could not be moved.
    package static func moveAside(_ path: String, time: time_t = Glibc.time(nil)) -> String? {
        let base = "\(path).damaged-\(stamp(time))"
        for attempt in 0..<1000 {
            let candidate = attempt == 0 ? base : "\(base)-\(attempt)"
            switch moveWithoutReplacing(path, to: candidate) {
            case .moved: return candidate
            case .taken: continue
            case .failed: return nil
            }
        }
        return nil
    }

    private enum Outcome { case moved, taken, failed }

    /// A hard link fails with `EEXIST` instead of replacing, so link-then-unlink is a no-replace rename.
    /// Where links are impossible (directories, some file systems) fall back to check-then-rename.
    private static func moveWithoutReplacing(_ source: String, to target: String) -> Outcome {
        if link(source, target) == 0 {
            // If the unlink fails both names hold the bytes; the damaged copy is still safe.
            unlink(source)
            return .moved
        }
        switch errno {
        case EEXIST:
            return .taken
        case EPERM, EXDEV, ENOTSUP, EMLINK, ENOSYS:
            var info = stat()
            if lstat(target, &info) == 0 { return .taken }
            return rename(source, target) == 0 ? .moved : .failed
        default:
            return .failed
        }
    }

    /// "YYYYMMDD-HHMMSS" in local time.
    static func stamp(_ time: time_t) -> String {
        var seconds = time
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "00000000-000000" }
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(parts.tm_year + 1900, 4) + pad(parts.tm_mon + 1, 2) + pad(parts.tm_mday, 2) + "-"
            + pad(parts.tm_hour, 2) + pad(parts.tm_min, 2) + pad(parts.tm_sec, 2)
    }
}
