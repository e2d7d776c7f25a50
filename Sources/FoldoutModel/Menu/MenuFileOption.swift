/// A kind of row a menu file may hold: its `"kind"` name and how an entry is read.
/// Registering the type with a ``MenuKindRegistry`` makes the registry read it.
public protocol MenuFileOption: MenuOption {
    /// The `"kind"` value that selects this type in a menu file, e.g. `"link"`.
    static var kind: String { get }
    /// Reads one entry of a menu file; throws with the entry's JSON path when it is invalid.
    init(json: JSONReader) throws(JSONError)
}
