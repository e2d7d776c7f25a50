/// The folded texts of a tree's parents and of their loaded children (each parent's in one
/// buffer, ``ParentTexts``), made ahead of a search (``prepareAhead(_:parentText:childTexts:)``,
/// when the app's main loop is idle) or by the search that first needs them, and kept with them
/// as the tree changes: a search only compares. Positions are the whole tree's (not the
/// results'). Kept in the model, beside the row store it stands on, so that its code is
/// specialised for its one element type.
package struct TreeSearchKeys: Sendable {
    /// One parent's folded texts.
    package typealias Entry = ParentTexts

    private var entries: RowStore<Entry>
    /// How many entries lack a text (not folded, or children not loaded): none, and there is
    /// nothing to look for before a search.
    private var unfolded: Int
    /// How many of those have their parent's text and wait for their children to load
    /// (``ParentTexts/waitsOnlyForChildren``): a search asks for their texts again, folding
    /// ahead does not (it is told when they load).
    private var waiting = 0
    /// Where ``prepareAhead(_:parentText:childTexts:)`` goes on.
    private var aheadFrom = 0

    /// Room for `count` parents, none folded.
    package init(count: Int) {
        entries = RowStore(repeating: Entry(), count: count)
        unfolded = max(0, count)
    }

    /// The number of parents kept.
    package var count: Int { entries.count }

    /// Folds what is not folded yet among the parents of `positions` (ascending): each parent's
    /// `parentText`, and its `childTexts` (nil while its children are not loaded); a text not
    /// searched (nil function) is kept empty. A parent already folded costs a look, no call;
    /// once every parent is, nothing. Parents waiting for their children are asked again only
    /// when `askingAgain` (a search: they may have come).
    package mutating func prepare<Positions: BidirectionalCollection<Int>>(_ positions: Positions, parentText: ((Int) -> String)?,
                                                             childTexts: ((Int) -> [String]?)?,
                                                             askingAgain: Bool = true) {
        guard unfolded > (askingAgain ? 0 : waiting), let first = positions.first else { return }
        var missing: [Int] = []
        forEach(positions, from: first) { position, entry in
            if !entry.isFolded, askingAgain || !entry.waitsOnlyForChildren {
                missing.append(position)
            }
        }
        var cache = SearchText.FoldCache()
        // A parent's children's texts: nil while not loaded, none when not searched.
        let texts: (Int) -> [String]? = { position in childTexts.map { $0(position) } ?? [] }
        for position in missing {
            var entry = entries[position]
            guard !entry.isFolded else { continue }  // listed twice
            let wasWaiting = entry.waitsOnlyForChildren
            if !entry.hasParent, entry.childCount == nil, !entry.isWaitingForChildren {
                // Nothing folded yet (most): all its texts in one allocation.
                entry = Entry(parent: parentText?(position) ?? "", children: texts(position), cache: &cache)
            } else {
                if !entry.hasParent { entry.setParent(parentText?(position) ?? "", cache: &cache) }
                if entry.childCount == nil, askingAgain || !entry.isWaitingForChildren, let children = texts(position) {
                    entry.setChildren(children, cache: &cache)
                }
            }
            if !entry.isFolded, !entry.isWaitingForChildren { entry.childrenNotLoaded() }
            waiting += (entry.waitsOnlyForChildren ? 1 : 0) - (wasWaiting ? 1 : 0)
            if entry.isFolded { unfolded -= 1 }
            entries[position] = entry
        }
    }

    /// Whether every parent's texts are folded (false while some parent's children are not
    /// loaded: they are looked for at each search, as they may have come).
    package var isFolded: Bool { unfolded == 0 }

    /// Folds the next `budget` parents not folded yet, from where the last call stopped (ahead
    /// of a search: when the app is idle, or the person has opened the search bar and not typed
    /// yet). Returns whether parents remain to fold; after one pass over the tree it stops, and
    /// parents waiting for their children are not asked again (they are told of when they load).
    package mutating func prepareAhead(_ budget: Int, parentText: ((Int) -> String)?,
                                       childTexts: ((Int) -> [String]?)?) -> Bool {
        guard unfolded > waiting, aheadFrom < count else { return false }
        let end = min(count, aheadFrom + max(1, budget))
        prepare(aheadFrom ..< end, parentText: parentText, childTexts: childTexts, askingAgain: false)
        aheadFrom = end
        return unfolded > waiting && aheadFrom < count
    }

    /// Has ``prepareAhead(_:parentText:childTexts:)`` start again from the first parent.
    package mutating func restartAhead() { aheadFrom = 0 }

    /// Calls `body` with each parent of `positions` (ascending) and its texts, in order. Runs of
    /// near positions are read a chunk at a time, far ones one by one.
    package func forEach<Positions: BidirectionalCollection<Int>>(_ positions: Positions, _ body: (Int, Entry) -> Void) {
        guard let first = positions.first else { return }
        forEach(positions, from: first, body)
    }

    private func forEach<Positions: BidirectionalCollection<Int>>(_ positions: Positions, from first: Int,
                                                    _ body: (Int, Entry) -> Void) {
        let span = max(first, positions.last ?? first) - first + 1
        guard span <= positions.count * 8 else {
            for position in positions { body(position, entries[position]) }
            return
        }
        var wanted = positions.makeIterator()
        var next = wanted.next()
        var position = first
        entries.forEach(in: first ..< first + span) { entry in
            if position == next {
                body(position, entry)
                next = wanted.next()
            }
            position += 1
        }
    }

    /// `count` parents came in at `position`.
    package mutating func inserted(_ count: Int, at position: Int) {
        entries.insert(contentsOf: Array(repeating: Entry(), count: count), at: position)
        unfolded += count
    }

    /// The parents of `range` went.
    package mutating func removed(_ range: Range<Int>) {
        let gone = entries.remove(range)
        unfolded -= gone.count { !$0.isFolded }
        waiting -= gone.count(where: \.waitsOnlyForChildren)
    }

    /// Parent `position` changed (its children did not).
    package mutating func parentChanged(at position: Int) { change(position) { $0.forgetParent() } }

    /// Parent `position`'s children changed, or were loaded.
    package mutating func childrenChanged(of position: Int) { change(position) { $0.forgetChildren() } }

    private mutating func change(_ position: Int, _ forget: (inout Entry) -> Void) {
        var entry = entries[position]
        let wasWaiting = entry.waitsOnlyForChildren
        if entry.isFolded { unfolded += 1 }
        forget(&entry)
        waiting += (entry.waitsOnlyForChildren ? 1 : 0) - (wasWaiting ? 1 : 0)
        entries[position] = entry
    }

    /// Parent `from` moved to `to`, with its children.
    package mutating func moved(from: Int, to: Int) {
        entries.move(from: from, to: to)
    }
}
