import FoldoutCore

/// Why a data file could not be used: the file, the place in it and the reason.
package struct DataFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as named to the person, e.g. "data/sports.json" or a full path.
    package let file: String
    /// "line 3, column 7", "at options[2]", or nil when the problem is the whole file.
    package let place: String?
    /// What is wrong.
    package let reason: String

    /// Makes an error.
    package init(file: String, place: String?, reason: String) {
        self.file = file
        self.place = place
        self.reason = reason
    }

    /// An error for a JSON problem in `file`.
    package init(file: String, _ error: JSONError) {
        self.init(file: file, place: error.location, reason: error.reason)
    }

    /// "data/sports.json, at options[3]: duplicate option …".
    package var description: String {
        place.map { "\(file), \($0): \(reason)" } ?? "\(file): \(reason)"
    }
}

extension DataFileError {
    /// Reads the data file at `path` and gives its bytes to `parse`; a file that cannot be read
    /// or parsed is an error naming `path` as a person is shown it (``FilePath/shown(_:)``).
    package static func load<Value>(path: String, parse: ([UInt8]) throws(JSONError) -> Value) -> Result<Value, DataFileError> {
        let bytes: [UInt8]
        do {
            bytes = try TextFile.read(path: path)
        } catch {
            return .failure(DataFileError(file: FilePath.shown(path), place: nil, reason: error.readingReason))
        }
        do {
            return .success(try parse(bytes))
        } catch {
            return .failure(DataFileError(file: FilePath.shown(path), error))
        }
    }
}
