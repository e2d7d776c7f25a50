/// The kinds a menu file may name: what a ``MenuKindRegistry`` keeps of its ``MenuFileOption``
/// types.
struct MenuFileKinds: Sendable {
    private var types: [String: any MenuFileOption.Type] = [:]

    /// No kinds.
    init() {}

    /// The standard kinds: `switch`, `link`, `email`, `modal` and `choice`.
    static var standard: MenuFileKinds {
        var kinds = MenuFileKinds()
        for type: any MenuFileOption.Type in [
            SwitchMenuItem.self, LinkMenuItem.self, EmailMenuItem.self,
            ModalMenuItem.self, ChoiceMenuItem.self,
        ] {
            kinds.register(type)
        }
        return kinds
    }

    /// Reads `type` for its ``MenuFileOption/kind`` (replacing an earlier type of that name).
    mutating func register(_ type: any MenuFileOption.Type) {
        types[type.kind] = type
    }

    /// The kind names, sorted.
    var names: [String] { types.keys.sorted() }

    /// Reads one entry as the type its `"kind"` names.
    func read(_ entry: JSONReader) throws(JSONError) -> any MenuOption {
        let kindField = try entry.required("kind")
        let kind = try kindField.string()
        guard let type = types[kind] else {
            throw kindField.error(
                tr("unknown kind '{kind}' (expected one of: {kinds})", ["kind": String(kind.prefix(40)), "kinds": names.joined(separator: ", ")]))
        }
        return try type.init(json: entry)
    }
}
