import FoldoutModel

/// A page's persisted state: one top-level section of the state file, read and written by
/// the page's own model type, so a new page adds its state without touching ``AppState``.
package protocol PersistentSection: Sendable, Equatable {
    /// The top-level key of the section (e.g. `"destinations"`).
    static var key: String { get }
    /// The state of a first run.
    init()
    /// Reads the section; throws with the JSON path of a value of the wrong type.
    init(json: JSONReader) throws(JSONError)
    /// The section as stored.
    var json: JSONValue { get }
}
