import FoldoutGtk
import FoldoutModel

/// The three looks of recycled row in an expandable list.
enum TreeRowKind {
    static let parent = 0
    static let child = 1
    static let status = 2
}
