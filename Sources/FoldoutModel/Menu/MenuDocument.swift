/// A menu file read: the sections that could be read, and why other entries were left out.
public struct MenuDocument: Sendable {
    /// The sections, each with the entries that passed validation.
    public let sections: [MenuSection]
    /// One error per entry (or section) left out, each naming its JSON path.
    public let problems: [JSONError]

    /// Reads a menu file: `{"sections": [{"title": …, "items": [entry, …]}, …]}`, whose entries
    /// may be of the kinds registered with `kinds` (see ``MenuKindRegistry``; an app passes the
    /// registry it builds its rows with).
    ///
    /// A broken document (syntax, or no `sections` array) throws; a bad entry or section is left
    /// out and reported in ``problems`` while the rest loads.
    public init<Context, Row>(bytes: [UInt8], kinds: MenuKindRegistry<Context, Row>) throws(JSONError) {
        try self.init(bytes: bytes, files: kinds.files)
    }

    /// Reads a menu file of the standard kinds: `switch`, `link`, `email`, `modal` and `choice`.
    package init(bytes: [UInt8]) throws(JSONError) {
        try self.init(bytes: bytes, files: .standard)
    }

    private init(bytes: [UInt8], files kinds: MenuFileKinds) throws(JSONError) {
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
