/// A change the app makes to a dropdown list's data (`DropdownList/apply(_:)`).
public enum DropdownEdit<Item: DropdownItem>: Sendable, Equatable {
    /// A new item, at `index` (clamped to the list); an id already shown updates that item.
    case insert(Item, at: Int)
    /// The item with the same id changed (the row showing it re-binds at once).
    case update(Item)
    /// The item with this id is gone (not undoable: it is the app's data).
    case remove(id: Item.ID)
    /// The item with this id moves to `index` (clamped to the list).
    case move(id: Item.ID, to: Int)
}

extension DropdownList {
    /// Applies the app's changes to its data, in order, as one batch → the changes for the view.
    /// The open row and the undo stack follow their items; an item the person removed (still on
    /// the undo stack) stays hidden when the app inserts or updates it again, and leaves the undo
    /// stack when the app removes it.
    package mutating func apply(_ edits: [DropdownEdit<Item>]) -> [DropdownChange<Item>] {
        var changes: [DropdownChange<Item>] = []
        for edit in edits {
            switch edit {
            case let .insert(item, index):
                if updateHidden(item) {
                    continue
                } else if let old = rows.position(ofKey: item.id) {
                    changes += update(item, at: old)
                } else {
                    let index = min(max(0, index), count)
                    put([item], at: index)
                    undoFollowsInsertion(at: index)
                    changes.append(.inserted(index: index, item: item))
                }
            case let .update(item):
                if let index = rows.position(ofKey: item.id) {
                    changes += update(item, at: index)
                } else {
                    _ = updateHidden(item)
                }
            case let .remove(id):
                dropUndoEntries { $0.id == id }
                if let index = rows.position(ofKey: id) {
                    let item = take(index..<index + 1)[0]
                    undoFollowsRemoval(at: index)
                    changes.append(.removed(index: index, item: item))
                }
            case let .move(id, target):
                guard let from = rows.position(ofKey: id) else { continue }
                let to = min(max(0, target), count - 1)
                guard from != to else { continue }
                undoFollowsRemoval(at: from)
                let item = relocate(from: from, to: to)
                undoFollowsInsertion(at: to)
                changes.append(.moved(from: from, to: to, item: item))
            }
        }
        return changes
    }

    // MARK: The undo stack under the app's edits

    /// The app changed an item the person removed: the undo stack keeps the new one. Returns
    /// whether the item is hidden there.
    mutating func updateHidden(_ item: Item) -> Bool {
        for entry in undoStack.indices.reversed() where undoStack[entry].hiddenCount > 0 {
            if let offset = undoStack[entry].items.firstIndex(where: { $0.id == item.id }) {
                undoStack[entry].items[offset] = item
                return true
            }
        }
        return false
    }

    /// The app inserted a row at `position`: each entry's place moves down when the row came in
    /// at or above it. The position is carried down the stack, each entry's list holding the
    /// rows of the entries above it.
    mutating func undoFollowsInsertion(at position: Int) {
        var position = position
        for entry in undoStack.indices.reversed() {
            if position <= undoStack[entry].index {
                undoStack[entry].index += 1
            } else {
                position += undoStack[entry].hiddenCount
            }
        }
    }

    /// The row at `position` of the list the entries below `top` see (all of them by default)
    /// went: each entry's place moves up when the row was above it.
    mutating func undoFollowsRemoval(at position: Int, below top: Int? = nil) {
        var position = position
        for entry in (0..<(top ?? undoStack.count)).reversed() {
            if position < undoStack[entry].index {
                undoStack[entry].index -= 1
            } else {
                position += undoStack[entry].hiddenCount
            }
        }
    }

    /// Forgets the items matching `gone` (they left the app's data) in the undo stack: a removed
    /// one leaves its run (the entries below see its row go), a moved one's move is dropped.
    mutating func dropUndoEntries(where gone: (Item) -> Bool) {
        for entry in undoStack.indices.reversed() {
            switch undoStack[entry].kind {
            case .move:
                if let item = undoStack[entry].items.first, gone(item) {
                    moved[item.id] = nil
                    dropEntry(entry)
                }
            case var .removal(openOffset):
                for offset in undoStack[entry].items.indices.reversed() where gone(undoStack[entry].items[offset]) {
                    undoStack[entry].items.remove(at: offset)
                    if let open = openOffset { openOffset = open == offset ? nil : open > offset ? open - 1 : open }
                    undoFollowsRemoval(at: undoStack[entry].index + offset, below: entry)
                }
                undoStack[entry].kind = .removal(openOffset: openOffset)
                if undoStack[entry].items.isEmpty { dropEntry(entry) }
            }
        }
    }

    /// Removes entry `entry`; the next entry of its step starts the step when it did.
    mutating func dropEntry(_ entry: Int) {
        let removed = undoStack.remove(at: entry)
        if removed.startsStep, entry < undoStack.count, !undoStack[entry].startsStep {
            undoStack[entry].startsStep = true
        }
    }

    mutating func update(_ item: Item, at index: Int) -> [DropdownChange<Item>] {
        guard rows[index] != item else { return [] }
        rows[index] = item
        return [.updated(index: index, item: item)]
    }
}

// MARK: Rows of search results

extension DropdownList {
    /// The items of rows `range` (clamped), fetched a chunk at a time.
    func items(in range: Range<Int>) -> [Item] { rows.elements(in: range) }

    /// Calls `body` with the items of rows `range` (clamped), in order, copying none.
    func forEachItem(in range: Range<Int>, _ body: (Item) -> Void) { rows.forEach(in: range, body) }
}
