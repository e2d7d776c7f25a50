/// The places of a snapshot's identifiers (each id's index in the array it came from), for
/// the million lookups of one diff: an open-addressing table of 64-bit hashes of the ids,
/// probed linearly, each slot holding an index into the array, where the id is read to
/// confirm a match. A `String` id is hashed by its UTF-8 bytes (FNV-1a, mixed): a
/// `[String: Int]` spends most of such a diff seeding its hasher, this a pass over the bytes
/// and, for a match, one comparison. Any other id by its `hashValue`, mixed the same way.
struct IDIndex<ID: Hashable> {
    /// Two words a slot, side by side (one cache line holds both): the hash of the id it holds,
    /// and 1 + the index of that id (0 when the slot is empty).
    private var table: [UInt64]
    private let mask: Int

    /// An index with room for `count` ids.
    init(capacity count: Int) {
        var size = 16
        while size < count * 2 { size *= 2 }
        table = Array(repeating: 0, count: 2 * size)
        mask = size - 1
    }

    /// The hash of `id`.
    static func hash(_ id: ID) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // Decided when the index is specialized for its id type: no cast is left at run time.
        if ID.self == String.self, var text = id as? String {
            text.withUTF8 { bytes in
                for byte in bytes {
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                }
            }
        } else {
            hash = UInt64(UInt(bitPattern: id.hashValue))
        }
        // Spread the low bits (the slot is taken from them).
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }

    /// Records `id` at `index`; when it is already there, records nothing and returns the
    /// index it had. `id(i)` reads the id at index i.
    mutating func insert(_ id: ID, at index: Int, id idAt: (Int) -> ID) -> Int? {
        let hash = Self.hash(id)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[2 * slot + 1] != 0 {
            let held = Int(table[2 * slot + 1]) - 1
            if table[2 * slot] == hash, idAt(held) == id { return held }
            slot = (slot + 1) & mask
        }
        table[2 * slot] = hash
        table[2 * slot + 1] = UInt64(index + 1)
        return nil
    }

    /// The index of `id`, if it was recorded. `id(i)` reads the id at index i.
    func index(of id: ID, id idAt: (Int) -> ID) -> Int? {
        let hash = Self.hash(id)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[2 * slot + 1] != 0 {
            let held = Int(table[2 * slot + 1]) - 1
            if table[2 * slot] == hash, idAt(held) == id { return held }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
