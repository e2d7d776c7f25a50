import FoldoutGtk
import FoldoutModel

/// Why a parent's children could not be loaded: the text shown in its row (with Retry).
public struct ExpandableLoadError: Error, Sendable, Equatable {
    /// A sentence for the person, e.g. "The folder could not be read: permission denied".
    package let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
