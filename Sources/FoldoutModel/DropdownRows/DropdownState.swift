/// The persisted form of a `DropdownList`: what was removed (the undo stack) and which row is open.
public struct DropdownState: Sendable, Equatable {
    /// Identifiers in removal order, oldest first; this is the undo stack.
    public var removed: [String]
    /// Identifier of the open row, if any.
    public var open: String?
    /// The removed identifiers whose row was open when it was removed (undo reopens them).
    public var removedOpen: [String]

    /// Creates a state; the defaults describe an untouched list.
    public init(removed: [String] = [], open: String? = nil, removedOpen: [String] = []) {
        self.removed = removed
        self.open = open
        self.removedOpen = removedOpen
    }

    /// Reads tolerantly: missing keys (or `null`) take their defaults, unknown keys are ignored,
    /// values of the wrong type are errors located by their path ("at months.removed[2]: expected a string").
    public init(json: JSONReader) throws(JSONError) {
        var removed: [String] = []
        if let list = try json.field("removed") {
            for element in try list.array(expected: "an array of strings") {
                removed.append(try element.string())
            }
        }
        self.removed = removed
        open = try json.field("open")?.string(expected: "a string or null")
        var removedOpen: [String] = []
        if let list = try json.field("removedOpen") {
            for element in try list.array(expected: "an array of strings") {
                removedOpen.append(try element.string())
            }
        }
        self.removedOpen = removedOpen
    }

    /// `{"removed": […], "open": …, "removedOpen": […]}`; `open` and an empty `removedOpen` are left out.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("removed", .array(removed.map(JSONValue.string)))]
        if let open {
            members.append(("open", .string(open)))
        }
        if !removedOpen.isEmpty {
            members.append(("removedOpen", .array(removedOpen.map(JSONValue.string))))
        }
        return .object(members)
    }
}
