import Synchronization

/// A ``RowStore``'s index by identity: each row's key to the serial of the chunk that holds it.
///
/// The first lookup builds it, and a lookup does not change the store: a `let` store, or one
/// handed to another thread, can be asked. The store's changes keep a built index up to date.
/// Copies of a store share one index until one of them changes; that one first takes an index
/// of its own (the store checks `isKnownUniquelyReferenced`), so a shared index always
/// describes the rows of every store that holds it. The lock makes two first lookups at once,
/// from two threads, build it once.
final class RowKeyIndex<Key: Hashable & Sendable>: Sendable {
    /// Key → chunk serial; nil until the first lookup.
    private let table: Mutex<[Key: Int]?>

    /// An index holding `table` (nil: not built yet).
    init(_ table: [Key: Int]? = nil) {
        self.table = Mutex(table)
    }

    /// An index of its own with the same entries (built or not), for a store about to change.
    func copy() -> RowKeyIndex {
        RowKeyIndex(table.withLock { $0 })
    }

    /// Whether the first lookup has built the table.
    var isBuilt: Bool { table.withLock { $0 != nil } }

    /// The table, when built (for the store's invariant check).
    var built: [Key: Int]? { table.withLock { $0 } }

    /// The serial of the chunk holding `key`; `build` makes the table first if it is not built.
    func serial(of key: Key, building build: () -> [Key: Int]) -> Int? {
        table.withLock { table in
            if table == nil { table = build() }
            return table?[key]
        }
    }

    /// Changes the built table through `body` (moved out and back, never copied); nothing when
    /// it is not built.
    func update(_ body: (inout [Key: Int]) -> Void) {
        table.withLock { table in
            guard var entries = table else { return }
            table = nil
            body(&entries)
            table = entries
        }
    }
}
