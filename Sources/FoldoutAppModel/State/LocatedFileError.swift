import FoldoutModel

/// Why a file (the state file, a destinations data file) could not be used, and where in it the
/// problem is.
package struct LocatedFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path as shown to a person.
    package let path: String
    /// Where in the file: "line 3, column 7" for syntax errors, "at months.removed[2]" for
    /// values of the wrong type; nil when the problem concerns the whole file.
    package let place: String?
    /// What is wrong, e.g. "unexpected character 'x'" or "expected an array of strings".
    package let reason: String

    /// Creates an error.
    package init(path: String, place: String?, reason: String) {
        self.path = path
        self.place = place
        self.reason = reason
    }

    /// E.g. "/home/u/.local/state/foldout/state.json: line 3, column 7: unexpected character 'x' …"
    /// or "…/state.json: at months.removed: expected an array of strings".
    package var description: String {
        if let place {
            return "\(path): \(place): \(reason)"
        }
        return "\(path): \(reason)"
    }
}

/// Why the state file could not be read or written, and where in it the problem is.
package typealias StateFileError = LocatedFileError
