extension DropdownList {
    /// The persisted form: the undo stack's removed ids (oldest first) and its steps, the open
    /// row's id, and where the items a person moved are (by identity: as many entries as items
    /// moved, whatever the list's length). An id is saved as its text (`description`) and read
    /// back through `Item.ID.init(_:)`.
    package var saved: DropdownSavedState {
        var removed: [String] = []
        var removedOpen: [String] = []
        var steps: [Int] = []
        for entry in undoStack {
            guard case let .removal(openOffset) = entry.kind else { continue }
            if entry.startsStep || steps.isEmpty { steps.append(0) }
            steps[steps.count - 1] += entry.items.count
            removed += entry.items.map(\.id.description)
            if let openOffset { removedOpen.append(entry.items[openOffset].id.description) }
        }
        return DropdownSavedState(
            removed: removed, open: openID?.description, removedOpen: removedOpen,
            steps: steps.contains { $0 > 1 } ? steps : [], order: order)
    }

    /// Where each item a person moved is now: after which item (nil: first), top to bottom.
    package var order: [DropdownPlacement] {
        var positions: [(position: Int, id: Item.ID)] = []
        let rows = self.rows
        for id in moved.keys {
            if let position = rows.position(ofKey: id) { positions.append((position, id)) }
        }
        return positions.sorted { $0.position < $1.position }.map { place in
            DropdownPlacement(id: place.id.description, after: place.position > 0 ? rows[place.position - 1].id.description : nil)
        }
    }

    /// `items` with each placed item after the item it names (in the placements' order, so an
    /// item may follow one placed before it); a placement whose item is missing is skipped,
    /// and an item whose anchor is missing stays at its place among `items`; so does a
    /// placement whose saved id `Item.ID` does not read.
    static func arrange(_ items: [Item], by placements: [DropdownPlacement]) -> [Item] {
        var store = RowStore<Item, Item.ID, NoSummary<Item>>(items, key: { $0.id })
        var taken: [Item.ID: (item: Item, place: Int)] = [:]
        let read = placements.compactMap { placement in
            Item.ID(placement.id).map { (id: $0, after: placement.after.flatMap(Item.ID.init)) }
        }
        for placement in read where taken[placement.id] == nil {
            if let position = store.position(ofKey: placement.id) {
                taken[placement.id] = (store.remove(at: position), position)
            }
        }
        for placement in read {
            guard let (item, place) = taken.removeValue(forKey: placement.id) else { continue }
            if let anchor = placement.after {
                if let position = store.position(ofKey: anchor) {
                    store.insert(item, at: position + 1)
                } else {
                    store.insert(item, at: min(place, store.count))
                }
            } else {
                store.insert(item, at: 0)
            }
        }
        return Array(store)
    }
}

/// Where an item a person moved sits: after the item `after` (nil: at the top).
public struct DropdownPlacement: Sendable, Equatable {
    /// The moved item's identifier.
    package var id: String
    /// The identifier of the item it follows, or nil when it is first.
    package var after: String?

    /// The item `id` placed after `after` (nil: first).
    package init(id: String, after: String?) {
        self.id = id
        self.after = after
    }
}
