/// The rows of a long list, in order, each with a weight (its height in pixels, or how many
/// rows it stands for), stored so that every operation a list needs costs O(log n) at a
/// million rows: reading and writing a row, inserting and removing rows anywhere, the sum of
/// the weights above a row (its offset) and the row at an offset (its inverse), and, when the
/// elements have an identity, the position of a row by its identity.
///
/// The rows sit in chunks of at most ``chunkCapacity``; Fenwick trees over the chunks sum their
/// rows and weights, so a change inside a chunk updates O(log chunks) sums, and the chunk is
/// searched in O(chunk). Splitting or dropping a chunk (once every few hundred inserts or
/// removals) rebuilds the sums in O(chunks).
///
/// A weight may be unknown (a row not yet measured): it then counts as the estimate the caller
/// passes to the functions that sum weights, so a better estimate moves every unknown row at
/// once without touching them.
///
/// The identity is any `Hashable` key read from an element (`Key`); a store whose rows are
/// not looked up by identity has `Never` for its key.
///
/// Besides the weights, which the store keeps apart from the elements (a view's measures,
/// known or not), it sums what the elements themselves say (`Summary`, a ``RowSummary``): a
/// tree's parents sum the rows they show and how many are open, so the parent showing a row,
/// or the third open parent, is found in O(log n) from the elements alone. A store that sums
/// nothing of its elements has ``NoSummary`` for it.
///
///     var rows: RowStore<String, String, NoSummary<String>> = RowStore(["a", "b", "c"], key: { $0 })
///     rows.setWeight(41, at: 0)                                // the others' weights unknown
///     let top = rows.offset(of: 2, estimate: 30)               // 41 + 30
///     let place = rows.position(ofKey: "c")                    // 2
package struct RowStore<Element, Key: Hashable & Sendable, Summary: RowSummary<Element>> {
    /// The most rows a chunk holds before it is split in two.
    package static var chunkCapacity: Int { 1024 }

    fileprivate struct Chunk {
        /// The rows' elements: a slice, at first of the array the store was made from (no copy
        /// until the chunk changes). Offsets below count from its start.
        var elements: ArraySlice<Element>
        /// Each row's weight; negative for unknown.
        var weights: ChunkWeights
        /// The sum of the known weights and the number of unknown ones.
        var known: Int
        var unknown: Int
        /// Stable while the chunk lives (the identity index points at chunks by it).
        var serial: Int
        /// The summary of its elements.
        var summary: Summary

        init(elements: ArraySlice<Element>, weights: ChunkWeights, serial: Int) {
            self.elements = elements
            self.weights = weights
            self.serial = serial
            (known, unknown) = weights.sums(0..<weights.count)
            summary = Summary.sum(elements)
        }

        /// The element at `offset` from the chunk's start.
        subscript(offset: Int) -> Element {
            get { elements[elements.startIndex + offset] }
            set { elements[elements.startIndex + offset] = newValue }
        }

        /// The elements of `range` (offsets from the chunk's start).
        func slice(_ range: Range<Int>) -> ArraySlice<Element> {
            elements[elements.startIndex + range.lowerBound..<elements.startIndex + range.upperBound]
        }

        mutating func insert(contentsOf new: [Element], at offset: Int) {
            elements.insert(contentsOf: new, at: elements.startIndex + offset)
        }

        mutating func removeSubrange(_ range: Range<Int>) {
            elements.removeSubrange(elements.startIndex + range.lowerBound..<elements.startIndex + range.upperBound)
        }
    }

    fileprivate var chunks: [Chunk] = []
    /// Fenwick trees (1-based) over the chunks' row counts, known sums and unknown counts.
    private var countTree: [Int] = [0]
    private var knownTree: [Int] = [0]
    private var unknownTree: [Int] = [0]
    /// A Fenwick tree (1-based) over the chunks' summaries.
    private var summaryTree: [Summary] = [.zero]
    private var nextSerial = 0
    /// The identity of an element, when rows can be found by it.
    private let key: (@Sendable (Element) -> Key)?
    /// Identity → serial of the chunk holding it (nil when rows have no identity); built the
    /// first time a row is looked up by identity, kept up to date afterwards, shared between
    /// copies until one changes.
    private var keyIndex: RowKeyIndex<Key>?
    /// The rows the identity index is to have room for (``reserveCapacity(_:)``).
    private var keyCapacity = 0
    /// Chunk serial → its position among the chunks.
    private var chunkPosition: [Int: Int] = [:]

    /// The number of rows.
    package private(set) var count = 0
    /// The sum of the known weights.
    package private(set) var knownTotal = 0
    /// The number of rows whose weight is unknown.
    package private(set) var unknownCount = 0
    /// The summary of every row.
    package private(set) var summary = Summary.zero

    /// Rows of `elements`, each weighing `weight` (nil: unknown); `key` gives an element's
    /// identity, by which rows are found (``position(ofKey:)``).
    package init(_ elements: [Element] = [], weight: Int? = nil, key: @escaping @Sendable (Element) -> Key) {
        self.init(elements, weight: weight, identity: key)
    }

    /// Rows of `elements`, each weighing `weight` (nil: unknown), found by `identity` when
    /// there is one (an app's parents, when it gave their ids).
    package init(_ elements: [Element], weight: Int? = nil, identity key: (@Sendable (Element) -> Key)?) {
        self.key = key
        keyIndex = key == nil ? nil : RowKeyIndex()
        // Straight into chunks of half the capacity (room to grow before a split): one copy.
        let stored = Self.stored(weight)
        let size = Self.chunkCapacity / 2
        var start = 0
        chunks.reserveCapacity((elements.count + size - 1) / size)
        while start < elements.count {
            let end = Swift.min(start + size, elements.count)
            chunks.append(makeChunk(elements[start..<end], ChunkWeights(repeating: stored, count: end - start)))
            start = end
        }
        count = elements.count
        if stored < 0 { unknownCount = count } else { knownTotal = count * Int(stored) }
        rebuild()
    }

    /// Whether there are no rows.
    package var isEmpty: Bool { count == 0 }

    /// The number of rows whose weight is known.
    package var knownCount: Int { count - unknownCount }

    /// The sum of all weights, each unknown one counting as `estimate`.
    package func total(estimate: Double) -> Double {
        Double(knownTotal) + Double(unknownCount) * estimate
    }

    // MARK: Rows

    /// The element of row `position` (0..<count), found through the trees in O(log n).
    package subscript(position: Int) -> Element {
        get {
            let (chunk, offset) = locate(position)
            return chunks[chunk][offset]
        }
        set {
            let (chunk, offset) = locate(position)
            let old = chunks[chunk][offset]
            chunks[chunk][offset] = newValue
            if !Summary.sumsNothing {
                changeSummary(of: chunk, by: Summary(of: newValue).subtracting(Summary(of: old)))
            }
            if let key {
                let oldKey = key(old)
                let newKey = key(newValue)
                if oldKey != newKey {
                    let serial = chunks[chunk].serial
                    changeKeyIndex { index in
                        index[oldKey] = nil
                        index[newKey] = serial
                    }
                }
            }
        }
    }

    /// The elements of `range` (clamped to the rows), in order.
    package func elements(in range: Range<Int>) -> [Element] {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return [] }
        var result: [Element] = []
        result.reserveCapacity(range.count)
        forEachSlice(in: range) { result += $0 }
        return result
    }

    /// The elements at `positions` (strictly ascending, each a row), in order: read a chunk at a
    /// time when they lie close together, one by one when they are far apart.
    package func elements(at positions: ArraySlice<Int>) -> [Element] {
        guard let first = positions.first, let last = positions.last else { return [] }
        // A run: copied a chunk's slice at a time.
        if last - first + 1 == positions.count { return elements(in: first..<last + 1) }
        var result: [Element] = []
        result.reserveCapacity(positions.count)
        guard last - first < positions.count * 8 else {
            for position in positions { result.append(self[position]) }
            return result
        }
        var wanted = positions.startIndex
        var position = first
        forEachSlice(in: first..<last + 1) { slice in
            for element in slice {
                if position == positions[wanted] {
                    result.append(element)
                    wanted += 1
                }
                position += 1
            }
        }
        return result
    }

    /// Changes the elements at `positions` (strictly ascending, each a row) through `body`,
    /// given each one's position: near positions are reached by stepping through the chunks,
    /// not by a search for each. The identities of a keyed store are followed as the subscript
    /// does.
    package mutating func update(at positions: ArraySlice<Int>, _ body: (Int, inout Element) -> Void) {
        guard let first = positions.first else { return }
        ownKeyIndex()
        guard keyIndex?.isBuilt != true else {
            for position in positions { body(position, &self[position]) }
            return
        }
        var (chunk, offset) = locate(first)
        var position = first
        for wanted in positions {
            var ahead = wanted - position
            if ahead > Self.stepLimit {
                (chunk, offset) = locate(wanted)
            } else {
                while offset + ahead >= chunks[chunk].elements.count {
                    ahead -= chunks[chunk].elements.count - offset
                    chunk += 1
                    offset = 0
                }
                offset += ahead
            }
            position = wanted
            if Summary.sumsNothing {
                body(wanted, &chunks[chunk][offset])
                continue
            }
            let old = Summary(of: chunks[chunk][offset])
            body(wanted, &chunks[chunk][offset])
            changeSummary(of: chunk, by: Summary(of: chunks[chunk][offset]).subtracting(old))
        }
    }

    /// How far ``update(at:_:)`` steps through chunks before it searches.
    private static var stepLimit: Int { 4096 }

    /// Calls `body` with each element of `range` (clamped to the rows), in order, without
    /// copying them out.
    package func forEach(in range: Range<Int>, _ body: (Element) -> Void) {
        // Lent from the slice's storage, not copied out one by one (a pointer's pointee lends
        // the element; a buffer's subscript copies it).
        forEachAddress(in: range) { body($0.pointee) }
    }

    /// Calls `body` with the address of each element of `range` (clamped to the rows), in
    /// order: read in place, not even lent (a value lent across a call the compiler cannot see
    /// into is copied, its references retained and released, for each element).
    package func forEachAddress(in range: Range<Int>, _ body: (UnsafePointer<Element>) -> Void) {
        forEachSlice(in: range) { slice in
            slice.withUnsafeBufferPointer { elements in
                guard let base = elements.baseAddress else { return }
                for index in elements.indices { body(base + index) }
            }
        }
    }

    /// Calls `body` with the rows of `range` (clamped) a chunk's slice at a time, in order.
    private func forEachSlice(in range: Range<Int>, _ body: (ArraySlice<Element>) -> Void) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        var (chunk, offset) = locate(range.lowerBound)
        var left = range.count
        while left > 0 {
            let take = Swift.min(chunks[chunk].elements.count - offset, left)
            body(chunks[chunk].slice(offset..<offset + take))
            left -= take
            chunk += 1
            offset = 0
        }
    }

    /// The weight of row `position`, nil when unknown.
    package func weight(at position: Int) -> Int? {
        let (chunk, offset) = locate(position)
        let weight = chunks[chunk].weights[offset]
        return weight < 0 ? nil : Int(weight)
    }

    /// Sets the weight of row `position` (nil: unknown).
    package mutating func setWeight(_ weight: Int?, at position: Int) {
        let (chunk, offset) = locate(position)
        let old = chunks[chunk].weights[offset]
        let new = Self.stored(weight)
        guard old != new else { return }
        var known = 0
        var unknown = 0
        if old < 0 { unknown -= 1 } else { known -= Int(old) }
        if new < 0 { unknown += 1 } else { known += Int(new) }
        chunks[chunk].weights[offset] = new
        chunks[chunk].known += known
        chunks[chunk].unknown += unknown
        knownTotal += known
        unknownCount += unknown
        Self.add(&knownTree, chunk, known)
        Self.add(&unknownTree, chunk, unknown)
    }

    /// Inserts `elements` so that the first sits at `position` (clamped to 0...count), each
    /// weighing `weight` (nil: unknown).
    package mutating func insert(contentsOf elements: [Element], weight: Int? = nil, at position: Int) {
        insert(contentsOf: elements, weights: ChunkWeights(repeating: Self.stored(weight), count: elements.count), at: position)
    }

    /// Inserts `elements` so that the first sits at `position` (clamped to 0...count), each
    /// weighing its own of `weights` (as many; nil: unknown).
    package mutating func insert(contentsOf elements: [Element], weights: [Int?], at position: Int) {
        precondition(weights.count == elements.count, "a weight for each element")
        insert(contentsOf: elements, weights: ChunkWeights(weights.map(Self.stored)), at: position)
    }

    /// Appends `elements`, each weighing its own of `weights` (as many, as stored: negative for
    /// unknown).
    mutating func append(contentsOf elements: [Element], storedWeights weights: [Int32]) {
        precondition(weights.count == elements.count, "a weight for each element")
        insert(contentsOf: elements, weights: ChunkWeights(weights), at: count)
    }

    /// Inserts `element` at `position` (clamped to 0...count), weighing `weight` (nil: unknown).
    package mutating func insert(_ element: Element, weight: Int? = nil, at position: Int) {
        insert(contentsOf: [element], weights: ChunkWeights(repeating: Self.stored(weight), count: 1), at: position)
    }

    private mutating func insert(contentsOf elements: [Element], weights: ChunkWeights, at position: Int) {
        guard !elements.isEmpty else { return }
        let position = Swift.min(Swift.max(0, position), count)
        // Many rows at the end (a search's results as they are found): new chunks of their
        // own, slices of `elements`, rather than one grown chunk copied and split.
        if position == count, elements.count >= Self.chunkCapacity / 2 {
            append(contentsOf: elements, weights: weights)
            return
        }
        if chunks.isEmpty {
            chunks.append(makeChunk([], ChunkWeights()))
            // The sums and the chunk positions must know the first chunk (or rows could not
            // be found by identity until the first split).
            rebuild()
        }
        let (chunk, offset) =
            position == count
            ? (chunks.count - 1, chunks[chunks.count - 1].elements.count)
            : locate(position)
        chunks[chunk].insert(contentsOf: elements, at: offset)
        chunks[chunk].weights.insert(contentsOf: weights, at: offset)
        let (known, unknown) = weights.sums(0..<weights.count)
        chunks[chunk].known += known
        chunks[chunk].unknown += unknown
        let added = Summary.sum(elements)
        chunks[chunk].summary.add(added)
        summary.add(added)
        count += elements.count
        knownTotal += known
        unknownCount += unknown
        if let key {
            let serial = chunks[chunk].serial
            changeKeyIndex { index in
                for element in elements { index[key(element)] = serial }
            }
        }
        if chunks[chunk].elements.count > Self.chunkCapacity {
            split(chunk)
        } else {
            Self.add(&countTree, chunk, elements.count)
            Self.add(&knownTree, chunk, known)
            Self.add(&unknownTree, chunk, unknown)
            addToSummaryTree(added, chunk)
        }
    }

    /// Removes the rows of `range` (clamped to the rows) and returns their elements.
    @discardableResult
    package mutating func remove(_ range: Range<Int>) -> [Element] {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return [] }
        var removed: [Element] = []
        removed.reserveCapacity(range.count)
        var (chunk, offset) = locate(range.lowerBound)
        var emptied = false
        while removed.count < range.count {
            let take = Swift.min(chunks[chunk].elements.count - offset, range.count - removed.count)
            let rows = offset..<offset + take
            let gone = chunks[chunk].slice(rows)
            removed += gone
            if !Summary.sumsNothing { changeSummary(of: chunk, by: Summary.zero.subtracting(Summary.sum(gone))) }
            let sums = chunks[chunk].weights.sums(rows)
            let known = -sums.known
            let unknown = -sums.unknown
            chunks[chunk].removeSubrange(rows)
            chunks[chunk].weights.removeSubrange(rows)
            chunks[chunk].known += known
            chunks[chunk].unknown += unknown
            knownTotal += known
            unknownCount += unknown
            count -= take
            Self.add(&countTree, chunk, -take)
            Self.add(&knownTree, chunk, known)
            Self.add(&unknownTree, chunk, unknown)
            if chunks[chunk].elements.isEmpty { emptied = true }
            chunk += 1
            offset = 0
        }
        if let key {
            changeKeyIndex { index in
                for element in removed { index[key(element)] = nil }
            }
        }
        if emptied {
            chunks.removeAll { $0.elements.isEmpty }
            rebuild()
        }
        return removed
    }

    /// Removes the rows of `runs` (ascending and apart; clamped to the rows) at once: each
    /// chunk they meet is rebuilt once, O(its rows), where removing them run by run would move
    /// a chunk's rows once per run (a snapshot keeping every other row of a million).
    package mutating func remove(runs: [Range<Int>]) {
        ownKeyIndex()
        let indexed = keyIndex?.isBuilt == true
        var run = runs.startIndex
        var start = 0
        var emptied = false
        for chunk in chunks.indices {
            let size = chunks[chunk].elements.count
            let end = start + size
            while run < runs.endIndex, runs[run].upperBound <= start || runs[run].isEmpty { run += 1 }
            guard run < runs.endIndex, runs[run].lowerBound < end else {
                start = end
                continue
            }
            var kept: [Element] = []
            var weights: [Int32] = []
            var gone: [Element] = []
            kept.reserveCapacity(size)
            weights.reserveCapacity(size)
            var offset = 0
            while run < runs.endIndex, runs[run].lowerBound < end {
                let low = Swift.max(runs[run].lowerBound, start) - start
                let high = Swift.min(runs[run].upperBound, end) - start
                if low > offset {
                    kept += chunks[chunk].slice(offset..<low)
                    weights += chunks[chunk].weights[offset..<low]
                }
                if indexed { gone += chunks[chunk].slice(Swift.max(low, offset)..<high) }
                offset = Swift.max(offset, high)
                if runs[run].upperBound > end { break }
                run += 1
            }
            if offset < size {
                kept += chunks[chunk].slice(offset..<size)
                weights += chunks[chunk].weights[offset..<size]
            }
            let old = (known: chunks[chunk].known, unknown: chunks[chunk].unknown)
            chunks[chunk].elements = kept[...]
            chunks[chunk].summary = Summary.sum(kept)
            chunks[chunk].weights = ChunkWeights(weights)
            (chunks[chunk].known, chunks[chunk].unknown) = chunks[chunk].weights.sums(0..<weights.count)
            count -= size - kept.count
            knownTotal += chunks[chunk].known - old.known
            unknownCount += chunks[chunk].unknown - old.unknown
            if kept.isEmpty { emptied = true }
            if let key, indexed {
                changeKeyIndex { index in
                    for element in gone { index[key(element)] = nil }
                }
            }
            start = end
        }
        if emptied { chunks.removeAll { $0.elements.isEmpty } }
        rebuild()
    }

    /// Inserts `element` at each row of `runs` (ascending and apart, counted in the rows as
    /// they are after all of them came: where they end up), weight unknown, at once: the rows
    /// are laid out again once, O(n), where inserting run by run would move a chunk's rows once
    /// per run (a snapshot bringing back every other row of a million).
    package mutating func insert(_ element: Element, runs: [Range<Int>]) {
        guard !runs.isEmpty else { return }
        let added = runs.reduce(0) { $0 + $1.count }
        let oldElements = Array(self)
        var oldWeights: [Int32] = []
        oldWeights.reserveCapacity(count)
        for chunk in chunks { oldWeights += chunk.weights }
        var elements: [Element] = []
        var weights: [Int32] = []
        elements.reserveCapacity(count + added)
        weights.reserveCapacity(count + added)
        var old = 0
        for run in runs {
            let take = Swift.min(Swift.max(0, run.lowerBound - elements.count), oldElements.count - old)
            elements += oldElements[old..<old + take]
            weights += oldWeights[old..<old + take]
            old += take
            elements += repeatElement(element, count: run.count)
            weights += repeatElement(-1, count: run.count)
        }
        elements += oldElements[old...]
        weights += oldWeights[old...]
        chunks = []
        countTree = [0]
        knownTree = [0]
        unknownTree = [0]
        summaryTree = [.zero]
        chunkPosition = [:]
        if key != nil { keyIndex = RowKeyIndex() }
        count = 0
        knownTotal = 0
        unknownCount = 0
        summary = .zero
        append(contentsOf: elements, storedWeights: weights)
    }

    /// Removes row `position` and returns its element.
    @discardableResult
    package mutating func remove(at position: Int) -> Element {
        remove(position..<position + 1)[0]
    }

    /// Moves row `from` so that it sits at `to` afterwards (both 0..<count), with its weight.
    package mutating func move(from: Int, to: Int) {
        guard from != to, (0..<count).contains(from), (0..<count).contains(to) else { return }
        let weight = weight(at: from)
        let element = remove(at: from)
        insert(element, weight: weight, at: to)
    }

    // MARK: Offsets

    /// The sum of the weights of the rows above row `position` (0...count), unknown ones
    /// counting as `estimate`.
    package func offset(of position: Int, estimate: Double) -> Double {
        let position = Swift.min(Swift.max(0, position), count)
        if position == count { return total(estimate: estimate) }
        let (chunk, offset) = locate(position)
        let sums = chunks[chunk].weights.sums(0..<offset)
        let known = Self.prefix(knownTree, chunk) + sums.known
        let unknown = Self.prefix(unknownTree, chunk) + sums.unknown
        return Double(known) + Double(unknown) * estimate
    }

    /// The row that `offset` falls in (the weights laid end to end from 0, unknown ones as
    /// `estimate`), clamped to the first and last rows; nil when there are none. A row of
    /// weight 0 is never the answer while a later row starts at the same offset.
    package func position(atOffset offset: Double, estimate: Double) -> Int? {
        guard count > 0 else { return nil }
        // Above the top (or not a number): the first row. At 0, rows of weight 0 are skipped.
        guard offset >= 0 else { return 0 }
        // Walk the Fenwick trees down to the last chunk that starts at or before `offset`. The
        // known sum and the unknown count are added up as integers and turned into an offset
        // the way `offset(of:estimate:)` does, so that the two agree to the last bit.
        var node = 0
        var rows = 0
        var known = 0
        var unknown = 0
        var step = 1
        while step * 2 < countTree.count { step *= 2 }
        while step > 0 {
            let next = node + step
            if next < countTree.count,
                Double(known + knownTree[next]) + Double(unknown + unknownTree[next]) * estimate <= offset
            {
                node = next
                rows += countTree[next]
                known += knownTree[next]
                unknown += unknownTree[next]
            }
            step /= 2
        }
        guard node < chunks.count else { return count - 1 }
        let weights = chunks[node].weights
        for index in 0..<weights.count {
            let weight = weights[index]
            if weight < 0 { unknown += 1 } else { known += Int(weight) }
            if offset < Double(known) + Double(unknown) * estimate { return rows }
            rows += 1
        }
        return Swift.min(rows, count - 1)
    }

    // MARK: Summaries

    /// The summary of the rows above row `position` (0...count; clamped): O(log n + a chunk).
    package func summary(before position: Int) -> Summary {
        let position = Swift.min(Swift.max(0, position), count)
        if position == count { return summary }
        let (chunk, offset) = locate(position)
        return summaryPrefix(chunk).adding(Summary.sum(chunks[chunk].slice(0..<offset)))
    }

    /// The first row at which `reached` holds for the summary of the rows down to it, itself
    /// included; nil when it holds for no row. `reached` must hold for every row after the
    /// first it holds for (a running count passing a value): the rows are not tried one by
    /// one but found down the tree over the chunks, O(log n + a chunk).
    ///
    ///     let parent = parents.firstPosition { $0.rows > row }   // the parent showing `row`
    package func firstPosition(where reached: (Summary) -> Bool) -> Int? {
        firstRow(where: reached)?.position
    }

    /// ``firstPosition(where:)``'s row and the summary of the rows above it, found in the same
    /// walk (the row a tree shows at a position, and that parent's first row).
    package func firstRow(where reached: (Summary) -> Bool) -> (position: Int, above: Summary)? {
        guard count > 0, reached(summary) else { return nil }
        var node = 0
        var rows = 0
        var sum = Summary.zero
        var step = 1
        while step * 2 < summaryTree.count { step *= 2 }
        while step > 0 {
            let next = node + step
            if next < summaryTree.count {
                let through = sum.adding(summaryTree[next])
                if !reached(through) {
                    node = next
                    rows += countTree[next]
                    sum = through
                }
            }
            step /= 2
        }
        // Chunk `node` holds the row: every chunk before it falls short.
        guard node < chunks.count else { return nil }
        for element in chunks[node].elements {
            let through = sum.adding(Summary(of: element))
            if reached(through) { return (rows, sum) }
            sum = through
            rows += 1
        }
        return nil
    }

    // MARK: Identity

    /// Makes room for `count` rows in the index by identity, at once: rows that come in
    /// batches (a mailbox read a thousand messages at a time) then never wait for it to grow,
    /// which copies every entry in one go.
    package mutating func reserveCapacity(_ count: Int) {
        keyCapacity = Swift.max(keyCapacity, count)
        changeKeyIndex { $0.reserveCapacity(count) }
    }

    /// The position of the row whose element has identity `wanted` (O(log n) after the first
    /// call, which indexes every row); nil when there is none or the rows have no identity.
    /// It does not change the store: a copy, or a store another thread holds, can be asked.
    package func position(ofKey wanted: Key) -> Int? {
        guard let key, let keyIndex else { return nil }
        let found = keyIndex.serial(of: wanted) {
            var index: [Key: Int] = [:]
            index.reserveCapacity(Swift.max(count, keyCapacity))
            for chunk in chunks {
                for element in chunk.elements { index[key(element)] = chunk.serial }
            }
            return index
        }
        guard let serial = found, let chunk = chunkPosition[serial],
            let found = chunks[chunk].elements.firstIndex(where: { key($0) == wanted })
        else { return nil }
        let offset = found - chunks[chunk].elements.startIndex
        return Self.prefix(countTree, chunk) + offset
    }

    /// Makes a shared identity index this store's own before its rows change (copy on write):
    /// the stores still sharing the old one keep it, and it keeps describing their rows.
    private mutating func ownKeyIndex() {
        guard keyIndex != nil, !isKnownUniquelyReferenced(&keyIndex) else { return }
        keyIndex = keyIndex?.copy()
    }

    /// Changes the identity index through `body` when it is built, after making it this
    /// store's own; a store whose index is not built yet only takes its own.
    private mutating func changeKeyIndex(_ body: (inout [Key: Int]) -> Void) {
        ownKeyIndex()
        keyIndex?.update(body)
    }

    // MARK: Chunks

    private static func stored(_ weight: Int?) -> Int32 {
        guard let weight else { return -1 }
        return Int32(clamping: Swift.max(0, weight))
    }

    /// Appends `elements` as chunks of half the capacity (O(k + chunks)).
    private mutating func append(contentsOf elements: [Element], weights: ChunkWeights) {
        let size = Self.chunkCapacity / 2
        var start = 0
        var known = 0
        var unknown = 0
        while start < elements.count {
            let end = Swift.min(start + size, elements.count)
            let chunk = makeChunk(elements[start..<end], ChunkWeights(weights, range: start..<end))
            known += chunk.known
            unknown += chunk.unknown
            summary.add(chunk.summary)
            if let key {
                changeKeyIndex { index in
                    for element in chunk.elements { index[key(element)] = chunk.serial }
                }
            }
            chunks.append(chunk)
            start = end
        }
        count += elements.count
        knownTotal += known
        unknownCount += unknown
        extendTrees()
    }

    /// Adds the chunks past the trees' last node to the Fenwick trees and the chunk positions
    /// (O(log chunks) each), rather than rebuilding them all: a search appending its results
    /// slice by slice, or rows added one by one at the end, stay linear.
    private mutating func extendTrees() {
        guard !countTree.isEmpty else { return rebuild() }
        for index in countTree.count - 1..<chunks.count {
            let node = index + 1
            var count = chunks[index].elements.count
            var known = chunks[index].known
            var unknown = chunks[index].unknown
            var summary = chunks[index].summary
            // A node sums its own chunk and the nodes below it that it covers.
            var child = node - 1
            while child > node - (node & -node) {
                count += countTree[child]
                known += knownTree[child]
                unknown += unknownTree[child]
                summary.add(summaryTree[child])
                child -= child & -child
            }
            countTree.append(count)
            knownTree.append(known)
            unknownTree.append(unknown)
            summaryTree.append(summary)
            chunkPosition[chunks[index].serial] = index
        }
    }

    private mutating func makeChunk(_ elements: ArraySlice<Element>, _ weights: ChunkWeights) -> Chunk {
        nextSerial += 1
        return Chunk(elements: elements, weights: weights, serial: nextSerial)
    }

    /// Splits an overfull chunk into chunks of half the capacity and rebuilds the sums.
    private mutating func split(_ chunk: Int) {
        let old = chunks[chunk]
        let size = Self.chunkCapacity / 2
        var pieces: [Chunk] = []
        var start = 0
        while start < old.elements.count {
            let end = Swift.min(start + size, old.elements.count)
            pieces.append(makeChunk(old.slice(start..<end), ChunkWeights(old.weights, range: start..<end)))
            start = end
        }
        chunks.replaceSubrange(chunk...chunk, with: pieces)
        if let key {
            changeKeyIndex { index in
                for piece in pieces {
                    for element in piece.elements { index[key(element)] = piece.serial }
                }
            }
        }
        chunkPosition[old.serial] = nil
        // The trees' nodes before the split chunk sum only chunks before it: they stay.
        countTree.removeSubrange(chunk + 1..<countTree.count)
        knownTree.removeSubrange(chunk + 1..<knownTree.count)
        unknownTree.removeSubrange(chunk + 1..<unknownTree.count)
        summaryTree.removeSubrange(chunk + 1..<summaryTree.count)
        extendTrees()
    }

    /// Rebuilds the Fenwick trees and the chunk positions from the chunks (O(chunks)).
    private mutating func rebuild() {
        let size = chunks.count + 1
        countTree = Array(repeating: 0, count: size)
        knownTree = Array(repeating: 0, count: size)
        unknownTree = Array(repeating: 0, count: size)
        summaryTree = Array(repeating: .zero, count: size)
        summary = .zero
        chunkPosition.removeAll(keepingCapacity: true)
        for (index, chunk) in chunks.enumerated() {
            countTree[index + 1] += chunk.elements.count
            knownTree[index + 1] += chunk.known
            unknownTree[index + 1] += chunk.unknown
            summaryTree[index + 1].add(chunk.summary)
            summary.add(chunk.summary)
            let parent = (index + 1) + ((index + 1) & -(index + 1))
            if parent < size {
                countTree[parent] += countTree[index + 1]
                knownTree[parent] += knownTree[index + 1]
                unknownTree[parent] += unknownTree[index + 1]
                summaryTree[parent].add(summaryTree[index + 1])
            }
            chunkPosition[chunk.serial] = index
        }
    }

    /// Adds `delta` to chunk `chunk`'s summary, the total and the tree over them.
    private mutating func changeSummary(of chunk: Int, by delta: Summary) {
        guard delta != .zero else { return }
        chunks[chunk].summary.add(delta)
        summary.add(delta)
        addToSummaryTree(delta, chunk)
    }

    /// Adds `delta` to the summary tree's nodes over chunk `chunk`.
    private mutating func addToSummaryTree(_ delta: Summary, _ chunk: Int) {
        guard delta != .zero else { return }
        var node = chunk + 1
        while node < summaryTree.count {
            summaryTree[node].add(delta)
            node += node & -node
        }
    }

    /// The summary of the first `chunks` chunks.
    private func summaryPrefix(_ chunks: Int) -> Summary {
        var node = chunks
        var sum = Summary.zero
        while node > 0 {
            sum.add(summaryTree[node])
            node -= node & -node
        }
        return sum
    }

    /// The chunk holding row `position` and the row's place in it.
    private func locate(_ position: Int) -> (chunk: Int, offset: Int) {
        precondition(position >= 0 && position < count, "row \(position) out of 0..<\(count)")
        var node = 0
        var rows = 0
        var step = 1
        while step * 2 < countTree.count { step *= 2 }
        while step > 0 {
            let next = node + step
            if next < countTree.count, rows + countTree[next] <= position {
                node = next
                rows += countTree[next]
            }
            step /= 2
        }
        return (node, position - rows)
    }

    private static func add(_ tree: inout [Int], _ chunk: Int, _ delta: Int) {
        guard delta != 0 else { return }
        var node = chunk + 1
        while node < tree.count {
            tree[node] += delta
            node += node & -node
        }
    }

    /// The sum over the first `chunks` chunks.
    private static func prefix(_ tree: [Int], _ chunks: Int) -> Int {
        var node = chunks
        var sum = 0
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }
}

