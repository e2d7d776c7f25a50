import FoldoutModel

/// The JSON text of an `AppState`, and located decoding of it.
enum StateDecoding {
    /// Pretty-printed, sorted-key JSON followed by a newline.
    static func encode(_ state: AppState) -> [UInt8] {
        Array(JSONWriter.write(state.json, pretty: true, sortedKeys: true).utf8)
    }

    /// Parses and reads the bytes of a state file; errors carry a line and column (syntax)
    /// or a path (values of the wrong type).
    static func decode(_ bytes: [UInt8]) throws(JSONError) -> AppState {
        try AppState(json: JSONReader(parsing: bytes))
    }
}
