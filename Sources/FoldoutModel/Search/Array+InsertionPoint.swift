extension Array where Element == Int {
    /// The first index (from `start`) whose value is not below `value`, in an array sorted
    /// ascending: where `value` is, or would go. Found by halving.
    func insertionPoint(of value: Int, from start: Int = 0) -> Int {
        var low = start
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of `value` in an array sorted ascending, or nil when it is not there.
    func sortedIndex(of value: Int) -> Int? {
        let at = insertionPoint(of: value)
        return at < count && self[at] == value ? at : nil
    }
}
