import FoldoutModel
import Testing

/// The tree's byte search (``TextPattern`` over ``ParentTexts``) finds exactly what
/// ``SearchText/occurs(in:)`` finds: at every place in a block of sixteen and in the tail, in
/// texts long enough for a length of several bytes, in any script and case.
@Suite struct TextPatternTests {
    /// SplitMix64: the same texts on every run.
    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// Pieces texts are made of: ASCII in both cases, accents (composed and not), Cyrillic,
    /// pointed Hebrew, CJK, and bytes a length prefix could be mistaken for.
    private static let pieces = [
        "a", "B", "ab", "AB", "x", " ", "é", "e\u{301}", "Zürich", "ё", "Ё", "елка",
        "שָׁלוֹם", "東京", "→", "\u{7F}", "\u{80}", "\u{0}", "aaab", "ba",
    ]

    private func text(_ random: inout Random, pieces count: Int) -> String {
        (0..<count).map { _ in Self.pieces[random.next(Self.pieces.count)] }.joined()
    }

    @Test func findsWhatSearchTextFindsAtEveryPlace() {
        var random = Random(state: 22)
        var cache = SearchText.FoldCache()
        var found = 0
        for _ in 0..<3000 {
            let parent = text(&random, pieces: random.next(30))
            let children = (0..<random.next(4)).map { _ in text(&random, pieces: random.next(random.next(8) == 0 ? 200 : 40)) }
            // A query taken from one of the texts (so it is often found), or made up.
            let all = [parent] + children
            let source = all[random.next(all.count)]
            let query: String
            if random.next(3) > 0, !source.isEmpty {
                let characters = Array(source)
                let start = random.next(characters.count)
                query = String(characters[start..<min(characters.count, start + 1 + random.next(12))]).uppercased()
            } else {
                query = text(&random, pieces: 1 + random.next(3))
            }
            let folded = SearchText(query)
            var texts = ParentTexts()
            texts.setParent(parent, cache: &cache)
            texts.setChildren(children, cache: &cache)
            let got = texts.holding(TextPattern(folded), parent: true, children: true)
            let itself = folded.occurs(in: SearchText(parent))
            let places = children.indices.filter { folded.occurs(in: SearchText(children[$0])) }
            #expect(got.itself == itself, "\(query) in \(parent)")
            #expect(got.children == places.count, "\(query) in \(children)")
            #expect(texts.childrenHolding(TextPattern(folded)) == places)
            // The parent's text alone, the children's alone, and children with no parent's text.
            #expect(texts.holding(TextPattern(folded), parent: true, children: false) == (itself, 0) as (Bool, Int))
            #expect(texts.holding(TextPattern(folded), parent: false, children: true) == (false, places.count) as (Bool, Int))
            var orphans = ParentTexts()
            orphans.setChildren(children, cache: &cache)
            #expect(orphans.holding(TextPattern(folded), parent: true, children: true) == (false, places.count) as (Bool, Int))
            found += places.count + (itself ? 1 : 0)
        }
        #expect(found > 1000, "most queries are found somewhere")
    }

    /// A text's length stands before it (a byte below 128 for most): a length that is a letter
    /// (98 is "b") joins no text to the one before it or after it.
    @Test func aMatchAcrossALengthIsNoMatch() {
        var cache = SearchText.FoldCache()
        var texts = ParentTexts()
        texts.setParent("xa", cache: &cache)
        let long = "q" + String(repeating: "z", count: 97) // 98 bytes: its length is "b"
        texts.setChildren([long, "c", long], cache: &cache)
        for query in ["abq", "ab", "bq", "zbq", "zc", "cb"] {
            #expect(texts.holding(TextPattern(SearchText(query)), parent: true, children: true) == (false, 0) as (Bool, Int), "\(query)")
        }
        #expect(texts.holding(TextPattern(SearchText("qz")), parent: true, children: true) == (false, 2) as (Bool, Int))
        #expect(texts.holding(TextPattern(SearchText("XA")), parent: true, children: true) == (true, 0) as (Bool, Int))
        #expect(texts.holding(TextPattern(SearchText("c")), parent: false, children: true) == (false, 1) as (Bool, Int))
        // Each text counts once, however often it holds the query.
        #expect(texts.holding(TextPattern(SearchText("z")), parent: true, children: true) == (false, 2) as (Bool, Int))
    }

