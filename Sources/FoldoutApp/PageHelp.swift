import FoldoutAppModel
import FoldoutGtk
import FoldoutModel

/// A page's entry in the help dialog: what it does and its keys.
struct PageHelp {
    /// One or two sentences on what the page shows and does.
    let summary: String
    /// Keys and what they do, in the order a person learns them.
    let keys: [(keys: String, does: String)]
}
