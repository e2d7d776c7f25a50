import CFoldoutGtk
import Synchronization

/// The app's logging channel: GLib's structured logging under the app's log domain
/// (journald on a desktop, stderr in a terminal; debug messages show with
/// `G_MESSAGES_DEBUG=<domain>`). Each record carries the Swift file, line and function.
///
/// Set ``domain`` once at start, before anything is logged:
///
///     Log.domain = "Mailbox"
public enum Log {
    private static let storedDomain = Mutex<String?>(nil)

    /// The log domain of every record: the one the app sets, else the program's name
    /// (GLib's `g_get_prgname()`, normally the executable's name), else `"FoldoutGtk"`.
    public static var domain: String {
        get {
            if let set = storedDomain.withLock({ $0 }) { return set }
            if let name = g_get_prgname() { return String(cString: name) }
            return "FoldoutGtk"
        }
        set { storedDomain.withLock { $0 = newValue } }
    }

    /// Sends every level to stderr when no journal takes the messages (GLib would print debug
    /// and info messages on stdout, where `--version` and the benchmarks print their results).
    package static func keepStdoutForResults() {
        g_log_writer_default_set_use_stderr(1)
    }

    /// Something went wrong and the app carries on (a damaged data file, a failed save).
    public static func warning(_ message: String, file: StaticString = #fileID, line: UInt = #line, function: StaticString = #function) {
        write(G_LOG_LEVEL_WARNING, message, file: file, line: line, function: function)
    }

    /// Something a user or administrator may want to know (no schema found, defaults used).
    package static func message(_ message: String, file: StaticString = #fileID, line: UInt = #line, function: StaticString = #function) {
        write(G_LOG_LEVEL_MESSAGE, message, file: file, line: line, function: function)
    }

    /// Details for developers, shown only with `G_MESSAGES_DEBUG=<domain>` (or `all`).
    package static func debug(_ message: String, file: StaticString = #fileID, line: UInt = #line, function: StaticString = #function) {
        write(G_LOG_LEVEL_DEBUG, message, file: file, line: line, function: function)
    }

    private static func write(_ level: GLogLevelFlags, _ message: String, file: StaticString, line: UInt, function: StaticString) {
        "\(file)".withCString { fileName in
            "\(function)".withCString { functionName in
                foldout_log_structured(domain, level, message, fileName, String(line), functionName)
            }
        }
    }
}
