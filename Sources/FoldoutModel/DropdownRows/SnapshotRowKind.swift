/// What becomes of each wanted item.
enum SnapshotRowKind: UInt8 {
    /// Not in the list yet.
    case new
    /// A row that stays where it is among the others that stay.
    case stays
    /// A row out of order: it moves.
    case moves
}

extension SnapshotRowKind {
    /// Each wanted item's kind, from where each row goes (`target`, -1: gone) and where each
    /// wanted item was (`source`, -1: new): the rows that stay are a longest sequence of rows
    /// already in the new order (all of them when the order is kept, found in O(n); otherwise
    /// by patience sorting, O(n log n)).
    static func kinds(target: [Int], source: [Int]) -> [SnapshotRowKind] {
        var kinds = source.map { $0 < 0 ? SnapshotRowKind.new : .stays }
        var last = -1
        var inOrder = true
        for goes in target where goes >= 0 {
            if goes < last {
                inOrder = false
                break
            }
            last = goes
        }
        guard !inOrder else { return kinds }
        // tails[l]: the row ending the increasing sequence of length l + 1 whose last target is
        // the least; previous[row]: the row before it in its sequence.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: target.count)
        for row in target.indices where target[row] >= 0 {
            let goes = target[row]
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if target[tails[middle]] < goes { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[row] = tails[low - 1] }
            if low == tails.count { tails.append(row) } else { tails[low] = row }
        }
        for index in kinds.indices where kinds[index] == .stays { kinds[index] = .moves }
        var row = tails.last ?? -1
        while row >= 0 {
            kinds[target[row]] = .stays
            row = previous[row]
        }
        return kinds
    }
}
