/// A query's folded bytes (``SearchText/loweredBytes``), looked for in folded bytes sixteen
/// places at a time: a place is tested only when both its first and its last byte are the
/// query's (W. Muła's "SIMD-friendly" substring search), so most of a text is passed over
/// without looking at it byte by byte. What a tree's search compares its texts with
/// (``TreeSearchKeys``): a million parents and their children in a few tens of milliseconds.
package struct TextPattern: Sendable {
    /// The query's bytes, folded and lowered.
    let bytes: [UInt8]
    /// Their count (kept beside them: read for every text).
    let length: Int
    /// The first byte, and the last, in every lane.
    private let first: SIMD16<UInt8>
    private let last: SIMD16<UInt8>
    /// The first byte, and the last, in every byte of a word (for a key's 16 bytes).
    let firstSplat: UInt64
    let lastSplat: UInt64
    /// Its first 16 bytes as one number (byte 0 lowest), and the bits of its bytes among them:
    /// a key's text is compared with the pattern at a place in one step.
    let word: UInt128
    let wordMask: UInt128

    /// The pattern of `query`.
    package init(_ query: SearchText) {
        bytes = query.loweredBytes
        length = bytes.count
        first = SIMD16(repeating: bytes.first ?? 0)
        last = SIMD16(repeating: bytes.last ?? 0)
        firstSplat = UInt64(bytes.first ?? 0) &* 0x0101_0101_0101_0101
        lastSplat = UInt64(bytes.last ?? 0) &* 0x0101_0101_0101_0101
        word = Self.word(of: bytes.prefix(16))
        wordMask = bytes.count >= 16 ? ~0 : (1 << (8 * bytes.count)) - 1
    }

    /// Up to 16 `bytes` as one number, the first the lowest (as a key's text is read:
    /// ``SearchKey``).
    static func word(of bytes: some Collection<UInt8>) -> UInt128 {
        var word: UInt128 = 0
        for (offset, byte) in bytes.prefix(16).enumerated() { word |= UInt128(byte) << (8 * offset) }
        return word
    }

    /// Whether the pattern is empty (it occurs in every text).
    var isEmpty: Bool { bytes.isEmpty }

    /// Calls `body` with the pattern's bytes, for ``occurs(in:count:pattern:)``.
    func withBytes<Result>(_ body: (UnsafePointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            // An empty array may have no storage: a byte that is never read stands in.
            guard let base = buffer.baseAddress else { return withUnsafePointer(to: UInt8(0)) { body($0) } }
            return body(base)
        }
    }

    /// Whether the pattern (`pattern`: its bytes, from ``withBytes(_:)``) occurs in the `count`
    /// bytes at `text`.
    @inline(__always)
    func occurs(in text: UnsafePointer<UInt8>, count: Int, pattern: UnsafePointer<UInt8>) -> Bool {
        occurs(in: text, count: count, pattern: pattern, padded: false)
    }

    /// The bytes a text given to ``occurs(inPadded:count:pattern:)`` must have readable after
    /// it.
    static let padding = 16

    /// ``occurs(in:count:pattern:)`` for a text followed by at least ``padding`` readable bytes
    /// (a tree's folded texts, ``ParentTexts``): a short text's places are all tested in one
    /// step, the bytes past them read and not counted, instead of place by place (a parent's
    /// name of a dozen bytes took a dozen steps, each a branch), and a place is compared with a
    /// pattern of up to 16 bytes in one step.
    @inline(__always)
    func occurs(inPadded text: UnsafePointer<UInt8>, count: Int, pattern: UnsafePointer<UInt8>) -> Bool {
        occurs(in: text, count: count, pattern: pattern, padded: true)
    }

    @inline(__always)
    private func occurs(in text: UnsafePointer<UInt8>, count: Int, pattern: UnsafePointer<UInt8>, padded: Bool) -> Bool {
        guard length > 0 else { return true }
        guard count >= length else { return false }
        let places = count - length + 1
        let raw = UnsafeRawPointer(text)
        var at = 0
        // Sixteen places at a time: the bytes at them, and the bytes a pattern's length on;
        // the last sixteen overlap the ones before (they are only tested again). Padded, the
        // places past a short text's last are tested too, and not counted.
        if places >= 16 || padded {
            while true {
                let starts = raw.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self)
                let ends = raw.loadUnaligned(fromByteOffset: at + length - 1, as: SIMD16<UInt8>.self)
                let candidates = (starts .== first) .& (ends .== last)
                if Self.anyLane(candidates), anySame(candidates, text + at, pattern, places: min(16, places), padded: padded) {
                    return true
                }
                if at + 16 >= places { return false }
                at = min(at + 16, places - 16)
            }
        }
        // A short text: place by place.
        let firstByte = pattern[0]
        let lastByte = pattern[length - 1]
        while at < places {
            if text[at] == firstByte, text[at + length - 1] == lastByte, Self.same(text + at, pattern, length) {
                return true
            }
            at += 1
        }
        return false
    }

    /// Whether any lane of `candidates` is set: its two halves or'd, in two instructions (the
    /// standard `any(_:)` is a call that reduces the lanes one by one: a twentieth of a tree
    /// search's time).
    @inline(__always)
    private static func anyLane(_ candidates: SIMDMask<SIMD16<Int8>>) -> Bool {
        let halves = unsafeBitCast(candidates, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] != 0
    }

    /// Whether the pattern is at one of the places `candidates` marks from `text` on (the
    /// first `places` of them). The lanes are made a bit each (the top bit of each byte of a
    /// 64-bit half gathered by one multiplication), and the candidates are taken by their
    /// bits, first to last.
    /// With `padded` (16 bytes readable at each place), a pattern of up to 16 bytes is compared
    /// with a place in one step (``word``).
    @inline(__always)
    private func anySame(
        _ candidates: SIMDMask<SIMD16<Int8>>, _ text: UnsafePointer<UInt8>,
        _ pattern: UnsafePointer<UInt8>, places: Int, padded: Bool
    ) -> Bool {
        #if _endian(little)
            let halves = unsafeBitCast(candidates, to: SIMD2<UInt64>.self)
            let tops: UInt64 = 0x8080_8080_8080_8080
            let gather: UInt64 = 0x0002_0408_1020_4081
            var bits = ((halves[0] & tops) &* gather) >> 56 | (((halves[1] & tops) &* gather) >> 56) << 8
            bits &= (1 << places) - 1
            while bits != 0 {
                let place = text + bits.trailingZeroBitCount
                if padded, length <= 16 {
                    let bytes = UnsafeRawPointer(place).loadUnaligned(as: UInt128.self)
                    if (bytes ^ word) & wordMask == 0 { return true }
                } else if Self.same(place, pattern, length) {
                    return true
                }
                bits &= bits - 1
            }
            return false
        #else
            // Lane 0 is not a half's low byte here: lane by lane.
            for lane in 0..<places where candidates[lane] {
                if Self.same(text + lane, pattern, length) { return true }
            }
            return false
        #endif
    }

    /// Whether the `length` bytes at `text` are the pattern's (its first is known to be).
    @inline(__always)
    static func same(_ text: UnsafePointer<UInt8>, _ pattern: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        var at = 1
        while at < length {
            if text[at] != pattern[at] { return false }
            at += 1
        }
        return true
    }
}