extension RowStore: Sendable where Element: Sendable {}

extension RowStore.Chunk: Sendable where Element: Sendable {}

extension RowStore: Equatable where Element: Equatable {
    /// Two stores are equal when they hold the same rows with the same weights (however they
    /// are chunked).
    package static func == (lhs: RowStore, rhs: RowStore) -> Bool {
        guard lhs.count == rhs.count, lhs.knownTotal == rhs.knownTotal, lhs.unknownCount == rhs.unknownCount else { return false }
        if lhs.chunks.map(\.elements.count) == rhs.chunks.map(\.elements.count) {
            return zip(lhs.chunks, rhs.chunks).allSatisfy { $0.elements == $1.elements && $0.weights == $1.weights }
        }
        return Array(lhs) == Array(rhs) && lhs.allWeights == rhs.allWeights
    }

    private var allWeights: [Int32] { chunks.flatMap(\.weights) }
}

extension RowStore where Key == Never {
    /// Rows of `elements`, each weighing `weight` (nil: unknown), not found by identity.
    package init(_ elements: [Element] = [], weight: Int? = nil) {
        self.init(elements, weight: weight, identity: nil)
    }

    /// `count` rows of `element`, each weighing `weight` (nil: unknown).
    package init(repeating element: Element, count: Int, weight: Int? = nil) {
        self.init()
        insert(contentsOf: Array(repeating: element, count: Swift.max(0, count)), weight: weight, at: 0)
    }
}

