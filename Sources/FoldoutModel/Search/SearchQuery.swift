/// A query typed in a search field, split into its words and folded (``SearchText``: case and
/// accents do not count): what the settings menu and the selector match their rows with. A row
/// matches when every word occurs in one of its texts, so "dark theme" finds a row titled
/// "Style" with the keywords "dark" and "theme", and "cote" finds "Côte d’Ivoire".
///
///     let query = SearchQuery("cote iv")
///     let found = query.matches([SearchText("Côte d’Ivoire")])                   // true
///     let missed = query.matches([SearchText("Ivory"), SearchText("Coast")])    // false: "cote" is in neither
package struct SearchQuery: Sendable, Equatable {
    /// The query as typed.
    package let text: String
    /// Its words, folded (none for an empty or blank query).
    package let words: [SearchText]

    /// The query `text`.
    package init(_ text: String) {
        self.text = text
        words = text.split(whereSeparator: \.isWhitespace).map { SearchText(String($0)) }.filter { !$0.isEmpty }
    }

    /// Whether the query has no words: it matches everything.
    package var isEmpty: Bool { words.isEmpty }

    /// Whether every word occurs in one of `texts` (the texts of one row: its title, what it
    /// shows besides, its keywords). The empty query matches every row.
    package func matches(_ texts: [SearchText]) -> Bool {
        words.allSatisfy { word in texts.contains { word.occurs(in: $0) } }
    }

    /// Whether every word occurs in `text` (a row of one text).
    package func matches(_ text: SearchText) -> Bool {
        words.allSatisfy { $0.occurs(in: text) }
    }
}
