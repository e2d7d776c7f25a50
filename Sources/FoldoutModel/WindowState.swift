/// The main window's remembered geometry.
public struct WindowState: Codable, Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Whether the window was maximized.
    public var maximized: Bool

    /// The geometry used when nothing (valid) was saved.
    public static let `default` = WindowState(width: 640, height: 560, maximized: false)

    /// Sizes outside this range are not trusted; a state holding one is replaced by `default`.
    public static let validSizes: ClosedRange<Int> = 100...10000

    /// Creates a window state.
    public init(width: Int, height: Int, maximized: Bool) {
        self.width = width
        self.height = height
        self.maximized = maximized
    }

    /// Whether both sizes lie in `validSizes`.
    public var isValid: Bool {
        Self.validSizes.contains(width) && Self.validSizes.contains(height)
    }

    private enum CodingKeys: String, CodingKey {
        case width, height, maximized
    }

    /// Decodes tolerantly: missing keys take the default's values, unknown keys are ignored,
    /// values of the wrong type are errors located by their coding path. Sizes are not range-checked here.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let fallback = WindowState.default
        width = try container.tolerantField(Int.self, forKey: .width, expected: "an integer") ?? fallback.width
        height = try container.tolerantField(Int.self, forKey: .height, expected: "an integer") ?? fallback.height
        maximized = try container.tolerantField(Bool.self, forKey: .maximized, expected: "true or false")
            ?? fallback.maximized
    }
}
