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
    /// `kinds` says which kinds the file may hold (by default ``MenuFileKinds/standard``: `switch`,
    /// `link`, `email`, `modal` and `choice`); pass an app's ``MenuKindRegistry`` (it is one)
    /// to read the kinds registered with it.
    public init(bytes: [UInt8], kinds: some MenuFileReading = MenuFileKinds.standard) throws(JSONError) {
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
