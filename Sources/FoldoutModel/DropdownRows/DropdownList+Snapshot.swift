extension DropdownList {
    /// Makes the list show `items` (the app's whole data, in order: a snapshot), by identity:
    /// items gone are removed, new ones inserted, changed ones updated and ones out of place
    /// moved, as one batch, so the open row, the focus, the selection and the scroll position
    /// stay on the items that remain. Items the person removed stay hidden while they are on
    /// the undo stack (with the app's new value, shown if the removal is undone) and leave it
    /// when the app no longer has them; items the person moved keep their places (after the
    /// row they follow, when the app still has it).
    ///
    /// The changes are the fewest a view needs to follow its rows: the rows gone, bottom up, a
    /// run of neighbours as one `.removedRun`; then, top down, the new items (neighbours as one
    /// `.insertedRun`) and the moves of the rows that are not in the longest sequence of rows
    /// already in the new order; then the updates. O(n) for a snapshot in the list's order,
    /// plus O(changes · log n) for the moves (and O(n log n) to find them when rows moved), and
    /// O(changes · entries) to keep the undo stack's places.
    ///
    /// - Throws: ``DuplicateIDError`` when two of `items` have the same identifier (the first
    ///   such pair); the list is left exactly as it was.
    @discardableResult
    public mutating func replaceAll(with items: [Item]) throws(DuplicateIDError) -> [DropdownChange<Item>] {
        var places = try Self.places(of: items)
        // A removal the person could undo of an item the app no longer has is forgotten; the
        // items still on the undo stack stay hidden, with the app's new value.
        dropUndoEntries { places[$0.id] == nil }
        var hidden = Set<String>()
        for entry in undoStack.indices where undoStack[entry].hiddenCount > 0 {
            for offset in undoStack[entry].items.indices {
                let id = undoStack[entry].items[offset].id
                guard let at = places[id] else { continue }
                undoStack[entry].items[offset] = items[at]
                hidden.insert(id)
            }
        }
        var wanted = items
        if !hidden.isEmpty { wanted.removeAll { hidden.contains($0.id) } }
        if !moved.isEmpty { wanted = Self.arrange(wanted, by: order) }
        if !hidden.isEmpty || !moved.isEmpty {
            // The same items, fewer or in another order: no duplicate can have come in.
            places = (try? Self.places(of: wanted)) ?? [:]
        }
        return replaceRows(with: wanted, places: places)
    }

    /// Each item's index in `items` by identifier.
    /// - Throws: ``DuplicateIDError`` for the first identifier found twice.
    static func places(of items: [Item]) throws(DuplicateIDError) -> [String: Int] {
        var places: [String: Int] = [:]
        places.reserveCapacity(items.count)
        for index in items.indices {
            let id = items[index].id
            if let first = places.updateValue(index, forKey: id) {
                throw DuplicateIDError(id: id, firstIndex: first, secondIndex: index)
            }
        }
        return places
    }

    /// Makes the rows `wanted` (ids unique, `places` their indices by id) and returns the
    /// changes from the rows as they were; the open row and the undo stack follow.
    private mutating func replaceRows(with wanted: [Item], places: [String: Int]) -> [DropdownChange<Item>] {
        let before = rows
        let oldCount = before.count
        let openID = self.openID
        // Where each row goes (-1: gone) and where each wanted item was (-1: new), found by
        // walking both orders side by side: a row in its place costs a comparison, not a lookup.
        var target = [Int](repeating: -1, count: oldCount)
        var source = [Int](repeating: -1, count: wanted.count)
        var changed: [Int] = []
        var next = 0, position = 0
        before.forEach(in: 0 ..< oldCount) { item in
            let id = item.id
            var found = -1
            if next < wanted.count, wanted[next].id == id {
                found = next
            } else if let at = places[id] {
                found = at
            }
            if found >= 0 {
                target[position] = found
                source[found] = position
                next = found + 1
                if item != wanted[found] { changed.append(found) }
            }
            position += 1
        }
        let kinds = Self.kinds(target: target, source: source)
        var changes: [DropdownChange<Item>] = []
        changes.reserveCapacity(oldCount / 2)

        // The rows gone, bottom up, neighbours as one run.
        var row = oldCount - 1
        while row >= 0 {
            guard target[row] < 0 else {
                row -= 1
                continue
            }
            let end = row + 1
            while row >= 0, target[row] < 0 { row -= 1 }
            let run = row + 1 ..< end
            let items = before.elements(in: run)
            changes.append(items.count == 1 ? .removed(index: run.lowerBound, item: items[0])
                                            : .removedRun(index: run.lowerBound, items: items))
            if !undoStack.isEmpty {
                for position in run.reversed() { undoFollowsRemoval(at: position) }
            }
        }

        // Then top down: the rows that stay are in order; each new item (a run of neighbours
        // at once) and each row that moves goes after the item before it.
        var slots = kinds.contains(.moves) ? SnapshotPlaces(target: target, kinds: kinds) : nil
        var stayed = 0
        var index = 0
        while index < wanted.count {
            switch kinds[index] {
            case .stays:
                stayed += 1
                index += 1
            case .moves:
                // In place (optional chaining: no copy of the trees).
                let (from, to) = slots?.move(index, after: stayed) ?? (0, 0)
                if from != to {
                    if !undoStack.isEmpty {
                        undoFollowsRemoval(at: from)
                        undoFollowsInsertion(at: to)
                    }
                    changes.append(.moved(from: from, to: to, item: before[source[index]]))
                }
                index += 1
            case .new:
                var end = index + 1
                while end < wanted.count, kinds[end] == .new { end += 1 }
                let at = slots?.insert(end - index, after: stayed) ?? index
                changes.append(end - index == 1 ? .inserted(index: at, item: wanted[index])
                                                : .insertedRun(index: at, items: Array(wanted[index ..< end])))
                if !undoStack.isEmpty {
                    for offset in 0 ..< end - index { undoFollowsInsertion(at: at + offset) }
                }
                index = end
            }
        }

        // The rows are now in the new order: the changed ones re-bind.
        changed.sort()
        for index in changed { changes.append(.updated(index: index, item: wanted[index])) }

        rows = RowStore(wanted, key: { $0.id })
        openIndex = openID.flatMap { places[$0] }
        return changes
    }

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
            var low = 0, high = tails.count
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
