/// A selector's data file (Foldout's `data/sports.json`): the field's text before anything is
/// chosen, the name screen readers call the field, and the options as texts. An app makes its
/// own ``SelectorOption`` type of these texts (the selector itself takes any such type).
///
///     { "name": "Sport", "placeholder": "Select a Sport",
///       "options": ["Basketball", "Football", "Soccer", "Baseball", "Hockey"] }
///
/// Every key is required; unknown keys, empty texts, an empty list and duplicate options are
/// errors, each reported with its place (line/column or JSON path).
package struct SelectorOptions: Sendable, Equatable {
    /// What screen readers call the field, e.g. "Sport".
    package let name: String
    /// The field's text while nothing is chosen, e.g. "Select a Sport".
    package let placeholder: String
    /// The options, in order, as the file writes them (the app's state file keeps the chosen one so).
    package let options: [String]
    /// What each option shows: the option itself, or its translation (``translated(by:)``).
    package let labels: [String]

    /// Makes a set of options (not validated: use ``parse(_:)`` for files); `labels` (one per
    /// option) default to the options.
    package init(name: String, placeholder: String, options: [String], labels: [String]? = nil) {
        self.name = name
        self.placeholder = placeholder
        self.options = options
        self.labels = labels.flatMap { $0.count == options.count ? $0 : nil } ?? options
    }

    /// The same options with the name, the placeholder and the labels passed through
    /// `translate` (the shipped data's strings are in the translation template); the options
    /// themselves, which the state file keeps, stay as written.
    package func translated(by translate: (String) -> String) -> SelectorOptions {
        SelectorOptions(
            name: translate(name), placeholder: translate(placeholder), options: options,
            labels: labels.map(translate))
    }

    /// Reads and validates a data file's bytes.
    package static func parse(_ bytes: [UInt8]) throws(JSONError) -> SelectorOptions {
        try SelectorOptions(reading: JSONReader(parsing: bytes))
    }

    /// Reads and validates a file already parsed: `name`, `placeholder` and `options`, and
    /// besides them only `otherKeys` (an app's own keys, which it reads itself, e.g. with
    /// ``list(_:)``: Foldout's positions file adds the options for each sport).
    package init(reading root: JSONReader, otherKeys: Set<String> = []) throws(JSONError) {
        try root.checkKeys(allowed: otherKeys.union(["name", "placeholder", "options"]))
        let name = try Self.nonBlank(root.required("name"))
        let placeholder = try Self.nonBlank(root.required("placeholder"))
        self.init(name: name, placeholder: placeholder, options: try Self.list(root.required("options")))
    }

    /// Reads a list of options by the file's rules: at least one, each a text that is not
    /// blank, none twice (ignoring case); an error names the place and the first one.
    package static func list(_ field: JSONReader) throws(JSONError) -> [String] {
        let list = try field.array(expected: tr("a list of options"))
        guard !list.isEmpty else { throw field.error(tr("no options (the list is empty)")) }
        var options: [String] = []
        var seen: [String: String] = [:]
        for element in list {
            let option = try nonBlank(element)
            let key = option.lowercased()
            if let first = seen[key] {
                throw element.error(tr("duplicate option {option} (also at {place})", ["option": JSONWriter.quoted(option), "place": first]))
            }
            seen[key] = element.path
            options.append(option)
        }
        return options
    }

    /// Reads a text that is not blank (empty or only white space is an error at its place).
    package static func nonBlank(_ reader: JSONReader) throws(JSONError) -> String {
        let text = try reader.string()
        guard text.contains(where: { !$0.isWhitespace }) else { throw reader.error(tr("empty text")) }
        return text
    }
}

extension SelectorOptions {
    /// Reads and validates the data file at `path`; errors name `path`.
    package static func load(path: String) -> Result<SelectorOptions, DataFileError> {
        DataFileError.load(path: path, parse: parse)
    }
}
