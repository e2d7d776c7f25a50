/// What a search of a grouped menu looks at in one row: the texts it shows (its title and, if
/// it has one, its subtitle) and the keywords its option declares, each folded once
/// (``SearchText``: case and accents do not count).
package struct MenuSearchKeys: Sendable, Equatable {
    /// The row's texts, folded: the title first, then the subtitle, then the keywords.
    package let texts: [SearchText]

    /// The keys of a row titled `title`, with `subtitle` and `keywords` (as shown: translated).
    package init(title: String, subtitle: String? = nil, keywords: [String] = []) {
        texts = ([title] + (subtitle.map { [$0] } ?? []) + keywords).map(SearchText.init)
    }

    /// Keys of the folded `texts`.
    init(texts: [SearchText]) {
        self.texts = texts
    }

    /// Whether every word of `query` occurs in one of the row's texts ("dark theme" finds a row
    /// with the keywords "dark" and "theme"). The empty query matches every row.
    package func matches(_ query: SearchQuery) -> Bool {
        query.matches(texts)
    }
}
