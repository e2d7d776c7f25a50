import FoldoutAppModel
import FoldoutGtk

/// A page whose list has selection mode.
@MainActor
protocol SelectablePage: Page {
    /// Whether the page's list is in selection mode (setting it enters or leaves).
    var isSelecting: Bool { get set }
    /// How many rows are selected.
    var selectedCount: Int { get }
    /// What the header says while selecting ("3 selected").
    var selectionTitle: String { get }
    /// Called as selection mode starts, its count changes, or it ends (nil).
    var onSelectionChange: (@MainActor (Int?) -> Void)? { get set }
}
