import FoldoutModel

/// The main window's remembered geometry, the state file's `"window"` section.
package struct WindowState: PersistentSection {
    /// `"window"`.
    package static let key = "window"

    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// Whether the window was maximized.
    package var maximized: Bool

    /// The geometry used when nothing (valid) was saved.
    package static let `default` = WindowState(width: 640, height: 560, maximized: false)

    /// Sizes outside this range are not trusted; a state holding one is replaced by `default`.
    package static let validSizes: ClosedRange<Int> = 100...10000

    /// The default geometry.
    package init() { self = .default }

    /// Creates a window state.
    package init(width: Int, height: Int, maximized: Bool) {
        self.width = width
        self.height = height
        self.maximized = maximized
    }

    /// Whether both sizes lie in `validSizes`.
    package var isValid: Bool {
        Self.validSizes.contains(width) && Self.validSizes.contains(height)
    }

    /// Reads tolerantly: missing keys (or `null`) take the default's values, unknown keys are ignored,
    /// values of the wrong type are errors located by their path. Sizes are not range-checked here:
    /// the window uses ``default`` when the stored sizes are not ``isValid``.
    package init(json: JSONReader) throws(JSONError) {
        let fallback = WindowState.default
        width = try json.field("width")?.int() ?? fallback.width
        height = try json.field("height")?.int() ?? fallback.height
        maximized = try json.field("maximized")?.bool() ?? fallback.maximized
    }

    /// `{"width": …, "height": …, "maximized": …}`
    package var json: JSONValue {
        ["width": .number(Double(width)), "height": .number(Double(height)), "maximized": .bool(maximized)]
    }
}
