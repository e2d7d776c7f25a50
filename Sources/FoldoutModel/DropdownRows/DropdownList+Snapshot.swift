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
    package mutating func replaceAll(with items: [Item]) throws(DuplicateIDError) -> [DropdownChange<Item>] {
        try replaceAllBatch(with: items).changes
    }

    /// ``replaceAll(with:)``, with the removals its changes start with as runs. With
    /// `listingRemovals` false, the changes leave the removals out (``LeadingRemovals/changes``
    /// is 0): a view that takes them as runs is spared a change (and a copy of an item) for each
    /// row gone, half a million for a snapshot keeping every other row of a million.
    package mutating func replaceAllBatch(with items: [Item], listingRemovals: Bool = true) throws(DuplicateIDError) -> (
        changes: [DropdownChange<Item>], removals: LeadingRemovals
    ) {
        // A filter of rows whose ids are known to be unique (nothing hidden, nothing placed by
        // the person): matched in order by comparing ids, no id looked up. An item matching no
        // row (new, out of order, or twice) sends the snapshot the long way.
        if idsAreUnique, undoStack.isEmpty, moved.isEmpty, let scan = filterScan(of: items, keepingGone: listingRemovals) {
            return replaceRows(with: items, scan, listingRemovals: listingRemovals)
        }
        var places = try Self.places(of: items)
        // A removal the person could undo of an item the app no longer has is forgotten; the
        // items still on the undo stack stay hidden, with the app's new value.
        dropUndoEntries { places.index(of: $0.id, id: { items[$0].id }) == nil }
        var hidden = Set<Item.ID>()
        for entry in undoStack.indices where undoStack[entry].hiddenCount > 0 {
            for offset in undoStack[entry].items.indices {
                let id = undoStack[entry].items[offset].id
                guard let at = places.index(of: id, id: { items[$0].id }) else { continue }
                undoStack[entry].items[offset] = items[at]
                hidden.insert(id)
            }
        }
        let snapshotPlaces = places
        var wanted = items
        if !hidden.isEmpty { wanted.removeAll { hidden.contains($0.id) } }
        if !moved.isEmpty { wanted = Self.arrange(wanted, by: order) }
        if !hidden.isEmpty || !moved.isEmpty {
            // The same items, fewer or in another order: no duplicate can have come in.
            places = (try? Self.places(of: wanted)) ?? IDIndex(capacity: 0)
        }
        let batch = replaceRows(
            with: wanted, scan(of: wanted, places: places, keepingGone: listingRemovals),
            listingRemovals: listingRemovals)
        if !hidden.isEmpty && moved.isEmpty { placeHiddenEntries(as: items, places: snapshotPlaces) }
        idsAreUnique = true
        return batch
    }

    /// Puts each removal on the undo stack where the snapshot `items` has its first item, so
    /// that undoing it after a snapshot in another order (oldest first, say) brings the rows
    /// back among their neighbours in that order: an entry's index counts the rows before it
    /// in the list as it was just before the entry, the visible ones and those the entries
    /// above it hold. O(entries · n).
    private mutating func placeHiddenEntries(as items: [Item], places: IDIndex<Item.ID>) {
        for entry in undoStack.indices where undoStack[entry].hiddenCount > 0 {
            guard let firstID = undoStack[entry].items.first?.id,
                let first = places.index(of: firstID, id: { items[$0].id })
            else { continue }
            var out = Set<Item.ID>() // the rows this entry and those below it hold out
            for below in undoStack.indices where below <= entry && undoStack[below].hiddenCount > 0 {
                for item in undoStack[below].items { out.insert(item.id) }
            }
            var index = 0
            for position in 0..<first where !out.contains(items[position].id) { index += 1 }
            undoStack[entry].index = index
        }
    }

    /// Each item's index in `items` by identifier.
    /// - Throws: ``DuplicateIDError`` for the first identifier found twice.
    static func places(of items: [Item]) throws(DuplicateIDError) -> IDIndex<Item.ID> {
        var places = IDIndex<Item.ID>(capacity: items.count)
        // Read in place from the array's storage (no copy of each item taken out).
        let twice = items.withUnsafeBufferPointer { buffer -> DuplicateIDError? in
            // A pointer's subscript lends the item (a buffer's copies it out).
            guard let items = buffer.baseAddress else { return nil }
            for index in buffer.indices {
                let id = items[index].id
                if let first = places.insert(id, at: index, id: { items[$0].id }) {
                    return DuplicateIDError(id: id.description, firstIndex: first, secondIndex: index)
                }
            }
            return nil
        }
        if let twice { throw twice }
        return places
    }

    /// Where each row goes in `wanted` (-1: gone), where each wanted item was (-1: new), the
    /// wanted items that changed and the items of the rows gone alone (between two rows that
    /// stay, or at an end), top down (none unless asked for).
    typealias SnapshotScan = (target: [Int], source: [Int], changed: [Int], gone: [Item])

    /// The rows matched with `wanted` (`places`: their indices by id) walking both orders side
    /// by side: a row in its place costs a comparison, not a lookup. `keepingGone`: the items of
    /// the rows gone alone are kept (for their changes).
    private func scan(of wanted: [Item], places: IDIndex<Item.ID>, keepingGone: Bool) -> SnapshotScan {
        var target = [Int](repeating: -1, count: rows.count)
        var source = [Int](repeating: -1, count: wanted.count)
        var changed: [Int] = []
        var gone: [Item] = []
        var next = 0
        var position = 0
        // Read in place from the array's storage (no copy of each item taken out).
        let count = wanted.count
        wanted.withUnsafeBufferPointer { buffer in
            // A pointer's subscript lends the item (a buffer's copies it out).
            let wanted = buffer.baseAddress
            rows.forEach(in: 0..<rows.count) { item in
                let id = item.id
                var found = -1
                if next < count, let wanted, wanted[next].id == id {
                    found = next
                } else if let wanted, let at = places.index(of: id, id: { wanted[$0].id }) {
                    found = at
                }
                if found >= 0, let wanted {
                    target[position] = found
                    source[found] = position
                    next = found + 1
                    if item != wanted[found] { changed.append(found) }
                } else if !keepingGone {
                    // Gone, not listed.
                } else if position == 0 || target[position - 1] >= 0 {
                    // Alone so far.
                    gone.append(item)
                } else if position == 1 || target[position - 2] >= 0 {
                    // The second of a run: the first was not alone.
                    gone.removeLast()
                }
                position += 1
            }
        }
        return (target, source, changed, gone)
    }

    /// The rows matched with `wanted` when it is a filter of them (each item a row, in the
    /// rows' order), by comparing ids only; nil otherwise. With the rows' ids unique, the
    /// items' are too. `keepingGone`: as for ``scan(of:places:keepingGone:)``.
    private func filterScan(of wanted: [Item], keepingGone: Bool) -> SnapshotScan? {
        guard wanted.count <= rows.count else { return nil }
        var target = [Int](repeating: -1, count: rows.count)
        var source = [Int](repeating: -1, count: wanted.count)
        var changed: [Int] = []
        var gone: [Item] = []
        var next = 0
        var position = 0
        // A row gone alone (between rows that stay) is kept in `gone`; a run's rows are copied
        // out of the rows later, a chunk at a time.
        // Read in place from the array's storage (no copy of each item taken out).
        let count = wanted.count
        wanted.withUnsafeBufferPointer { buffer in
            // A pointer's subscript lends the item (a buffer's copies it out).
            let wanted = buffer.baseAddress
            rows.forEach(in: 0..<rows.count) { item in
                if next < count, let wanted, wanted[next].id == item.id {
                    target[position] = next
                    source[next] = position
                    if item != wanted[next] { changed.append(next) }
                    next += 1
                } else if !keepingGone {
                    // Gone, not listed.
                } else if position == 0 || target[position - 1] >= 0 {
                    // Alone so far.
                    gone.append(item)
                } else if position == 1 || target[position - 2] >= 0 {
                    // The second of a run: the first was not alone.
                    gone.removeLast()
                }
                position += 1
            }
        }
        return next == wanted.count ? (target, source, changed, gone) : nil
    }

    /// Makes the rows `wanted` (ids unique; `scan` matching them with the rows) and returns
    /// the changes from the rows as they were; the open row and the undo stack follow. Without
    /// `listingRemovals`, the removals are runs only, not changes (`scan` kept no items gone).
    private mutating func replaceRows(
        with wanted: [Item], _ scan: SnapshotScan,
        listingRemovals: Bool
    ) -> (changes: [DropdownChange<Item>], removals: LeadingRemovals) {
        let before = rows
        let oldCount = before.count
        let (target, source, unsorted, gone) = scan
        var changed = unsorted
        let kinds = SnapshotRowKind.kinds(target: target, source: source)
        var changes: [DropdownChange<Item>] = []
        changes.reserveCapacity(listingRemovals ? oldCount / 2 : 0)

        // The rows gone, bottom up, neighbours as one run.
        var runs: [Range<Int>] = []
        var goneLeft = gone.count
        var row = oldCount - 1
        gone.withUnsafeBufferPointer { gone in
            while row >= 0 {
                guard target[row] < 0 else {
                    row -= 1
                    continue
                }
                let end = row + 1
                while row >= 0, target[row] < 0 { row -= 1 }
                let run = row + 1..<end
                runs.append(run)
                guard listingRemovals else { continue }
                // A single row's item is in `gone` (top down: its last one not taken yet); a
                // run's are copied out of the rows a chunk at a time.
                if run.count == 1 {
                    changes.append(.removed(index: run.lowerBound, item: gone[goneLeft - 1]))
                    goneLeft -= 1
                } else {
                    changes.append(.removedRun(index: run.lowerBound, items: before.elements(in: run)))
                }
            }
        }
        if !undoStack.isEmpty {
            for run in runs {
                for position in run.reversed() { undoFollowsRemoval(at: position) }
            }
        }

        let removals = LeadingRemovals(runs: runs.reversed(), changes: changes.count)

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
                changes.append(
                    end - index == 1
                        ? .inserted(index: at, item: wanted[index])
                        : .insertedRun(index: at, items: Array(wanted[index..<end])))
                if !undoStack.isEmpty {
                    for offset in 0..<end - index { undoFollowsInsertion(at: at + offset) }
                }
                index = end
            }
        }

        // The rows are now in the new order: the changed ones re-bind.
        changed.sort()
        for index in changed { changes.append(.updated(index: index, item: wanted[index])) }

        let open = openIndex.flatMap { target[$0] >= 0 ? target[$0] : nil }
        rows = RowStore(wanted, key: { $0.id })
        openIndex = open
        return (changes, removals)
    }
}
