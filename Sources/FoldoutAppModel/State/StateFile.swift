import FoldoutCore
import FoldoutModel
import Glibc

/// Where the application state lives, and how it is loaded and saved.
package struct StateFile: Sendable {
    /// The state file's path.
    package let path: String

    /// A state file at `path`.
    package init(path: String) {
        self.path = path
    }

    /// `$XDG_STATE_HOME/foldout/state.json` if `XDG_STATE_HOME` is set, absolute and non-empty;
    /// else `$HOME/.local/state/foldout/state.json` if `HOME` is absolute and non-empty; else nil.
    package static func defaultPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return FilePath.join(FilePath.join(state, "foldout"), "state.json")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return FilePath.join(FilePath.join(home, ".local/state/foldout"), "state.json")
        }
        return nil
    }

    /// The outcome of `load()`.
    package enum LoadResult: Sendable, Equatable {
        /// There is no state file yet.
        case missing
        /// The file was read and decoded.
        case loaded(AppState)
        /// The file was damaged; it was moved to `movedTo` (nil if it could not be moved).
        case damaged(StateFileError, movedTo: String?)
    }

    /// Reads and decodes the file. On damage (unreadable, not UTF-8, bad JSON, wrong types, not an object)
    /// the file is renamed aside to "<path>.damaged-<YYYYMMDD-HHMMSS>" (with "-1", "-2", … if that exists;
    /// never overwriting) and the result says where it went; the caller starts from defaults.
    /// Temporary files left by a save that was killed mid-write are removed first
    /// (``AtomicFile/removeLeftovers(of:)``): call it from the one process that owns the file.
    package func load() -> LoadResult {
        load(time: Glibc.time(nil))
    }

    /// `load()` with the time used to name a damaged copy.
    func load(time: time_t) -> LoadResult {
        AtomicFile.removeLeftovers(of: path)
        let bytes: [UInt8]
        do {
            bytes = try TextFile.read(path: path)
        } catch {
            if error.code == ENOENT { return .missing }
            let damage = StateFileError(path: path, place: nil, reason: "cannot read the file: \(error.message)")
            return .damaged(damage, movedTo: DamagedFile.moveAside(path, time: time))
        }
        do {
            return .loaded(try StateDecoding.decode(bytes))
        } catch {
            let damage = StateFileError(path: path, place: error.location, reason: error.reason)
            return .damaged(damage, movedTo: DamagedFile.moveAside(path, time: time))
        }
    }

    /// Encodes `state` (pretty-printed, sorted keys) and writes it atomically (see `AtomicFile`):
    /// parent directories are created with mode 0700, the file gets mode 0600, and a failure
    /// never leaves a partial file behind.
    package func save(_ state: AppState) throws(StateFileError) {
        do {
            try write(state)
        } catch {
            throw StateFileError(path: path, place: nil, reason: error.description)
        }
    }

    /// As ``save(_:)``, with the failed call and its `errno` kept (``SaveFailure/kind``), so the
    /// person can be told why. A folder that vanished is made again.
    package func write(_ state: AppState) throws(SaveFailure) {
        do {
            try AtomicFile.write(StateDecoding.encode(state), to: path)
        } catch {
            throw SaveFailure(path: path, error: error)
        }
    }
}
