import FoldoutModel

/// Where an outline's children come from, each node's the first time it opens.
@MainActor
public enum OutlineChildSource<Node> {
    /// At hand: `children(node)` is asked when the node first opens (so a tree of a million
    /// nodes makes only those a person opens); `hasChildren` says which nodes can open.
    case onOpen(hasChildren: @MainActor (Node) -> Bool, children: @MainActor (Node) -> [Node])
    /// Loaded: `load` starts loading (synchronously or not) and calls its completion once on
    /// the main actor, with the children or a reason for failing; a "Loading…" row shows
    /// meanwhile, a failure shows the reason with Retry.
    case lazy(
        hasChildren: @MainActor (Node) -> Bool,
        load: @MainActor (Node, _ done: @escaping @MainActor (Result<[Node], ExpandableLoadError>) -> Void) -> Void)

    /// Loaded by an `async` function on the main actor (it may await work on other threads):
    /// "Loading…" while it runs, then the children, or the reason it threw with Retry.
    public static func loaded(
        hasChildren: @escaping @MainActor (Node) -> Bool,
        load: @escaping @MainActor (Node) async throws -> [Node]
    ) -> OutlineChildSource {
        .lazy(
            hasChildren: hasChildren,
            load: { node, done in
                let request = ExpandableLoadRequest(parent: node, load: load, done: done)
                Task { @MainActor in await request.run() }
            })
    }

    /// The function saying whether a node can open before its children are known.
    var hasChildren: @MainActor (Node) -> Bool {
        switch self {
        case let .onOpen(hasChildren, _), let .lazy(hasChildren, _): return hasChildren
        }
    }
}
