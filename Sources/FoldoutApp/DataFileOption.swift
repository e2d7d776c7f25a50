import FoldoutAppModel
import FoldoutControllers
import FoldoutCore
import FoldoutGtk
import FoldoutModel

/// An option of a selector's data file (`data/sports.json`): its text as the file writes it
/// (what the state file keeps, and what identifies it when the options are replaced) and the
/// title shown (its translation).
struct DataFileOption: SelectorOption {
    /// The option as written in the file.
    let text: String
    /// What the selector shows.
    let title: String
    /// The same option in another list of options: the same text.
    var id: String { text }

    /// The options of `file`, in order.
    static func all(of file: SelectorOptions) -> [DataFileOption] {
        zip(file.options, file.labels).map { DataFileOption(text: $0, title: $1) }
    }
}
