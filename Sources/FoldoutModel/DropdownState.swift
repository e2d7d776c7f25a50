/// The persisted form of a `DropdownList`: what was removed (the undo stack) and which row is open.
public struct DropdownState: Codable, Sendable, Equatable {
    /// Identifiers in removal order, oldest first; this is the undo stack.
    public var removed: [String]
    /// Identifier of the open row, if any.
    public var open: String?

    /// Creates a state; the defaults describe an untouched list.
    public init(removed: [String] = [], open: String? = nil) {
        self.removed = removed
        self.open = open
    }

    private enum CodingKeys: String, CodingKey {
        case removed, open
    }

    /// Decodes tolerantly: missing keys take their defaults, unknown keys are ignored,
    /// values of the wrong type are errors located by their coding path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        removed = try container.tolerantField(
            [String].self, forKey: .removed, expected: "an array of strings", elementExpected: "a string") ?? []
        open = try container.tolerantField(String.self, forKey: .open, expected: "a string or null")
    }
}
