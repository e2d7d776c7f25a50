/// The weights of a chunk of ``RowStore`` rows: while every row weighs the same (rows of
/// unknown height, parents that each show one row) one value stands for them all, not four
/// bytes a row; once a row differs, each has its own.
struct ChunkWeights: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Sendable {
    /// Each row's weight, or nil while they all weigh `value`.
    private var each: [Int32]?
    private var value: Int32 = -1
    private var uniformCount = 0

    init() {}

    /// `count` rows weighing `value` each.
    init(repeating value: Int32, count: Int) {
        self.value = value
        uniformCount = Swift.max(0, count)
    }

    /// The weights of `range` of `other` (one value again when they are all the same), copied
    /// at once rather than weight by weight: what a chunk split or appended in pieces gets.
    init(_ other: ChunkWeights, range: Range<Int>) {
        guard let each = other.each else {
            self.init(repeating: other.value, count: range.count)
            return
        }
        self.init(collapsing: each[range])
    }

    /// Weights from `weights` (one value when they are all the same).
    init(_ weights: [Int32]) {
        self.init(collapsing: weights[...])
    }

    private init(collapsing weights: ArraySlice<Int32>) {
        if let first = weights.first, !weights.contains(where: { $0 != first }) {
            value = first
            uniformCount = weights.count
        } else if !weights.isEmpty {
            each = Array(weights)
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { each?.count ?? uniformCount }

    subscript(position: Int) -> Int32 {
        get {
            if let each { return each[position] }
            precondition(position >= 0 && position < uniformCount, "weight \(position) out of 0..<\(uniformCount)")
            return value
        }
        set {
            if each == nil {
                guard newValue != value else { return }
                each = Array(repeating: value, count: uniformCount)
            }
            each?[position] = newValue
        }
    }

    /// The sum of the known (non-negative) weights of `range` and the number of unknown ones.
    func sums(_ range: Range<Int>) -> (known: Int, unknown: Int) {
        guard let each else { return value < 0 ? (0, range.count) : (Int(value) * range.count, 0) }
        var known = 0
        var unknown = 0
        each.withUnsafeBufferPointer { weights in
            for index in range {
                let weight = weights[index]
                if weight < 0 { unknown += 1 } else { known += Int(weight) }
            }
        }
        return (known, unknown)
    }

    mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with new: C) where C.Element == Int32 {
        if each == nil {
            if new.allSatisfy({ $0 == value }) {
                uniformCount += new.count - range.count
                return
            }
            if range.count == uniformCount, let first = new.first, new.allSatisfy({ $0 == first }) {
                value = first
                uniformCount = new.count
                return
            }
            each = Array(repeating: value, count: uniformCount)
        }
        each?.replaceSubrange(range, with: new)
    }
}

extension ChunkWeights: Equatable {
    static func == (lhs: ChunkWeights, rhs: ChunkWeights) -> Bool {
        if lhs.each == nil, rhs.each == nil {
            return lhs.uniformCount == rhs.uniformCount && (lhs.uniformCount == 0 || lhs.value == rhs.value)
        }
        return lhs.elementsEqual(rhs)
    }
}