extension RowStore {
    /// What is wrong with the store's bookkeeping, or nil when nothing is. Checks every
    /// chunk (no empty one, none above the capacity, its weights' sums, its place in the chunk
    /// positions), the Fenwick trees' prefix sums against the chunks', the totals, and the
    /// identity index (when built): every row's id leads to the chunk holding it and no other
    /// id is kept. O(n); the seeded tests call it after every step.
    package func invariantViolation() -> String? {
        guard countTree.count == chunks.count + 1, knownTree.count == countTree.count, unknownTree.count == countTree.count,
            summaryTree.count == countTree.count
        else {
            return "the trees have \(countTree.count), \(knownTree.count), \(unknownTree.count) and \(summaryTree.count) nodes for \(chunks.count) chunks"
        }
        guard chunkPosition.count == chunks.count else {
            return "\(chunkPosition.count) chunk positions for \(chunks.count) chunks"
        }
        var rows = 0
        var known = 0
        var unknown = 0
        var summed = Summary.zero
        for (index, chunk) in chunks.enumerated() {
            let size = chunk.elements.count
            guard size > 0, size <= Self.chunkCapacity else { return "chunk \(index) holds \(size) rows" }
            guard chunk.weights.count == size else { return "chunk \(index) has \(chunk.weights.count) weights for \(size) rows" }
            let sums = chunk.weights.sums(0..<size)
            guard sums.known == chunk.known, sums.unknown == chunk.unknown else {
                return "chunk \(index) keeps sums \(chunk.known)/\(chunk.unknown), its weights sum \(sums.known)/\(sums.unknown)"
            }
            guard chunkPosition[chunk.serial] == index else { return "chunk \(index) is listed at \(String(describing: chunkPosition[chunk.serial]))" }
            guard chunk.summary == Summary.sum(chunk.elements) else { return "chunk \(index) keeps a summary its elements do not sum to" }
            summed.add(chunk.summary)
            guard summaryPrefix(index + 1) == summed else { return "the summary tree up to chunk \(index) differs from its chunks' sum" }
            rows += size
            known += chunk.known
            unknown += chunk.unknown
            let trees = (Self.prefix(countTree, index + 1), Self.prefix(knownTree, index + 1), Self.prefix(unknownTree, index + 1))
            guard trees == (rows, known, unknown) else {
                return "the trees sum \(trees) up to chunk \(index), the chunks \((rows, known, unknown))"
            }
        }
        guard rows == count, known == knownTotal, unknown == unknownCount else {
            return "totals \((count, knownTotal, unknownCount)), the chunks sum \((rows, known, unknown))"
        }
        guard summed == summary else { return "the total summary differs from its chunks' sum" }
        if let key, let chunkOfKey = keyIndex?.built {
            guard chunkOfKey.count == count else { return "the identity index holds \(chunkOfKey.count) ids for \(count) rows" }
            for chunk in chunks {
                for element in chunk.elements where chunkOfKey[key(element)] != chunk.serial {
                    return "the identity index leads \(key(element)) to chunk \(String(describing: chunkOfKey[key(element)])), not \(chunk.serial)"
                }
            }
        }
        return nil
    }
}

extension RowStore: RandomAccessCollection {
    /// The first row's position: 0.
    package var startIndex: Int { 0 }

    /// One past the last row's position: ``count``.
    package var endIndex: Int { count }

    /// The rows' elements transformed, in order, a chunk at a time (the collection's own
    /// `map` would find each row through the trees).
    package func map<T, E: Error>(_ transform: (Element) throws(E) -> T) throws(E) -> [T] {
        var result: [T] = []
        result.reserveCapacity(count)
        for chunk in chunks {
            for element in chunk.elements { result.append(try transform(element)) }
        }
        return result
    }
}

extension RowStore: Sequence {
    /// Walks the rows in order, a chunk at a time.
    package struct Iterator: IteratorProtocol {
        private let chunks: [Chunk]
        private var chunk = 0, offset = 0

        fileprivate init(_ store: RowStore) { chunks = store.chunks }

        /// The next row's element.
        package mutating func next() -> Element? {
            while chunk < chunks.count {
                if offset < chunks[chunk].elements.count {
                    defer { offset += 1 }
                    return chunks[chunk][offset]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    /// An iterator over the rows' elements, top to bottom.
    package func makeIterator() -> Iterator { Iterator(self) }

    /// The number of rows.
    package var underestimatedCount: Int { count }
}
