/// Reading of a menu entry's text fields with ``MenuValidation/checkText(_:)``.
enum MenuText {
    /// The required string `key` of `entry`, checked; errors name the field's path.
    static func read(_ entry: JSONReader, _ key: String) throws(JSONError) -> String {
        let field = try entry.required(key)
        let text = try field.string()
        if let problem = MenuValidation.checkText(text) { throw field.error(problem) }
        return text
    }

    /// The most keywords one entry may give.
    static let maxKeywords = 64

    /// The optional `"keywords"` of `entry`: an array of texts, each checked like the other
    /// fields (not empty, no control characters, not too long), at most ``maxKeywords`` of
    /// them; none when the key is absent. Errors name the field's path.
    static func readKeywords(_ entry: JSONReader) throws(JSONError) -> [String] {
        guard let field = try entry.field("keywords") else { return [] }
        // TRANSLATORS: what a menu file's "keywords" must be (in "expected …, found …").
        let list = try field.array(expected: tr("a list of keywords"))
        if list.count > maxKeywords {
            throw field.error(tr("more than {count} keywords", ["count": String(maxKeywords)]))
        }
        var keywords: [String] = []
        for element in list {
            let keyword = try element.string()
            if let problem = MenuValidation.checkText(keyword) { throw element.error(problem) }
            keywords.append(keyword)
        }
        return keywords
    }
}
