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

    /// Whether a text was folded into it.
    var isFolded: Bool { tail >> 56 != Self.unfoldedTag }

    /// Where its text is kept aside, for a text longer than ``capacity``.
    var longIndex: Int? { tail >> 56 == Self.longTag ? Int(head) : nil }

    /// Whether `pattern` (its bytes at `bytes`, from ``TextPattern/withBytes(_:)``) occurs in
    /// the text kept in place (false for one kept aside or not folded).
    @inline(__always)
    func holds(_ pattern: TextPattern, _ bytes: UnsafePointer<UInt8>) -> Bool {
        let count = Int(tail >> 56)
        guard count <= Self.capacity else { return false }
        var key = self
        return withUnsafeBytes(of: &key) { raw in
            pattern.occurs(in: raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self), count: count, pattern: bytes)
        }
    }
}
