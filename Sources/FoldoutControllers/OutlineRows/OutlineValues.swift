/// Values a chunk of ``OutlineValues`` holds (a power of two: a tag's chunk is `tag >> 12`).
private let chunkShift = 12
private let chunkSize = 1 << chunkShift

/// The app's values of an outline's nodes, by the tag the tree keeps with each node
/// (``/FoldoutModel/OutlineItem/tag``): tag i is the i-th value kept. They sit in chunks of
/// 4,096 allocated by hand, not in an array of the app's type, because this code is compiled
/// once for any type of node (not specialised for the app's): every use of `[Node]` or
/// `[Node?]` there looks the array's type up at run time (hundreds of instructions each), where
/// a chunk's memory is reached through a plain pointer and the node type the controller holds.
/// Expand all of a million nodes keeps a million values, four a parent. A forgotten value (its
/// node removed) is destroyed at once, a chunk whose values were all forgotten let go.
final class OutlineValues<Node>: ExpressibleByArrayLiteral {
    /// Each chunk's memory (room for `chunkSize` values), nil once let go.
    @exclusivity(unchecked) private var chunks: [UnsafeMutableRawPointer?] = []
    /// How many values each chunk holds that were not forgotten.
    @exclusivity(unchecked) private var live: [Int] = []
    /// Whether value `tag` was forgotten (destroyed).
    @exclusivity(unchecked) private var forgotten: [Bool] = []

    /// Values `elements`, tagged from 0 on.
    init(arrayLiteral elements: Node...) {
        for element in elements { _ = append(element) }
    }

    deinit {
        for (chunk, memory) in chunks.enumerated() {
            guard let memory else { continue }
            let values = memory.assumingMemoryBound(to: Node.self)
            let first = chunk << chunkShift
            for offset in 0..<min(chunkSize, forgotten.count - first) where !forgotten[first + offset] {
                (values + offset).deinitialize(count: 1)
            }
            values.deallocate()
        }
    }

    /// The number of values kept so far (forgotten ones included): the next one's tag.
    var count: Int { forgotten.count }

    /// Keeps `node`; returns its tag.
    @inline(__always)
    func append(_ node: Node) -> Int {
        let tag = forgotten.count
        let offset = tag & (chunkSize - 1)
        let chunk = tag >> chunkShift
        if chunk == chunks.count {
            chunks.append(UnsafeMutableRawPointer(UnsafeMutablePointer<Node>.allocate(capacity: chunkSize)))
            live.append(0)
        } else if chunks[chunk] == nil {
            // Let go, then taken back to below its end (``removeLast(_:)``): room again.
            chunks[chunk] = UnsafeMutableRawPointer(UnsafeMutablePointer<Node>.allocate(capacity: chunkSize))
        }
        chunks[chunk].map { ($0.assumingMemoryBound(to: Node.self) + offset).initialize(to: node) }
        live[chunk] += 1
        forgotten.append(false)
        return tag
    }

    /// Whether a value is tagged `tag` (and was not forgotten).
    @inline(__always)
    func contains(_ tag: Int) -> Bool { tag >= 0 && tag < forgotten.count && !forgotten[tag] }

    /// The value tagged `tag`, which must be there (``contains(_:)``): no optional made, whose
    /// type this code would look up.
    @inline(__always)
    func value(_ tag: Int) -> Node { pointer(tag).pointee }

    /// The value tagged `tag`, nil for none.
    subscript(tag: Int) -> Node? { contains(tag) ? value(tag) : nil }

    /// The value tagged `tag` is now `value` (nothing for no such tag).
    func replace(_ tag: Int, with value: Node) {
        guard contains(tag) else { return }
        pointer(tag).pointee = value
    }

    /// The node tagged `tag` went: its value is destroyed; once every value of a full chunk
    /// went, the chunk goes.
    func forget(_ tag: Int) {
        guard contains(tag) else { return }
        pointer(tag).deinitialize(count: 1)
        forgotten[tag] = true
        let chunk = tag >> chunkShift
        live[chunk] -= 1
        // The last chunk still takes new values while it has room.
        let full = forgotten.count >= (chunk + 1) << chunkShift
        if live[chunk] == 0, full, let memory = chunks[chunk] {
            memory.assumingMemoryBound(to: Node.self).deallocate()
            chunks[chunk] = nil
        }
    }

    /// Takes the last `k` values back (children the tree refused): they are destroyed and their
    /// tags are the next ones again.
    func removeLast(_ k: Int) {
        let end = max(0, forgotten.count - max(0, k))
        for tag in end..<forgotten.count where !forgotten[tag] {
            pointer(tag).deinitialize(count: 1)
            live[tag >> chunkShift] -= 1
        }
        forgotten.removeLast(forgotten.count - end)
        // The chunks past the new end go.
        let kept = (end + chunkSize - 1) >> chunkShift
        while chunks.count > kept {
            if let memory = chunks.removeLast() { memory.assumingMemoryBound(to: Node.self).deallocate() }
            live.removeLast()
        }
    }

    @inline(__always)
    private func pointer(_ tag: Int) -> UnsafeMutablePointer<Node> {
        // Only for a tag that `contains`: its chunk holds a live value, so it was not let go.
        chunks[tag >> chunkShift].unsafelyUnwrapped.assumingMemoryBound(to: Node.self) + (tag & (chunkSize - 1))
    }
}
