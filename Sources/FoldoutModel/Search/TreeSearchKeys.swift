/// The folded texts of a tree's parents and of their loaded children (each parent's in one
/// buffer, ``ParentTexts``), made ahead of a search (``prepareAhead(_:texts:)``,
/// when the app's main loop is idle) or by the search that first needs them, and kept with them
/// as the tree changes: a search only compares. Positions are the whole tree's (not the
/// results'). Kept in the model, beside the row store it stands on, so that its code is
/// specialised for its one element type.
package struct TreeSearchKeys: Sendable {
    /// One parent's folded texts.
    package typealias Entry = ParentTexts

    private var entries: RowStore<Entry, Never, NoSummary<Entry>>
    /// How many entries lack a text (not folded, or children not loaded): none, and there is
    /// nothing to look for before a search.
    private var unfolded: Int
    /// How many of those have their parent's text and wait for their children to load
    /// (``ParentTexts/waitsOnlyForChildren``): a search asks for their texts again, folding
    /// ahead does not (it is told when they load).
    private var waiting = 0
    /// Where ``prepareAhead(_:texts:)`` goes on.
    private var aheadFrom = 0

    /// Room for `count` parents, none folded.
    package init(count: Int) {
        entries = RowStore(repeating: Entry(), count: count)
        unfolded = max(0, count)
    }

    /// The number of parents kept.
    package var count: Int { entries.count }

    /// Folds what is not folded yet among the parents of `positions` (ascending): each parent's
    /// text and its children's from `texts` (asked once for the run; children nil while not
    /// loaded); a text not searched is kept empty. A parent already folded costs a look, no call;
    /// once every parent is, nothing. Parents waiting for their children are asked again only
    /// when `askingAgain` (a search: they may have come).
    package mutating func prepare<Positions: BidirectionalCollection<Int>>(
        _ positions: Positions, texts: TreeTexts,
        askingAgain: Bool = true
    ) {
        guard unfolded > (askingAgain ? 0 : waiting), !positions.isEmpty else { return }
        // Which parents need their own text, which their children's (most: both, with nothing
        // folded yet: `fresh`).
        var missing: [Int] = []
        var needParent: [Int] = []
        var needChildren: [Int] = []
        var fresh: [Bool] = []
        forEach(positions) { position, entry in
            guard !entry.isFolded, askingAgain || !entry.waitsOnlyForChildren,
                missing.last.map({ $0 < position }) ?? true
            else { return }
            missing.append(position)
            if !entry.hasParent { needParent.append(position) }
            let asksChildren = entry.childCount == nil && (askingAgain || !entry.isWaitingForChildren)
            if asksChildren { needChildren.append(position) }
            fresh.append(!entry.hasParent && asksChildren && !entry.isWaitingForChildren)
        }
        guard !missing.isEmpty else { return }
        // Asked a run at a time, in the order of `missing`.
        let parentTexts = texts.parents(needParent[...])
        let childTexts = texts.children(needChildren[...])
        var cache = SearchText.FoldCache()
        // What each of `missing` was given (its parent's text, its children's; nil: not asked),
        // and the fresh parents whose children are loaded folded into one buffer they share.
        var given: [(parent: String?, children: [String]??)] = []
        var packed: [UInt8] = []
        var places: [Range<Int>?] = []
        given.reserveCapacity(missing.count)
        places.reserveCapacity(missing.count)
        var nextParent = 0
        var nextChildren = 0
        for (offset, position) in missing.enumerated() {
            var parent: String?
            var children: [String]??
            if nextParent < needParent.count, needParent[nextParent] == position {
                parent = parentTexts[nextParent]
                nextParent += 1
            }
            if nextChildren < needChildren.count, needChildren[nextChildren] == position {
                children = .some(childTexts[nextChildren])
                nextChildren += 1
            }
            given.append((parent, children))
            // (A place is kept in 32 bits: a buffer past 1 GiB takes no more.)
            if fresh[offset], let parent, case let .some(.some(loaded)) = children, packed.count < 1 << 30 {
                places.append(Entry.pack(parent: parent, children: loaded, into: &packed, cache: &cache))
            } else {
                places.append(nil)
            }
        }
        if !packed.isEmpty { Entry.padPacked(&packed) }
        var offset = 0
        var waiting = waiting
        var unfolded = unfolded
        entries.update(at: missing[...]) { _, entry in
            let (parent, children) = given[offset]
            let place = places[offset]
            offset += 1
            let wasWaiting = entry.waitsOnlyForChildren
            if let place, case let .some(.some(loaded)) = children {
                // Nothing folded yet (most): its texts beside its neighbours'.
                entry = Entry(packed: packed, place, children: loaded.count)
            } else if let parent, case let .some(loaded) = children, entry.childCount == nil, !entry.isWaitingForChildren {
                entry = Entry(parent: parent, children: loaded, cache: &cache)
            } else {
                if let parent { entry.setParent(parent, cache: &cache) }
                if case let .some(.some(loaded)) = children { entry.setChildren(loaded, cache: &cache) }
            }
            if !entry.isFolded, !entry.isWaitingForChildren { entry.childrenNotLoaded() }
            waiting += (entry.waitsOnlyForChildren ? 1 : 0) - (wasWaiting ? 1 : 0)
            if entry.isFolded { unfolded -= 1 }
        }
        self.waiting = waiting
        self.unfolded = unfolded
    }

    /// ``prepare(_:texts:askingAgain:)`` with texts given one parent at a time by position.
    package mutating func prepare<Positions: BidirectionalCollection<Int>>(
        _ positions: Positions, parentText: ((Int) -> String)?,
        childTexts: ((Int) -> [String]?)?,
        askingAgain: Bool = true
    ) {
        prepare(positions, texts: TreeTexts(parentText: parentText, childTexts: childTexts), askingAgain: askingAgain)
    }

    /// Whether every parent's texts are folded (false while some parent's children are not
    /// loaded: they are looked for at each search, as they may have come).
    package var isFolded: Bool { unfolded == 0 }

    /// Folds the next `budget` parents not folded yet, from where the last call stopped (ahead
    /// of a search: when the app is idle, or the person has opened the search bar and not typed
    /// yet). Returns whether parents remain to fold; after one pass over the tree it stops, and
    /// parents waiting for their children are not asked again (they are told of when they load).
    package mutating func prepareAhead(_ budget: Int, texts: TreeTexts) -> Bool {
        guard unfolded > waiting, aheadFrom < count else { return false }
        let end = min(count, aheadFrom + max(1, budget))
        prepare(aheadFrom..<end, texts: texts, askingAgain: false)
        aheadFrom = end
        return unfolded > waiting && aheadFrom < count
    }

    /// ``prepareAhead(_:texts:)`` with texts given one parent at a time by position.
    package mutating func prepareAhead(
        _ budget: Int, parentText: ((Int) -> String)?,
        childTexts: ((Int) -> [String]?)?
    ) -> Bool {
        prepareAhead(budget, texts: TreeTexts(parentText: parentText, childTexts: childTexts))
    }

    /// Has ``prepareAhead(_:texts:)`` start again from the first parent.
    package mutating func restartAhead() { aheadFrom = 0 }

    /// Calls `body` with each parent of `positions` (ascending) and its texts, in order.
    package func forEach<Positions: BidirectionalCollection<Int>>(_ positions: Positions, _ body: (Int, Entry) -> Void) {
        forEachAddress(positions) { body($0, $1.pointee) }
    }

    /// Calls `body` with each parent of `positions` (ascending) and the address of its texts,
    /// in order: what a search reads a million of, in place (``RowStore/forEachAddress(in:_:)``).
    /// Runs of near positions are read a chunk at a time, far ones one by one.
    package func forEachAddress<Positions: BidirectionalCollection<Int>>(
        _ positions: Positions, _ body: (Int, UnsafePointer<Entry>) -> Void
    ) {
        guard let first = positions.first else { return }
        let span = max(first, positions.last ?? first) - first + 1
        guard span <= positions.count * 8 else {
            for position in positions { entries.forEachAddress(in: position..<position + 1) { body(position, $0) } }
            return
        }
        var wanted = positions.makeIterator()
        var next = wanted.next()
        var position = first
        entries.forEachAddress(in: first..<first + span) { entry in
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
