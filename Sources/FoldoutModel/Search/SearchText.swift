/// Text made ready for searching as a person expects: case-insensitive and accent-insensitive
/// ("zurich" finds "Zürich", "елка" finds "Ёлка", "עברית" finds pointed Hebrew).
///
/// Text outside ASCII is lower-cased, decomposed (Unicode NFD, from the kit's own table of
/// canonical decompositions: no Foundation) and stripped of its combining marks, once; ASCII
/// text (most titles) is kept as it is, sharing the original's storage, and its letters are
/// compared without regard to case. A query is prepared the same way and found as a substring
/// of the prepared text: a million titles are prepared in about the time it takes to copy them.
///
///     let title = SearchText("Zürich")
///     print(SearchText("zur").occurs(in: title))      // true
public struct SearchText: Sendable, Hashable {
    /// The prepared text: folded, except that ASCII letters may keep their case (they are
    /// compared without it). Short texts, up to 15 bytes, are kept inline.
    private let prepared: String

    /// Folds `text`: lower case, decomposed, without combining marks.
    public init(_ text: String) {
        var cache = FoldCache(keeps: false) // one text: not worth a table
        prepared = Self.prepare(text, cache: &cache)
    }

    /// Folds `text`, looking up in `cache` how each scalar outside ASCII folds (and keeping
    /// there the new ones): texts folded in bulk share it, and each scalar is looked up in
    /// Unicode's tables once.
    package init(_ text: String, cache: inout FoldCache) {
        prepared = Self.prepare(text, cache: &cache)
    }

    /// How scalars outside ASCII fold (their bytes once lowered, decomposed and stripped of
    /// their marks), as they are met.
    package struct FoldCache {
        private var folds: [UInt32: [UInt8]] = [:]
        private let keeps: Bool

        /// An empty cache (`keeps`: whether it keeps what it folds, else it only folds).
        package init(keeps: Bool = true) { self.keeps = keeps }

        /// Appends the folded bytes of `scalar` to `bytes`.
        package mutating func fold(_ scalar: Unicode.Scalar, into bytes: inout [UInt8]) {
            if keeps, let known = folds[scalar.value] {
                bytes += known
                return
            }
            let start = bytes.count
            for lowered in scalar.properties.lowercaseMapping.unicodeScalars {
                CanonicalDecompositions.decompose(lowered) { part in
                    if part.properties.generalCategory != .nonspacingMark { bytes.append(contentsOf: part.utf8) }
                }
            }
            guard keeps else { return }
            // Bounded: a text of every script at once does not grow it without end.
            if folds.count >= 4096 { folds.removeAll(keepingCapacity: true) }
            folds[scalar.value] = Array(bytes[start...])
        }
    }

    /// The folded text: lower case, decomposed, without combining marks.
    package var folded: String { prepared.utf8.contains { Self.lower($0) != $0 } ? prepared.lowercased() : prepared }

    /// Whether the text is empty once folded.
    package var isEmpty: Bool { prepared.isEmpty }

    /// Whether this text (a query) occurs in `text`. The empty query occurs in every text.
    public func occurs(in text: SearchText) -> Bool {
        Self.withBytes(prepared) { needle in
            Self.withBytes(text.prepared) { Self.find(needle, in: $0) }
        } != nil
    }

    /// Whether `other`, a query typed on from this one, can only match what this one matches
    /// (it contains this one): the search narrows instead of starting again.
    package func isNarrowed(by other: SearchText) -> Bool {
        occurs(in: other)
    }

    public static func == (lhs: SearchText, rhs: SearchText) -> Bool { lhs.folded == rhs.folded }

    public func hash(into hasher: inout Hasher) { hasher.combine(folded) }

    /// Where this query occurs in `original` (a row's text as shown), as a range of its
    /// characters, for highlighting; nil when it does not occur or is empty.
    public func range(in original: String) -> Range<String.Index>? {
        guard !prepared.isEmpty else { return nil }
        // Fold character by character, remembering which character each folded byte came from.
        var bytes: [UInt8] = []
        var origins: [String.Index] = []
        var index = original.startIndex
        var cache = FoldCache()
        while index < original.endIndex {
            let next = original.index(after: index)
            let piece = Self.prepare(String(original[index..<next]), cache: &cache).utf8
            bytes.append(contentsOf: piece)
            origins.append(contentsOf: repeatElement(index, count: piece.count))
            index = next
        }
        let found = Self.withBytes(prepared) { needle in bytes.withUnsafeBufferPointer { Self.find(needle, in: $0) } }
        guard let start = found else { return nil }
        let last = origins[start + prepared.utf8.count - 1]
        return origins[start]..<original.index(after: last)
    }

    /// The folded text's bytes, ASCII letters lowered too: what ``TextPattern`` looks for.
    package var loweredBytes: [UInt8] { prepared.utf8.map(Self.lower) }

    /// Appends the bytes of `text` folded, ASCII letters lowered too (what ``TextPattern``
    /// finds), to `bytes`.
    package static func appendFolded(_ text: String, to bytes: inout [UInt8], cache: inout FoldCache) {
        withBytes(text) { appendFolded(bytes: $0, to: &bytes, cache: &cache) }
    }

    /// ``appendFolded(_:to:cache:)`` over a text's UTF-8 bytes.
    private static func appendFolded(
        bytes source: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], cache: inout FoldCache
    ) {
        // Byte by byte: ASCII (most of a text in a Latin script, and the spaces and digits of
        // any) is lowered as it is; only the scalars of several bytes are decoded and folded
        // (through the cache).
        var at = 0
        while at < source.count {
            let lead = source[at]
            if lead < 0x80 {
                bytes.append(lower(lead))
                at += 1
                continue
            }
            // A String's bytes are valid UTF-8: the lead byte says how many follow.
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead & (0x7F >> length))
            for next in at + 1..<min(at + length, source.count) { value = value << 6 | UInt32(source[next] & 0x3F) }
            at += length
            if let scalar = Unicode.Scalar(value) { cache.fold(scalar, into: &bytes) }
        }
    }

    /// Prepares `text`: ASCII as it is, anything else folded.
    static func prepare(_ text: String, cache: inout FoldCache) -> String {
        // ASCII (most titles): case is all there is to fold, and it is ignored when comparing.
        if Self.isASCII(text) { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        appendFolded(text, to: &bytes, cache: &cache)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` is all ASCII (the string's own flag when it has one, else its bytes).
    private static func isASCII(_ text: String) -> Bool {
        #if compiler(>=6.2)
            if text.utf8Span.isKnownASCII { return true }
        #endif
        return withBytes(text) { bytes in
            for byte in bytes where byte >= 0x80 { return false }
            return true
        }
    }

    /// Runs `body` over the UTF-8 bytes of `text`, in place when the string is stored
    /// contiguously (native strings, all of the search's), else over a copy. Swift 6.0's
    /// standard library has no `Span`, so the bytes are lent as a buffer.
    @inline(__always)
    private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// An ASCII upper-case letter made lower case; any other byte as it is.
    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// The first position of `needle` in `haystack`, ASCII letters compared without case (0 for
    /// an empty needle).
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = needle.count
        guard count > 0 else { return 0 }
        guard haystack.count >= count else { return nil }
        let first = lower(needle[0])
        var at = 0
        let end = haystack.count - count
        while at <= end {
            if lower(haystack[at]) == first {
                var same = 1
                while same < count, lower(haystack[at + same]) == lower(needle[same]) { same += 1 }
                if same == count { return at }
            }
            at += 1
        }
        return nil
    }
}
