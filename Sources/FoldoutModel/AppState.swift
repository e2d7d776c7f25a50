/// Everything the application persists between runs.
///
/// Decoding is tolerant and forward-compatible: every key is optional (missing → default) and
/// unknown keys are ignored, so later versions can add sections. A value of the wrong type is an error.
public struct AppState: Codable, Sendable, Equatable {
    /// The version written in the top-level `"version"` key.
    public static let currentVersion = 1

    /// State of the months dropdown page.
    public var months: DropdownState
    /// Geometry of the main window.
    public var window: WindowState

    /// Creates a state; the defaults describe a first run.
    public init(months: DropdownState = .init(), window: WindowState = .default) {
        self.months = months
        self.window = window
    }

    private enum CodingKeys: String, CodingKey {
        case version, months, window
    }

    /// Decodes tolerantly (see the type's documentation). A window with out-of-range sizes
    /// is replaced by `WindowState.default`; that is not an error.
    public init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw DecodingError.typeMismatch(
                AppState.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected a JSON object at the top level"))
        }
        _ = try container.tolerantField(Int.self, forKey: .version, expected: "an integer")
        months = try container.tolerantField(DropdownState.self, forKey: .months, expected: "an object") ?? .init()
        let window = try container.tolerantField(WindowState.self, forKey: .window, expected: "an object")
        if let window, window.isValid {
            self.window = window
        } else {
            self.window = .default
        }
    }

    /// Encodes all sections plus `"version": currentVersion`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentVersion, forKey: .version)
        try container.encode(months, forKey: .months)
        try container.encode(window, forKey: .window)
    }
}
