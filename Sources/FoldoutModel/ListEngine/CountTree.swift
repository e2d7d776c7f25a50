/// Counts at positions 0..<n (a Fenwick tree): a count changed and the sum before a position
/// in O(log n), built from its counts in O(n). A snapshot's diff places the rows that move
/// with it.
struct CountTree: Sendable {
    /// 1-based: node i sums the counts of (i - lowbit(i), i].
    private var nodes: [Int]

    /// A tree over `counts`.
    init(_ counts: [Int]) {
        nodes = [0] + counts
        for node in 1..<max(1, nodes.count) {
            let parent = node + (node & -node)
            if parent < nodes.count { nodes[parent] += nodes[node] }
        }
    }

    /// Adds `delta` to the count at `position`.
    mutating func add(_ delta: Int, at position: Int) {
        var node = position + 1
        while node < nodes.count {
            nodes[node] += delta
            node += node & -node
        }
    }

    /// The sum of the counts before `position` (0...n).
    func sum(before position: Int) -> Int {
        var node = min(position, nodes.count - 1)
        var sum = 0
        while node > 0 {
            sum += nodes[node]
            node -= node & -node
        }
        return sum
    }
}
