import CFoldoutGtk

/// Watches one directory and reports, on the main loop, what happens to the files in it:
/// GIO's `GFileMonitor` (`g_file_monitor_directory` with `G_FILE_MONITOR_WATCH_MOVES`), so a
/// move is reported as a move, not as a deletion and a creation.
///
/// The monitor watches while the wrapper lives (or until ``cancel()``); its handler is owned by
/// GLib and released with the monitor. Capture the handler's owner weakly, or the owner and
/// the monitor keep each other alive:
///
///     let monitor = try FileMonitor(directory: "/home/ada/Maildir/new") { event in
///         switch event {
///         case .created(let path): print("new file", path)
///         case .deleted(let path): print("gone", path)
///         default: break
///         }
///     }
public final class FileMonitor: Object {
    /// What happened to a file in the watched directory. Paths are absolute file names.
    public enum Event: Sendable, Hashable {
        /// A file was made in the directory (its contents may still be being written: a
        /// ``changed(_:)`` follows once the writer is done).
        case created(String)
        /// A file in the directory was deleted.
        case deleted(String)
        /// A file's contents changed and its writer is done with it (GIO's
        /// `CHANGES_DONE_HINT`: one event per write, not one per block written).
        case changed(String)
        /// A file was moved into the directory from `from` (`nil` when the other end is not
        /// known, such as a directory this process does not watch).
        case movedIn(String, from: String?)
        /// A file was moved out of the directory to `to` (`nil` when not known).
        case movedOut(String, to: String?)
        /// A file was renamed within the directory.
        case renamed(from: String, to: String)

        /// The file the event is about: the new name of a renamed file.
        ///
        ///     let event = FileMonitor.Event.renamed(from: "/mail/cur/1:2,", to: "/mail/cur/1:2,S")
        ///     print(event.path)  // "/mail/cur/1:2,S"
        package var path: String {
            switch self {
            case .created(let path), .deleted(let path), .changed(let path),
                .movedIn(let path, _), .movedOut(let path, _):
                path
            case .renamed(_, let to): to
            }
        }
    }

    /// Why a directory cannot be watched.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The directory asked for.
        package let directory: String
        /// GIO's explanation.
        package let reason: String

        /// "Cannot watch /path: reason".
        ///
        ///     do {
        ///         _ = try FileMonitor(directory: "/home/ada/Maildir/new") { _ in }
        ///     } catch {
        ///         Log.warning(error.description)  // "Cannot watch /home/ada/Maildir/new: …"
        ///     }
        public var description: String { "Cannot watch \(directory): \(reason)" }
    }

    /// The watched directory, as given.
    ///
    ///     let monitor = try FileMonitor(directory: "/home/ada/Maildir/new") { _ in }
    ///     print(monitor.directory)  // "/home/ada/Maildir/new"
    package let directory: String

    private typealias Handler = @MainActor (Event) -> Void

    /// Starts watching `directory`; `handler` runs on the main loop for each event.
    ///
    ///     let monitor = try FileMonitor(directory: "/home/ada/Maildir/cur") { event in print(event) }
    ///
    /// - Throws: ``Failure`` when GIO cannot watch the directory.
    public init(directory: String, _ handler: @escaping @MainActor (Event) -> Void) throws(Failure) {
        self.directory = directory
        let file = g_file_new_for_path(directory)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw Failure(directory: directory, reason: reason)
        }
        super.init(retaining: UnsafeMutableRawPointer(monitor))
        // `g_file_monitor_directory` returned a full reference and `init(retaining:)` took
        // another: drop the first, the wrapper's is the only one left.
        g_object_unref(monitor)
        let box = Unmanaged.passRetained(ClosureBox(handler as Handler) as AnyObject).toOpaque()
        let id = foldout_signal_connect(
            raw, "changed", unsafeBitCast(fileMonitorTrampoline, to: UnsafeMutableRawPointer.self),
            box, releaseClosureBox, 0)
        if id == 0 { Unmanaged<AnyObject>.fromOpaque(box).release() }
    }

    #if compiler(>=6.2)
        isolated deinit {
            g_file_monitor_cancel(foldout_file_monitor(raw))
        }
    #else
        // Swift 6.0 (Debian 13's) has no isolated deinit; wrappers only ever go on the main thread.
        deinit {
            MainActor.assumeIsolated { _ = g_file_monitor_cancel(foldout_file_monitor(self.raw)) }
        }
    #endif

    /// Stops watching: no event is reported after this (the wrapper may live on).
    ///
    ///     let monitor = try FileMonitor(directory: "/home/ada/Maildir/cur") { event in print(event) }
    ///     monitor.cancel()
    public func cancel() {
        g_file_monitor_cancel(foldout_file_monitor(raw))
    }

    /// Whether the monitor was cancelled.
    ///
    ///     let monitor = try FileMonitor(directory: "/home/ada/Maildir/cur") { event in print(event) }
    ///     print(monitor.isCancelled)  // false
    package var isCancelled: Bool { g_file_monitor_is_cancelled(foldout_file_monitor(raw)) != 0 }

    /// Maps GIO's event to ours; `nil` for the events not reported (every `CHANGED` block,
    /// attribute changes, unmounts).
    nonisolated static func event(_ kind: GFileMonitorEvent, file: String?, other: String?) -> Event? {
        guard let file else { return nil }
        switch kind {
        case G_FILE_MONITOR_EVENT_CREATED: return .created(file)
        case G_FILE_MONITOR_EVENT_DELETED: return .deleted(file)
        case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT: return .changed(file)
        case G_FILE_MONITOR_EVENT_MOVED_IN: return .movedIn(file, from: other)
        case G_FILE_MONITOR_EVENT_MOVED_OUT: return .movedOut(file, to: other)
        case G_FILE_MONITOR_EVENT_RENAMED: return other.map { .renamed(from: file, to: $0) }
        default: return nil
        }
    }
}

/// A `GFile`'s path (`nil` for a file without one).
private func pathOf(_ file: UnsafeMutableRawPointer?) -> String? {
    guard let file, let path = g_file_get_path(foldout_gfile(file)) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
}

/// `GFileMonitor::changed`: (monitor, file, other_file, event_type, user_data).
private let fileMonitorTrampoline:
    @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
        GFileMonitorEvent, UnsafeMutableRawPointer?
    ) -> Void = { _, file, other, kind, data in
        guard let data else { return }
        let (file, other, box) = (CallbackArgument(file), CallbackArgument(other), CallbackArgument(data))
        MainActor.assumeIsolated {
            guard let event = FileMonitor.event(kind, file: pathOf(file.value), other: pathOf(other.value)) else { return }
            let handler = Unmanaged<ClosureBox<@MainActor (FileMonitor.Event) -> Void>>.fromOpaque(box.value).takeUnretainedValue().function
            handler(event)
        }
    }