    @Test func findsAtTheLastPlaceOfLongTexts() {
        var cache = SearchText.FoldCache()
        for length in [15, 16, 17, 31, 32, 33, 127, 128, 129, 16_400] {
            let text = String(repeating: "a", count: length - 3) + "XyZ"
            var texts = ParentTexts()
            texts.setParent("", cache: &cache)
            texts.setChildren(["", text, String(repeating: "b", count: length)], cache: &cache)
            #expect(texts.childrenHolding(TextPattern(SearchText("axyz"))) == [1], "length \(length)")
            #expect(texts.childrenHolding(TextPattern(SearchText("ab"))).isEmpty, "length \(length)")
            #expect(texts.childrenHolding(TextPattern(SearchText(""))) == [0, 1, 2])
        }
    }

    @Test func aChangedTextIsSearchedInsteadOfTheOld() {
        var cache = SearchText.FoldCache()
        var texts = ParentTexts()
        texts.setParent("Paris", cache: &cache)
        texts.setChildren(["CDG", "ORY"], cache: &cache)
        texts.setParent(String(repeating: "Lyon ", count: 40), cache: &cache) // a length of two bytes
        let lyon = TextPattern(SearchText("lyon"))
        let ory = TextPattern(SearchText("ory"))
        #expect(texts.holding(lyon, parent: true, children: true) == (true, 0))
        #expect(texts.holding(ory, parent: true, children: true) == (false, 1))
        #expect(!texts.holding(TextPattern(SearchText("paris")), parent: true, children: true).itself)
        texts.forgetChildren()
        #expect(!texts.isFolded && texts.holding(ory, parent: true, children: true) == (false, 0))
        texts.setChildren(["LYS", "Orly"], cache: &cache)
        texts.forgetParent()
        texts.setParent("Lyon", cache: &cache)
        #expect(texts.isFolded && texts.childCount == 2)
        #expect(texts.holding(TextPattern(SearchText("ly")), parent: true, children: true) == (true, 2))
        #expect(texts.holding(TextPattern(SearchText("ly")), parent: false, children: true) == (false, 2))
        #expect(texts.holding(TextPattern(SearchText("ly")), parent: true, children: false) == (true, 0))
    }

    /// A short text is tested sixteen places at once, reading past its end (the next text's
    /// bytes, or the buffer's padding): what is there is never found in it. A length of 98 is
    /// written as the byte "b", so "xxa" before a text of 98 bytes that starts with "c" reads
    /// "xxabc" in the buffer.
    @Test func bytesPastATextAreNotFoundInIt() {
        var cache = SearchText.FoldCache()
        let long = "c" + String(repeating: "z", count: 97)
        let abc = TextPattern(SearchText("abc"))
        // A parent's own buffer: its text, then its child's.
        let own = ParentTexts(parent: "xxa", children: [long], cache: &cache)
        #expect(own.holding(abc, parent: true, children: true) == (false, 0) as (Bool, Int))
        #expect(own.childrenHolding(abc).isEmpty)
        #expect(ParentTexts(parent: "xxabc", children: [], cache: &cache).holding(abc, parent: true, children: true) == (true, 0) as (Bool, Int))
        // A buffer parents share: one parent's texts, then the next parent's.
        var packed: [UInt8] = []
        let first = ParentTexts.pack(parent: "xxa", children: [], into: &packed, cache: &cache)
        let second = ParentTexts.pack(parent: long, children: ["ya"], into: &packed, cache: &cache)
        ParentTexts.padPacked(&packed)
        let shared = ParentTexts(packed: packed, first, children: 0)
        #expect(shared.holding(abc, parent: true, children: true) == (false, 0) as (Bool, Int))
        // The last text of a buffer, before its padding (zero bytes).
        let last = ParentTexts(packed: packed, second, children: 1)
        #expect(last.holding(TextPattern(SearchText("a\u{0}")), parent: true, children: true) == (false, 0) as (Bool, Int))
        #expect(last.holding(TextPattern(SearchText("ya")), parent: true, children: true) == (false, 1) as (Bool, Int))
        // A buffer not padded is copied, padded: its texts read as they are.
        let unpadded = ParentTexts(packed: Array(packed[..<second.upperBound]), second, children: 1)
        #expect(unpadded.holding(TextPattern(SearchText("czz")), parent: true, children: true) == (true, 0) as (Bool, Int))
        #expect(unpadded.holding(TextPattern(SearchText("ya")), parent: true, children: true) == (false, 1) as (Bool, Int))
        #expect(unpadded.holding(TextPattern(SearchText("zya")), parent: true, children: true) == (false, 0) as (Bool, Int))
    }
}
