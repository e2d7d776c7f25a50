/// Why a JSON document could not be parsed or read, and where.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where a problem is.
    package enum Place: Sendable, Equatable {
        /// A position in the text, for syntax errors: 1-based line, and 1-based column counted
        /// in characters (a leading byte-order mark is not counted).
        case text(line: Int, column: Int)
        /// A value in the parsed document, e.g. "months.removed[2]"; "" is the whole document.
        case value(path: String)
    }

    /// Where the problem is.
    package let place: Place
    /// What is wrong, e.g. "unexpected character 'x' (expected ',' or '}')" or "expected a string".
    package let reason: String

    /// Creates an error.
    package init(place: Place, reason: String) {
        self.place = place
        self.reason = reason
    }

    /// "line 3, column 7", "at months.removed[2]", or nil for the whole document.
    package var location: String? {
        switch place {
        case .text(let line, let column):
            return tr("line {line}, column {column}", ["line": String(line), "column": String(column)])
        case .value(let path):
            return path.isEmpty ? nil : tr("at {path}", ["path": path])
        }
    }

    /// "line 3, column 7: reason", "at months.removed[2]: reason", or the reason alone.
    public var description: String {
        location.map { "\($0): \(reason)" } ?? reason
    }
}
