extension KeyedDecodingContainer {
    /// Decodes an optional field, turning any failure at the field itself into a
    /// `DecodingError.typeMismatch` whose coding path is the field's and whose debug description
    /// reads "expected <expected>". Failures inside array elements are reported at the element's path
    /// with `elementExpected`; failures already located deeper (nested objects) pass through unchanged.
    /// Non-`DecodingError` failures are attributed to the field.
    func tolerantField<T: Decodable>(
        _ type: T.Type, forKey key: Key, expected: String, elementExpected: String? = nil
    ) throws -> T? {
        let fieldPath = codingPath + [key]
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch {
            // Decoders may also throw their own error types (e.g. for a number that does not fit);
            // those carry no path and are attributed to the field.
            let errorPath = (error as? DecodingError)?.codingPathIfAny ?? []
            if errorPath.count > fieldPath.count {
                guard let elementExpected else { throw error }
                throw DecodingError.typeMismatch(
                    type, .init(codingPath: errorPath, debugDescription: "expected \(elementExpected)"))
            }
            throw DecodingError.typeMismatch(
                type, .init(codingPath: fieldPath, debugDescription: "expected \(expected)"))
        }
    }
}

extension DecodingError {
    /// The coding path carried by the error's context.
    var codingPathIfAny: [any CodingKey]? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        @unknown default:
            return nil
        }
    }
}

/// Renders a coding path as "months.removed[2]"; nil for the empty path.
func renderCodingPath(_ path: [any CodingKey]) -> String? {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            if !text.isEmpty { text += "." }
            text += key.stringValue
        }
    }
    return text.isEmpty ? nil : text
}
