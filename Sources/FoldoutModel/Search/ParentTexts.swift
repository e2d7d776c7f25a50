/// The folded texts of one parent of a tree and of its children, in one buffer: each text is
/// its length (LEB128: one byte below 128) then its bytes, folded and lowered
/// (``SearchText/appendFolded(_:to:cache:)``) — the parent's first when it is folded, then each
/// child's. Read straight through by ``TextPattern``. The parents folded together share one
/// buffer (``pack(parent:children:into:cache:)``, ``init(packed:_:children:)``): a search reads
/// them one after the other in memory, not a million allocations here and there; a parent
/// whose texts change takes its own. After the texts, a buffer has ``TextPattern/padding`` bytes
/// more (``padPacked(_:)``), so that a short text is tested in one step
/// (``TextPattern/occurs(inPadded:count:pattern:)``).
package struct ParentTexts: Sendable {
    /// The buffer its texts are in, `start ..< end`, then at least ``TextPattern/padding``
    /// bytes (all of it when it is its own).
    private var buffer: [UInt8] = []
    private var start: Int32 = 0
    private var end: Int32 = 0
    /// Whether the parent's text is folded (it is the buffer's first).
    package private(set) var hasParent = false
    /// How many children's texts there are; -1 while they are not folded, -2 when the children
    /// were not loaded when last asked (an entry in 24 bytes).
    private var children: Int32 = -1

    /// Calls `body` with its own texts, to change them (a copy of them first when they are in
    /// a buffer shared with other parents), and pads them again.
    private mutating func changeBytes(_ body: (inout [UInt8]) -> Void) {
        if start != 0 || Int(end) + TextPattern.padding != buffer.count {
            buffer = Array(buffer[Int(start)..<Int(end)])
        } else {
            buffer.removeLast(TextPattern.padding)
        }
        body(&buffer)
        start = 0
        end = Int32(buffer.count)
        Self.padPacked(&buffer)
    }

    /// Calls `body` with its texts' bytes.
    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.withUnsafeBufferPointer { whole in body(UnsafeBufferPointer(rebasing: whole[Int(start)..<Int(end)])) }
    }

    /// Appends `parent`'s text and its `children`'s to `buffer`, as ``init(packed:_:children:)``
    /// reads them; returns where they are. Once every parent is in, ``padPacked(_:)``.
    package static func pack(
        parent: String, children: [String], into buffer: inout [UInt8],
        cache: inout SearchText.FoldCache
    ) -> Range<Int> {
        let start = buffer.count
        append(parent, to: &buffer, cache: &cache)
        for text in children { append(text, to: &buffer, cache: &cache) }
        return start..<buffer.count
    }

    /// Ends a buffer of packed texts: the bytes a short text's test reads past it.
    package static func padPacked(_ buffer: inout [UInt8]) {
        buffer.append(contentsOf: repeatElement(0, count: TextPattern.padding))
    }

    /// A parent's text and its `children` children's texts, at `range` of `buffer` (as
    /// ``pack(parent:children:into:cache:)`` put them), sharing it when it is padded
    /// (``padPacked(_:)``), else a padded copy of them.
    package init(packed buffer: [UInt8], _ range: Range<Int>, children: Int) {
        if buffer.count - range.upperBound >= TextPattern.padding {
            self.buffer = buffer
            start = Int32(range.lowerBound)
            end = Int32(range.upperBound)
        } else {
            self.buffer = Array(buffer[range])
            end = Int32(range.count)
            Self.padPacked(&self.buffer)
        }
        hasParent = true
        self.children = Int32(clamping: children)
    }

    /// How many children's texts there are; nil while they are not folded (or the children
    /// were not loaded when last asked).
    package var childCount: Int? { children < 0 ? nil : Int(children) }

    /// No text folded.
    package init() {}

    /// `parent`'s text and its `children`'s (nil: not loaded), folded into one allocation.
    package init(parent: String, children: [String]?, cache: inout SearchText.FoldCache) {
        changeBytes { bytes in
            bytes.reserveCapacity(parent.utf8.count + 4 + (children?.reduce(0) { $0 + $1.utf8.count + 4 } ?? 0))
            Self.append(parent, to: &bytes, cache: &cache)
            for text in children ?? [] { Self.append(text, to: &bytes, cache: &cache) }
        }
        hasParent = true
        guard let children else { return }
        self.children = Int32(clamping: children.count)
    }

    /// Whether the parent's and the children's texts are folded.
    package var isFolded: Bool { hasParent && children >= 0 }

    /// Whether the children were not loaded when their texts were last asked for (they are
    /// told of when they load: ``forgetChildren()``).
    package var isWaitingForChildren: Bool { children == -2 }

    /// Whether all that is missing is the children's texts, and they were not loaded when
    /// last asked for.
    package var waitsOnlyForChildren: Bool { hasParent && children == -2 }

    /// The children's texts were asked for, and the children are not loaded.
    package mutating func childrenNotLoaded() {
        let parentEnd = parentEnd
        changeBytes { $0.removeSubrange(parentEnd...) }
        children = -2
    }

    /// Sets the parent's text.
    package mutating func setParent(_ text: String, cache: inout SearchText.FoldCache) {
        forgetParent()
        changeBytes { bytes in
            if bytes.isEmpty {
                Self.append(text, to: &bytes, cache: &cache)
            } else {
                var parent: [UInt8] = []
                Self.append(text, to: &parent, cache: &cache)
                bytes.insert(contentsOf: parent, at: 0)
            }
        }
        hasParent = true
    }

    /// Sets the children's texts.
    package mutating func setChildren(_ texts: [String], cache: inout SearchText.FoldCache) {
        let parentEnd = parentEnd
        changeBytes { bytes in
            bytes.removeSubrange(parentEnd...)
            // Room for them all at once (folding may add a few bytes; a length may take more).
            bytes.reserveCapacity(bytes.count + texts.reduce(0) { $0 + $1.utf8.count + 4 })
            for text in texts { Self.append(text, to: &bytes, cache: &cache) }
        }
        children = Int32(clamping: texts.count)
    }

    /// Forgets the parent's text (it changed).
    package mutating func forgetParent() {
        guard hasParent else { return }
        let parentEnd = parentEnd
        changeBytes { $0.removeSubrange(0..<parentEnd) }
        hasParent = false
    }

    /// Forgets the children's texts (they changed, or were loaded).
    package mutating func forgetChildren() {
        let parentEnd = parentEnd
        changeBytes { $0.removeSubrange(parentEnd...) }
        children = -1
    }

    /// Which of the texts hold `pattern`: whether the parent's does (when `parent`), and how
    /// many of the children's (when `children`). One pass, nothing allocated: what a search
    /// does for each parent of a million.
    package func holding(_ pattern: TextPattern, parent: Bool, children: Bool) -> (itself: Bool, children: Int) {
        var itself = false
        var matched = 0
        pattern.withBytes { needle in
            forEachText { index, text, count in
                if index == 0, hasParent {
                    itself = parent && pattern.occurs(inPadded: text, count: count, pattern: needle)
                    return children
                }
                guard children else { return false }
                if pattern.occurs(inPadded: text, count: count, pattern: needle) { matched += 1 }
                return true
            }
        }
        return (itself, matched)
    }

    /// ``holding(_:parent:children:)`` of the texts at `texts`, read in place: a search over a
    /// million parents passes their addresses (``TreeSearchKeys/forEachAddress(_:_:)``). A
    /// parent's texts handed by value to a function the caller cannot see into are copied first,
    /// their buffer retained and released, for each parent: a sixth of a tree search's samples
    /// in a profile, both processors contending for the count of the buffer parents share. Not inlined:
    /// its caller then holds no texts across a call.
    @inline(never)
    package static func holding(
        at texts: UnsafePointer<ParentTexts>, _ pattern: TextPattern, parent: Bool, children: Bool
    ) -> (itself: Bool, children: Int) {
        texts.pointee.holding(pattern, parent: parent, children: children)
    }

    /// The places of the children whose texts hold `pattern`, ascending.
    package func childrenHolding(_ pattern: TextPattern) -> [Int] {
        var places: [Int] = []
        let first = hasParent ? 1 : 0
        pattern.withBytes { needle in
            forEachText { index, text, count in
                if index >= first, pattern.occurs(inPadded: text, count: count, pattern: needle) { places.append(index - first) }
                return true
            }
        }
        return places
    }

    /// Calls `body` with each text's index (the parent's, when folded, is 0), bytes and length,
    /// while it returns true.
    private func forEachText(_ body: (Int, UnsafePointer<UInt8>, Int) -> Bool) {
        withBytes { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            var at = 0
            var index = 0
            while at < buffer.count {
                let (length, start) = Self.length(in: buffer, at: at)
                guard body(index, base + start, length) else { return }
                at = start + length
                index += 1
            }
        }
    }

    /// Where the parent's text ends (0 when it is not folded).
    private var parentEnd: Int {
        guard hasParent else { return 0 }
        return withBytes { buffer in
            let (length, start) = Self.length(in: buffer, at: 0)
            return start + length
        }
    }

    /// Appends `text` folded, after its length.
    private static func append(_ text: String, to bytes: inout [UInt8], cache: inout SearchText.FoldCache) {
        // Folded in place after a byte for its length, which most texts' fits.
        let mark = bytes.count
        bytes.append(0)
        SearchText.appendFolded(text, to: &bytes, cache: &cache)
        var length = bytes.count - mark - 1
        guard length >= 0x80 else {
            bytes[mark] = UInt8(length)
            return
        }
        var prefix: [UInt8] = []
        while length >= 0x80 {
            prefix.append(UInt8(length & 0x7F) | 0x80)
            length >>= 7
        }
        prefix.append(UInt8(length))
        bytes.replaceSubrange(mark...mark, with: prefix)
    }

    /// The length written at `at`, and where its text starts.
    @inline(__always)
    private static func length(in buffer: UnsafeBufferPointer<UInt8>, at: Int) -> (Int, Int) {
        let first = buffer[at]
        if first < 0x80 { return (Int(first), at + 1) } // most texts
        var length = 0
        var shift = 0
        var at = at
        while at < buffer.count {
            let byte = buffer[at]
            at += 1
            length |= Int(byte & 0x7F) << shift
            guard byte >= 0x80 else { break }
            shift += 7
        }
        return (length, at)
    }
}
