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
        var perRoot = 0
        var level = 1
        for _ in 0..<self.depth {
            perRoot += level
            level *= 4
        }
        roots = max(1, max(0, nodes) / perRoot)
    }

    /// The nodes of the whole tree.
    package var nodeCount: Int {
        var perRoot = 0
        var level = 1
        for _ in 0..<depth {
            perRoot += level
            level *= 4
        }
        return roots * perRoot
    }

    /// The roots, in order.
    package var rootEntries: [OutlineEntry] {
        (0..<roots).map { OutlineEntry(root: Int32(clamping: $0), path: 0, level: 1) }
    }

    /// The nodes beneath `entry`, every level counted (4 + 16 + … down to the last level).
    package func nodesBeneath(_ entry: OutlineEntry) -> Int {
        var total = 0
        var level = 1
        for _ in entry.level..<depth {
            level *= 4
            total += level
        }
        return total
    }

    /// The children of `entry`: 4 above the last level, none on it.
    package func children(of entry: OutlineEntry) -> [OutlineEntry] {
        guard entry.level < depth else { return [] }
        let level = entry.level + 1
        return (0..<4).map { OutlineEntry(root: entry.root, path: entry.path << 2 | UInt32($0), level: level) }
    }
}
