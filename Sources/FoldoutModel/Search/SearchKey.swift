/// One row's folded text as ``SearchKeys`` keeps it, in 16 bytes with nothing to count
/// references of: up to 15 folded bytes in place (ASCII letters lowered, as ``TextPattern``
/// looks for them), their count in the last byte; or the place of a longer text among the
/// long ones kept aside; or nothing yet (not folded). A million titles are 16 MB read
/// straight through, not a million strings retained and released.
struct SearchKey: Sendable, Equatable {
    /// Bytes 0–7 and 8–15 (little-endian: byte 15 is the top byte of `tail`).
    private var head: UInt64
    private var tail: UInt64

    /// The most bytes kept in place.
    static let capacity = 15
    private static let longTag: UInt64 = 0xFE, unfoldedTag: UInt64 = 0xFF

    /// No text folded yet.
    static let unfolded = SearchKey(head: 0, tail: unfoldedTag << 56)

    private init(head: UInt64, tail: UInt64) {
        self.head = head
        self.tail = tail
    }

    /// The folded `bytes` in place; nil when there are more than ``capacity``.
    init?(inline bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= Self.capacity else { return nil }
        var key = SearchKey(head: 0, tail: UInt64(bytes.count) << 56)
        withUnsafeMutableBytes(of: &key) { raw in
            for (offset, byte) in bytes.enumerated() { raw[offset] = byte }
        }
        self = key
    }

    /// `text` in place when it is ASCII of at most ``capacity`` bytes (most titles), its
    /// letters lowered; nil for any other text (to be folded).
    init?(ascii text: String) {
        let key: SearchKey?? = text.utf8.withContiguousStorageIfAvailable { bytes -> SearchKey? in
            guard bytes.count <= Self.capacity else { return nil }
            var key = SearchKey(head: 0, tail: UInt64(bytes.count) << 56)
            let ascii = withUnsafeMutableBytes(of: &key) { raw -> Bool in
                for (offset, byte) in bytes.enumerated() {
                    guard byte < 0x80 else { return false }
                    raw[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                }
                return true
            }
            return ascii ? key : nil
        }
        guard let found = key, let key = found else { return nil }
        self = key
    }

    /// A text longer than ``capacity``, kept aside at `index`.
    init(longAt index: Int) {
        self.init(head: UInt64(index), tail: Self.longTag << 56)
    }

    /// The first bytes of a text in place, as `start`, the bytes all the rows of a chunk begin
    /// with (``SearchKeys``): the first `count` bytes of `text` (byte 0 lowest), `count` at most
    /// ``capacity``.
    init(start text: UInt128, count: Int) {
        let count = min(max(0, count), Self.capacity)
        let kept = count == 0 ? 0 : text & ((1 << (8 * count)) - 1)
        self.init(head: UInt64(truncatingIfNeeded: kept), tail: UInt64(truncatingIfNeeded: kept >> 64) | UInt64(count) << 56)
    }

    /// The bytes of its text in place (byte 0 lowest; the count's byte cleared) and their count.
    var start: (text: UInt128, count: Int) {
        let count = min(Int(tail >> 56), Self.capacity)
        return (UInt128(tail & 0x00FF_FFFF_FFFF_FFFF) << 64 | UInt128(head), count)
    }

    /// The first ``capacity`` bytes (or fewer) of `text`, as ``start`` gives them.
    static func start(of text: [UInt8]) -> (text: UInt128, count: Int) {
        (TextPattern.word(of: text.prefix(capacity)), min(text.count, capacity))
    }

    /// Whether a text was folded into it.
    var isFolded: Bool { tail >> 56 != Self.unfoldedTag }

    /// Where its text is kept aside, for a text longer than ``capacity``.
    var longIndex: Int? { tail >> 56 == Self.longTag ? Int(head) : nil }

    /// Whether `pattern` (its bytes at `bytes`, from ``TextPattern/withBytes(_:)``) occurs in
    /// the text kept in place (false for one kept aside or not folded).
    ///
    /// The places where the pattern could start are found all at once, without a branch per
    /// place: the bytes equal to its first byte, and those equal to its last byte moved back by
    /// its length, marked in the two halves of the key (SWAR: a top bit per byte); only at those
    /// places is the text compared with the pattern, each in one step (the key's 16 bytes as
    /// one number shifted down to the place), and for a pattern of one or two bytes not at all.
    @inline(__always)
    func holds(_ pattern: TextPattern, _ bytes: UnsafePointer<UInt8>) -> Bool {
        let count = Int(tail >> 56)
        guard count <= Self.capacity else { return false }
        #if !_endian(little)
            // Byte i is not the i-th lowest of the halves here: place by place.
            var key = self
            return withUnsafeBytes(of: &key) { raw in
                pattern.occurs(in: raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self), count: count, pattern: bytes)
            }
        #else
            return holdsInPlace(pattern, count: count)
        #endif
    }

    /// ``holds(_:_:)`` for a text of `count` bytes in place, on a little-endian machine.
    @inline(__always)
    private func holdsInPlace(_ pattern: TextPattern, count: Int) -> Bool {
        let length = pattern.length
        guard length > 0 else { return true }
        guard count >= length else { return false }
        let places = count - length + 1
        // The places 0..<places, a top bit per byte (places is 1 to 15).
        let lowPlaces: UInt64 = places >= 8 ? Self.tops : Self.tops & ((1 &<< UInt64(8 * places)) &- 1)
        let highPlaces: UInt64 = places > 8 ? Self.tops & ((1 &<< UInt64(8 * (places - 8))) &- 1) : 0
        // Bytes equal to the last byte, moved back to where the pattern would start.
        var lastLow = Self.equalBytes(head, pattern.lastSplat)
        var lastHigh = Self.equalBytes(tail, pattern.lastSplat)
        let shift = UInt64(8 * (length - 1))
        if shift >= 64 {
            lastLow = lastHigh &>> (shift - 64)
            lastHigh = 0
        } else if shift > 0 {
            lastLow = lastLow &>> shift | lastHigh &<< (64 - shift)
            lastHigh = lastHigh &>> shift
        }
        var low = Self.equalBytes(head, pattern.firstSplat) & lastLow & lowPlaces
        var high = Self.equalBytes(tail, pattern.firstSplat) & lastHigh & highPlaces
        guard low | high != 0 else { return false }
        // Its first and last bytes are all of a pattern of one or two.
        guard length > 2 else { return true }
        // Each place the bytes there, shifted down, compared with the pattern at once (it is
        // at most 15 bytes here: no longer than the text).
        let text = UInt128(tail) << 64 | UInt128(head)
        while low != 0 {
            if (text &>> (low.trailingZeroBitCount & ~7) ^ pattern.word) & pattern.wordMask == 0 { return true }
            low &= low &- 1
        }
        while high != 0 {
            if (text &>> (64 + high.trailingZeroBitCount & ~7) ^ pattern.word) & pattern.wordMask == 0 { return true }
            high &= high &- 1
        }
        return false
    }

    /// The top bit of every byte.
    private static let tops: UInt64 = 0x8080_8080_8080_8080

    /// The top bit of each byte of `word` that equals the byte `splat` repeats (exactly: no
    /// carry runs from one byte into the next).
    @inline(__always)
    private static func equalBytes(_ word: UInt64, _ splat: UInt64) -> UInt64 {
        let differ = word ^ splat
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((differ & low7) &+ low7) | differ) & tops
    }
}
