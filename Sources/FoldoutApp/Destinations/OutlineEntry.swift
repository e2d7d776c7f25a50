/// A node of a ``GeneratedOutline``: its root, its path below it (2 bits a level) and its level
/// (1 for a root), in 12 bytes; its name and size are made when a row shows it, so a million
/// nodes hold no text.
package struct OutlineEntry: Sendable, Equatable {
    /// The root's number.
    let root: Int32
    /// Each level's child index below the root, 2 bits each, the deepest last.
    let path: UInt32
    /// 1 for a root.
    package let level: Int

    init(root: Int32, path: UInt32, level: Int) {
        self.root = root
        self.path = path
        self.level = level
    }

    /// "Node 3.1.0".
    package var name: String {
        var name = "Node " + String(root)
        for step in stride(from: level - 2, through: 0, by: -1) { name += "." + String(path >> (2 * UInt32(step)) & 3) }
        return name
    }

    /// The size the row shows, e.g. "312 KiB" (roots show none).
    package var size: String {
        level == 1 ? "" : String(4 + (Int(root) &* 1_000_003 &+ Int(path) &* 7 &+ level) % 900) + " KiB"
    }
}
