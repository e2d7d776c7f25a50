import FoldoutModel

/// A selector's data file as the Selector page reads it: the kit's ``SelectorOptions`` (`name`,
/// `placeholder`, `options`) and, if the file says so, the options to offer for each choice of
/// another selector on the page (Foldout's `data/positions.json` follows the sport):
///
///     { "name": "Position", "placeholder": "Select a Position",
///       "options": ["Goalkeeper", "Defender", "Coach"],
///       "follows": "sport",
///       "for": {"Basketball": ["Guard", "Forward", "Center", "Coach"],
///               "Soccer": ["Goalkeeper", "Defender", "Coach"]} }
///
/// `options` are offered while the followed selector has no choice, or a choice `for` does not
/// name. `follows` (the other selector's id) and `for` (keyed by that selector's options as its
/// file writes them) go together. Every list of options has the rules of `options`: texts that
/// are not empty, none twice (ignoring case), at least one. Unknown keys are errors, each
/// reported with its place.
package struct SelectorFile: Sendable, Equatable {
    /// The name, the placeholder and the options offered when no `for` list applies.
    package let options: SelectorOptions
    /// The id of the selector whose choice picks the options, if any.
    package let follows: String?
    /// The options for each choice of the followed selector, by that choice as its file writes
    /// it.
    package let optionsByChoice: [String: [String]]

    /// Makes a file's contents (not validated: use ``parse(_:)`` for files).
    package init(options: SelectorOptions, follows: String? = nil, optionsByChoice: [String: [String]] = [:]) {
        self.options = options
        self.follows = follows
        self.optionsByChoice = optionsByChoice
    }

    /// The options to offer while the followed selector's choice is `choice` (`nil`: nothing
    /// chosen): its `for` list, else the file's `options`. Labels are the options themselves.
    package func options(for choice: String?) -> SelectorOptions {
        guard let choice, let list = optionsByChoice[choice] else {
            return SelectorOptions(name: options.name, placeholder: options.placeholder, options: options.options)
        }
        return SelectorOptions(name: options.name, placeholder: options.placeholder, options: list)
    }

    /// The choices `for` names that are not among `followed`'s options (a slip in the file: its
    /// list would never be offered), sorted.
    package func unknownChoices(of followed: SelectorOptions) -> [String] {
        let known = Set(followed.options)
        return optionsByChoice.keys.filter { !known.contains($0) }.sorted()
    }

    /// Reads and validates a data file's bytes.
    package static func parse(_ bytes: [UInt8]) throws(JSONError) -> SelectorFile {
        let root = try JSONReader(parsing: bytes)
        let options = try SelectorOptions(reading: root, otherKeys: ["follows", "for"])
        let followsField = try root.field("follows")
        let follows = try followsField.map { reader throws(JSONError) in try SelectorOptions.nonBlank(reader) }
        var byChoice: [String: [String]] = [:]
        if let forField = try root.field("for") {
            guard follows != nil else {
                throw forField.error(tr("“for” needs “follows”: the id of the selector whose choice picks the options"))
            }
            for member in try forField.members() {
                byChoice[member.key] = try SelectorOptions.list(member.value)
            }
        } else if let followsField {
            throw followsField.error(tr("“follows” needs “for”: the options for each choice"))
        }
        return SelectorFile(options: options, follows: follows, optionsByChoice: byChoice)
    }

    /// Reads and validates the data file at `path`; errors name `path`.
    package static func load(path: String) -> Result<SelectorFile, DataFileError> {
        DataFileError.load(path: path, parse: parse)
    }
}
