import FoldoutModel

/// Builds the rows of the months page.
package enum MonthItems {
    /// One row per name, in order: ids are "month-1", "month-2", … (1-based, by position), titles are the names.
    /// The GTK layer supplies the locale's month names.
    package static func items(names: [String]) -> [TitledItem] {
        names.enumerated().map { offset, name in
            TitledItem(id: "month-\(offset + 1)", title: name)
        }
    }
}
