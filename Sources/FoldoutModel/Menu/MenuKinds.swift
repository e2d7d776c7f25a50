/// The kinds of row a menu file may hold, by their `"kind"` value.
///
/// ``standard`` knows `switch`, `link`, `email`, `modal` and `choice`; a new kind is one
/// `register(_:)` call with its type.
public struct MenuKinds: Sendable {
    private var types: [String: any MenuOption.Type] = [:]

    /// An empty registry.
    public init() {}

    /// The standard kinds.
    public static var standard: MenuKinds {
        var kinds = MenuKinds()
        kinds.register(SwitchMenuItem.self)
        kinds.register(LinkMenuItem.self)
        kinds.register(EmailMenuItem.self)
        kinds.register(ModalMenuItem.self)
        kinds.register(ChoiceMenuItem.self)
        return kinds
    }

    /// Adds (or replaces) the type read for `T.kind`.
    public mutating func register<T: MenuOption>(_ type: T.Type) {
        types[T.kind] = type
    }

    /// The registered kind names, sorted.
    public var names: [String] { types.keys.sorted() }

    /// Reads one entry as the type its `"kind"` names.
    public func read(_ entry: JSONReader) throws(JSONError) -> any MenuOption {
        let kindField = try entry.required("kind")
        let kind = try kindField.string()
        guard let type = types[kind] else {
            throw kindField.error("unknown kind '\(kind.prefix(40))' (expected one of: \(names.joined(separator: ", ")))")
        }
        return try type.init(json: entry)
    }
}

/// A menu file read: the sections that could be read, and why other entries were left out.
public struct MenuDocument: Sendable {
    /// The sections, each with the entries that passed validation.
    public let sections: [MenuSection]
    /// One error per entry (or section) left out, each naming its JSON path.
    public let problems: [JSONError]

    /// Reads a menu file: `{"sections": [{"title": …, "items": [entry, …]}, …]}`.
    ///
    /// A broken document (syntax, or no `sections` array) throws; a bad entry or section is left
    /// out and reported in ``problems`` while the rest loads.
    public init(bytes: [UInt8], kinds: MenuKinds = .standard) throws(JSONError) {
        let root = try JSONReader(parsing: bytes)
        var sections: [MenuSection] = []
        var problems: [JSONError] = []
        for sectionReader in try root.required("sections").array() {
            do throws(JSONError) {
                let title = try MenuText.read(sectionReader, "title")
                var items: [any MenuOption] = []
                for entry in try sectionReader.required("items").array() {
                    do throws(JSONError) {
                        items.append(try kinds.read(entry))
                    } catch {
                        problems.append(error)
                    }
                }
                sections.append(MenuSection(title: title, items: items))
            } catch {
                problems.append(error)
            }
        }
        self.sections = sections
        self.problems = problems
    }
}
