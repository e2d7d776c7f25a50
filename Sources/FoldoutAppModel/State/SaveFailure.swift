import FoldoutModel
import Glibc

/// Why something the person changed could not be written, sorted into what they can act on,
/// with the reason in their language for the notification ("Your changes could not be saved:
/// no space left on the device") and the file-system error for the log.
package struct SaveFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of trouble the error is (from its `errno`).
    package enum Kind: Sendable, Equatable {
        /// `ENOSPC`, `EDQUOT`: the device (or the person's quota) is full.
        case noSpace
        /// `EROFS`: the file system is mounted read-only.
        case readOnly
        /// `EACCES`, `EPERM`: the folder may not be written.
        case noPermission
        /// `ENOENT`, `ENOTDIR`: the folder vanished (it is made again on the next try).
        case folderGone
        /// Anything else (`EIO`, …): the system's own message names it.
        case other

        /// The kind of `code`, an `errno` value.
        package init(code: Int32) {
            switch code {
            case ENOSPC, EDQUOT: self = .noSpace
            case EROFS: self = .readOnly
            case EACCES, EPERM: self = .noPermission
            case ENOENT, ENOTDIR: self = .folderGone
            default: self = .other
            }
        }
    }

    /// The file that could not be written.
    package let path: String
    /// The failed call, its path and its `errno`.
    package let error: FileError

    /// A failure to write `path`, from the call that failed.
    package init(path: String, error: FileError) {
        self.path = path
        self.error = error
    }

    /// The kind of `error`.
    package var kind: Kind { Kind(code: error.code) }

    /// The reason in the person's language, to follow "could not be saved:", e.g. "no space
    /// left on the device"; for ``Kind/other`` the C library's message (already translated).
    package var reason: String {
        switch kind {
        // TRANSLATORS: why a change could not be saved, after "Your changes could not be saved:".
        case .noSpace: tr("no space left on the device")
        // TRANSLATORS: why a change could not be saved, after "Your changes could not be saved:".
        case .readOnly: tr("the device is read-only")
        // TRANSLATORS: why a change could not be saved, after "Your changes could not be saved:".
        case .noPermission: tr("no permission to write to its folder")
        // TRANSLATORS: why a change could not be saved, after "Your changes could not be saved:".
        case .folderGone: tr("its folder is gone")
        case .other: error.message
        }
    }

    /// The notification: "Your changes could not be saved: no space left on the device".
    package var message: String {
        // TRANSLATORS: a notification; {reason} is e.g. "no space left on the device".
        tr("Your changes could not be saved: {reason}", ["reason": reason])
    }

    /// Whether `other` is the same trouble (the same kind, and for ``Kind/other`` the same
    /// `errno`): a retry failing for the same reason is not told again.
    package func isSameTrouble(as other: SaveFailure) -> Bool {
        kind == other.kind && (kind != .other || error.code == other.error.code)
    }

    /// For the log: "cannot write /…/.state.json.tmp-x: No space left on device".
    package var description: String { error.description }
}
