/// The persisted form of a `DropdownList`: what was removed (the undo stack), which row is
/// open, and where the items a person moved are.
public struct DropdownSavedState: Sendable, Equatable {
    /// Identifiers in removal order, oldest first; this is the undo stack.
    public var removed: [String]
    /// Identifier of the open row, if any.
    package var open: String?
    /// The removed identifiers whose row was open when it was removed (undo reopens them).
    package var removedOpen: [String]
    /// How many of `removed` each undo step holds, oldest first (a selection removed at once is
    /// one step); empty when each removal is a step of its own.
    package var steps: [Int]
    /// The items a person moved, each after the item it follows, top to bottom.
    package var order: [DropdownPlacement]

    /// Creates a state; the defaults describe an untouched list.
    public init(
        removed: [String] = [], open: String? = nil, removedOpen: [String] = [],
        steps: [Int] = [], order: [DropdownPlacement] = []
    ) {
        self.removed = removed
        self.open = open
        self.removedOpen = removedOpen
        self.steps = steps
        self.order = order
    }

    /// Reads tolerantly: missing keys (or `null`) take their defaults, unknown keys are ignored,
    /// values of the wrong type are errors located by their path ("at months.removed[2]: expected a string").
    package init(json: JSONReader) throws(JSONError) {
        var removed: [String] = []
        if let list = try json.field("removed") {
            for element in try list.array(expected: tr("an array of strings")) {
                removed.append(try element.string())
            }
        }
        self.removed = removed
        open = try json.field("open")?.string(expected: tr("a string or null"))
        var removedOpen: [String] = []
        if let list = try json.field("removedOpen") {
            for element in try list.array(expected: tr("an array of strings")) {
                removedOpen.append(try element.string())
            }
        }
        self.removedOpen = removedOpen
        var steps: [Int] = []
        if let list = try json.field("steps") {
            for element in try list.array(expected: tr("an array of whole numbers")) {
                let size = try element.int()
                guard size > 0 else { throw element.error(tr("expected a whole number above 0")) }
                steps.append(size)
            }
        }
        self.steps = steps
        var order: [DropdownPlacement] = []
        if let list = try json.field("order") {
            for element in try list.array(expected: tr("an array of placements")) {
                let id = try element.required("id").string()
                let after = try element.field("after")?.string(expected: tr("a string or null"))
                order.append(DropdownPlacement(id: id, after: after))
            }
        }
        self.order = order
    }

    /// The state as JSON text, for an app to keep where it keeps its own state (a file, a
    /// GSettings string); ``init(jsonText:)`` reads it back at the next start. Its shape is
    /// `json`'s, on one line.
    public var jsonText: String { JSONWriter.write(json, pretty: false, sortedKeys: false) }

    /// Reads a state saved as ``jsonText``, as tolerantly as `init(json:)`: missing keys take
    /// their defaults and unknown keys are ignored. Throws a ``JSONError`` naming the place
    /// (the line and column of bad JSON, or the path of a value of the wrong type).
    public init(jsonText: String) throws(JSONError) {
        try self.init(json: JSONReader(parsing: Array(jsonText.utf8)))
    }

    /// `{"removed": […], "open": …, "removedOpen": […], "steps": […], "order": [{"id": …, "after": …}]}`;
    /// `open`, `after` when first, and empty lists but `removed` are left out.
    package var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("removed", .array(removed.map(JSONValue.string)))]
        if let open {
            members.append(("open", .string(open)))
        }
        if !removedOpen.isEmpty {
            members.append(("removedOpen", .array(removedOpen.map(JSONValue.string))))
        }
        if !steps.isEmpty {
            members.append(("steps", .array(steps.map { JSONValue.number(Double($0)) })))
        }
        if !order.isEmpty {
            members.append(
                (
                    "order",
                    .array(
                        order.map { placement in
                            var fields: [(key: String, value: JSONValue)] = [("id", .string(placement.id))]
                            if let after = placement.after { fields.append(("after", .string(after))) }
                            return .object(fields)
                        })
                ))
        }
        return .object(members)
    }
}
