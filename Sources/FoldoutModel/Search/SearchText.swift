@_spi(_Unicode) import Swift

/// Text made ready for searching as a person expects: case-insensitive and accent-insensitive
/// ("zurich" finds "Zürich", "елка" finds "Ёлка", "עברית" finds pointed Hebrew).
///
/// The text is lower-cased, decomposed (Unicode NFD) and stripped of its combining marks, once;
/// a query is prepared the same way and found as a substring of the prepared text. ASCII text
/// takes a fast path (a million titles fold in a few tens of milliseconds).
///
///     let title = SearchText("Zürich")
///     print(SearchText("zur").occurs(in: title))      // true
public struct SearchText: Sendable, Hashable {
    /// The folded text (short texts, up to 15 bytes, are kept inline: a million titles such as
    /// "item 123456" cost 16 bytes each).
    public let folded: String

    /// Folds `text`: lower case, decomposed, without combining marks.
    public init(_ text: String) {
        folded = Self.fold(text)
    }

    /// Whether the text is empty once folded.
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether this text (a query) occurs in `text`. The empty query occurs in every text.
    public func occurs(in text: SearchText) -> Bool {
        Self.find(folded.utf8Span.span, in: text.folded.utf8Span.span) != nil
    }

    /// Whether `other`, a query typed on from this one, can only match what this one matches
    /// (it contains this one): the search narrows instead of starting again.
    public func isNarrowed(by other: SearchText) -> Bool {
        occurs(in: other)
    }

    /// Where this query occurs in `original` (a row's text as shown), as a range of its
    /// characters, for highlighting; nil when it does not occur or is empty.
    public func range(in original: String) -> Range<String.Index>? {
        guard !folded.isEmpty else { return nil }
        // Fold character by character, remembering which character each folded byte came from.
        var bytes: [UInt8] = []
        var origins: [String.Index] = []
        var index = original.startIndex
        while index < original.endIndex {
            let next = original.index(after: index)
            let piece = Self.fold(String(original[index ..< next])).utf8
            bytes.append(contentsOf: piece)
            origins.append(contentsOf: repeatElement(index, count: piece.count))
            index = next
        }
        guard let start = Self.find(folded.utf8Span.span, in: bytes.span) else { return nil }
        let last = origins[start + folded.utf8.count - 1]
        return origins[start] ..< original.index(after: last)
    }

    /// Folds `text`.
    static func fold(_ text: String) -> String {
        // ASCII (most titles): lower case is all there is to do, and the standard library does
        // it without leaving a short string's inline storage.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in text.lowercased()._nfd where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// The first position of `needle` in `haystack` (0 for an empty needle).
    static func find(_ needle: Span<UInt8>, in haystack: Span<UInt8>) -> Int? {
        let count = needle.count
        guard count > 0 else { return 0 }
        guard haystack.count >= count else { return nil }
        let first = needle[0]
        var at = 0
        let end = haystack.count - count
        while at <= end {
            if haystack[at] == first {
                var same = 1
                while same < count, haystack[at + same] == needle[same] { same += 1 }
                if same == count { return at }
            }
            at += 1
        }
        return nil
    }
}
