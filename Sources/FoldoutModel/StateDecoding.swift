import FoundationEssentials

/// JSON encoding and located decoding of `AppState`.
enum StateDecoding {
    /// A decoding failure with its place in the file.
    struct Problem: Error, Equatable {
        let place: String?
        let reason: String
    }

    /// Pretty-printed, sorted-key JSON followed by a newline.
    static func encode(_ state: AppState) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return [UInt8](try encoder.encode(state)) + [UInt8(ascii: "\n")]
    }

    /// Decodes the bytes of a state file, locating any problem.
    static func decode(_ bytes: [UInt8]) -> Result<AppState, Problem> {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return .failure(Problem(place: nil, reason: "the file is not valid UTF-8 text"))
        }
        do {
            return .success(try JSONDecoder().decode(AppState.self, from: Data(bytes)))
        } catch let error as DecodingError {
            return .failure(problem(for: error, in: bytes))
        } catch {
            return .failure(Problem(place: nil, reason: "\(error)"))
        }
    }

    private static func problem(for error: DecodingError, in bytes: [UInt8]) -> Problem {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return Problem(place: renderCodingPath(context.codingPath).map { "at \($0)" },
                           reason: context.debugDescription)
        case .keyNotFound(let key, let context):
            let path = renderCodingPath(context.codingPath + [key])
            return Problem(place: path.map { "at \($0)" }, reason: "missing value")
        case .dataCorrupted(let context):
            if let syntax = JSONSyntax.firstError(in: bytes) {
                return Problem(place: syntax.place, reason: syntax.reason)
            }
            return Problem(place: renderCodingPath(context.codingPath).map { "at \($0)" },
                           reason: context.debugDescription)
        @unknown default:
            return Problem(place: nil, reason: "\(error)")
        }
    }
}
