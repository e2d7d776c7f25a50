import FoldoutCore
import FoldoutModel

/// Loading a destinations data file, with errors that name the file, the place and the reason.
package enum DestinationsFile {
    /// Why a data file could not be used: its path as shown to a person (control characters
    /// escaped and a very long path shortened, see `load(path:)`), the place and the reason.
    package typealias LoadError = LocatedFileError

    /// Reads and validates the file at `path`. Anything but a regular file of at most
    /// ``TextFile/maxSize`` bytes is refused without being read; errors show the path with its
    /// control characters escaped and, if very long, shortened.
    package static func load(path: String) -> Result<DestinationCatalog, LoadError> {
        let bytes: [UInt8]
        let shown = FilePath.shown(path)
        do {
            bytes = try TextFile.read(path: path)
        } catch {
            return .failure(LoadError(path: shown, place: nil, reason: error.readingReason))
        }
        do {
            return .success(try DestinationCatalog(parsing: bytes))
        } catch {
            return .failure(LoadError(path: shown, place: error.location, reason: error.reason))
        }
    }
}
