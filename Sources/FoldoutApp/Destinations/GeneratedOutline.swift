/// A tree made up in the shape of `../shared/bench/treedeep.c` (GtkTreeView over a GtkTreeStore)
/// and `treelist4.c` (GTK 4's GtkTreeListModel): about `nodes` nodes `depth` levels deep, roots
/// "Node r", each node above the last level holding 4 children ("Node r.c", "Node r.c.c" …)
/// with a size, the first root open down to the last level. What `foldout-bench` puts in
/// Destinations for `FOLDOUT_DESTINATIONS_ITEMS=N FOLDOUT_DESTINATIONS_DEPTH=D`; children are
/// made as their parents open.
package struct GeneratedOutline: Sendable, Equatable {
    /// The number of roots.
    package let roots: Int
    /// The number of levels (1: roots only).
    package let depth: Int

    /// About `nodes` nodes (at least one root) `depth` levels deep (clamped to 1...16).
    package init(nodes: Int, depth: Int) {
        self.depth = min(max(1, depth), 16)
        var perRoot = 0, level = 1
        for _ in 0 ..< self.depth {
            perRoot += level
            level *= 4
        }
        roots = max(1, max(0, nodes) / perRoot)
    }

    /// The nodes of the whole tree.
    package var nodeCount: Int {
        var perRoot = 0, level = 1
        for _ in 0 ..< depth {
            perRoot += level
            level *= 4
        }
        return roots * perRoot
    }

    /// The roots, in order.
    package var rootEntries: [OutlineEntry] {
        (0 ..< roots).map { OutlineEntry(name: "Node \($0)", level: 1, serial: $0) }
    }

    /// The children of `entry`: 4 above the last level, none on it.
    package func children(of entry: OutlineEntry) -> [OutlineEntry] {
        guard entry.level < depth else { return [] }
        return (0 ..< 4).map { OutlineEntry(name: entry.name + "." + String($0), level: entry.level + 1, serial: entry.serial * 4 + $0 + 1) }
    }
}

/// A node of a ``GeneratedOutline``: its name, its level (1 for a root) and a size.
package struct OutlineEntry: Sendable, Equatable {
    /// "Node 3.1.0".
    package let name: String
    /// 1 for a root.
    package let level: Int
    /// A number for the size, as `treedeep.c` makes up.
    let serial: Int

    /// The size the row shows, e.g. "312 KiB" (roots show none).
    package var size: String { level == 1 ? "" : String(4 + (serial &* 7) % 900) + " KiB" }
}
