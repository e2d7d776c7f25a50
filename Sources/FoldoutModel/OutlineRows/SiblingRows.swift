/// The children of one node of an ``OutlineTree`` (or its roots), in order, with a Fenwick
/// tree over the rows each shows: the rows above a child, and the child at a row, in
/// O(log k) for k siblings. Inserting or removing siblings rebuilds the sums in O(k).
struct SiblingRows: Sendable, Equatable {
    /// The siblings' handles, in order.
    private(set) var items: [Int32] = []
    /// 1-based Fenwick tree of the rows each sibling shows (empty while there are none).
    private var sums: [Int] = []

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }

    subscript(index: Int) -> Int32 { items[index] }

    /// Replaces every sibling (`rows[i]`: the rows sibling i shows).
    mutating func set(_ items: [Int32], rows: [Int]) {
        self.items = items
        rebuild(rows)
    }

    /// Replaces every sibling by `items`, each showing one row (no list of rows made: a
    /// Fenwick node over ones holds its span).
    mutating func setClosed(_ items: [Int32]) {
        self.items = items
        guard !items.isEmpty else {
            sums = []
            return
        }
        // Written in place: a map over the range cost several times as much, once a parent
        // for expand all.
        sums = Array(unsafeUninitializedCapacity: items.count + 1) { sums, count in
            for place in 0...items.count { sums.initializeElement(at: place, to: place & -place) }
            count = items.count + 1
        }
    }

    /// Sums the siblings' rows again in place, `rows(handle)` giving a sibling's; returns
    /// their total.
    @discardableResult
    mutating func resum(_ rows: (Int32) -> Int) -> Int {
        guard !items.isEmpty else { return 0 }
        if sums.count != items.count + 1 { sums = Array(repeating: 0, count: items.count + 1) }
        var total = 0
        items.withUnsafeBufferPointer { items in
            sums.withUnsafeMutableBufferPointer { sums in
                for place in 1..<sums.count {
                    let count = rows(items[place - 1])
                    sums[place] = count
                    total += count
                }
                for place in 1..<sums.count {
                    let parent = place + (place & -place)
                    if parent < sums.count { sums[parent] += sums[place] }
                }
            }
        }
        return total
    }

    /// Every sibling now shows one row (they all closed): the sums are set in place.
    mutating func setAllOnes() {
        guard !items.isEmpty else { return }
        if sums.count != items.count + 1 { sums = Array(repeating: 0, count: items.count + 1) }
        sums.withUnsafeMutableBufferPointer { sums in
            for place in 0..<sums.count { sums[place] = place & -place }
        }
    }

    /// Inserts `new` at `index`; `rows(i)` gives sibling i's rows after the insert.
    mutating func insert(_ new: [Int32], at index: Int, rows: (Int32) -> Int) {
        items.insert(contentsOf: new, at: index)
        rebuild(items.map(rows))
    }

    /// Removes siblings `range`; `rows` gives a sibling's rows.
    mutating func remove(_ range: Range<Int>, rows: (Int32) -> Int) {
        items.removeSubrange(range)
        rebuild(items.map(rows))
    }

    /// Sibling `index` now shows `delta` more rows.
    mutating func add(_ delta: Int, at index: Int) {
        guard delta != 0 else { return }
        var place = index + 1
        while place < sums.count {
            sums[place] += delta
            place += place & -place
        }
    }

    /// The rows the first `index` siblings show.
    func prefix(_ index: Int) -> Int {
        var total = 0
        var place = index
        while place > 0 {
            total += sums[place]
            place -= place & -place
        }
        return total
    }

    /// The rows every sibling shows.
    var total: Int { prefix(items.count) }

    /// The sibling holding row `offset` (counted from the first sibling's row), with the rows
    /// above it; nil past the last.
    func locate(_ offset: Int) -> (index: Int, above: Int)? {
        guard offset >= 0, !items.isEmpty else { return nil }
        var place = 0
        var left = offset
        var step = 1
        while step * 2 < sums.count { step *= 2 }
        while step > 0 {
            let next = place + step
            if next < sums.count, sums[next] <= left {
                place = next
                left -= sums[next]
            }
            step /= 2
        }
        guard place < items.count else { return nil }
        return (place, offset - left)
    }

    private mutating func rebuild(_ rows: [Int]) {
        guard !rows.isEmpty else {
            sums = []
            return
        }
        sums = [0] + rows
        for place in 1..<sums.count {
            let parent = place + (place & -place)
            if parent < sums.count { sums[parent] += sums[place] }
        }
    }
}
