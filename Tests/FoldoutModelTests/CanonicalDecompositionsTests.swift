import FoldoutModel
// The standard library's own NFD (`String._nfd`, a private interface the kit no longer uses) is
// what the kit's table is held to; only this test reaches for it.
@_spi(_Unicode) import Swift
import Testing

@Suite struct CanonicalDecompositionsTests {
    /// Every scalar (U+0000 to U+10FFFF, surrogates aside) decomposes as the standard library's
    /// NFD decomposes it, and folds for search (lower case, decomposed, without its nonspacing
    /// marks) to the same bytes as it did through that NFD. Scalars newer than the table's
    /// Unicode version (which a newer toolchain knows) are left out, and counted: only those.
    @Test func everyScalarDecomposesAndFoldsAsTheStandardLibraryNFDDoes() {
        var cache = SearchText.FoldCache(keeps: false)
        var differing: [UInt32] = []
        var newer = 0
        var checked = 0
        for value: UInt32 in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue } // a surrogate
            if let age = scalar.properties.age, age > CanonicalDecompositions.unicodeVersion {
                newer += 1
                continue
            }
            var parts: [Unicode.Scalar] = []
            CanonicalDecompositions.decompose(scalar) { parts.append($0) }
            var folded: [UInt8] = []
            cache.fold(scalar, into: &folded)
            if parts != Array(String(scalar)._nfd) || folded != Self.foldedThroughNFD(scalar) {
                differing.append(value)
            }
            checked += 1
        }
        let shown = differing.prefix(20).map { "U+" + String($0, radix: 16, uppercase: true) }
        #expect(differing.isEmpty, "\(differing.count) scalars differ: \(shown.joined(separator: " "))")
        // Every scalar but the surrogates, checked or newer; and the newer ones are few (about
        // 10,600 from Unicode 15.1 to 17.0), not most of the code space.
        #expect(checked + newer == 0x110000 - 0x800)
        #expect(newer < 20000)
    }

    @Test func decompositionsAreCompleteAndInCanonicalOrder() {
        #expect(Self.decomposition("\u{E9}") == ["e", "\u{301}"]) // é
        #expect(Self.decomposition("\u{1D8}") == ["u", "\u{308}", "\u{301}"]) // ǘ: through ü
        #expect(Self.decomposition("\u{1E69}") == ["s", "\u{323}", "\u{307}"]) // ṩ: below (220), above (230)
        #expect(Self.decomposition("\u{401}") == ["\u{415}", "\u{308}"]) // Ё
        #expect(Self.decomposition("\u{FB2A}") == ["\u{5E9}", "\u{5C1}"]) // שׁ
        #expect(Self.decomposition("\u{212B}") == ["A", "\u{30A}"]) // the Ångström sign: through Å
        #expect(Self.decomposition("\u{F900}") == ["\u{8C48}"]) // a compatibility ideograph: a singleton
        #expect(Self.decomposition("z") == ["z"])
        #expect(Self.decomposition("\u{DF}") == ["\u{DF}"]) // ß
        #expect(Self.decomposition("\u{FB01}") == ["\u{FB01}"]) // ﬁ: a compatibility decomposition only
    }

    @Test func hangulSyllablesDecomposeByArithmetic() {
        #expect(Self.decomposition("\u{D55C}") == ["\u{1112}", "\u{1161}", "\u{11AB}"]) // 한
        #expect(Self.decomposition("\u{AC00}") == ["\u{1100}", "\u{1161}"]) // the first: no final consonant
        #expect(Self.decomposition("\u{D7A3}") == ["\u{1112}", "\u{1175}", "\u{11C2}"]) // the last
        #expect(Self.decomposition("\u{D7A4}") == ["\u{D7A4}"]) // just after
    }

    private static func decomposition(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        var parts: [Unicode.Scalar] = []
        CanonicalDecompositions.decompose(scalar) { parts.append($0) }
        return parts
    }

    /// How a scalar folded before the table: lower case, through the standard library's NFD,
    /// without its nonspacing marks.
    private static func foldedThroughNFD(_ scalar: Unicode.Scalar) -> [UInt8] {
        var bytes: [UInt8] = []
        for part in scalar.properties.lowercaseMapping._nfd where part.properties.generalCategory != .nonspacingMark {
            bytes.append(contentsOf: part.utf8)
        }
        return bytes
    }
}
