import FoldoutGtk
import FoldoutModel

/// Where an expandable list's children come from.
@MainActor
public enum ExpandableChildSource<Parent, Child> {
    /// At hand: the parent's children, asked for as the list is made (and for parents
    /// inserted later).
    case immediate(@MainActor (Parent) -> [Child])
    /// Loaded when the parent first opens: the function starts loading (synchronously or not)
    /// and calls its completion once on the main actor, with the children or a reason for
    /// failing; a "Loading…" row shows meanwhile, a failure shows the reason with Retry.
    /// `hasChildren` says which parents can open before their children are known.
    case lazy(
        hasChildren: @MainActor (Parent) -> Bool,
        load: @MainActor (Parent, _ done: @escaping @MainActor (Result<[Child], ExpandableLoadError>) -> Void) -> Void)
}

extension ExpandableChildSource {
    /// Loaded when the parent first opens, by an `async` function: the list shows "Loading…"
    /// (with a spinner that keeps turning) while `load` runs, then the children it returns, or
    /// the reason it threw with Retry. `load` runs on the main actor; it may await work on other
    /// threads (`Task.detached`) and gets its results back on the main actor, inside the main
    /// loop, where it returns them. An
    /// ``ExpandableLoadError``'s message is shown as it is, any other error's description.
    /// `hasChildren` says which parents can open before their children are known.
    ///
    ///     let folderList = ExpandableRowsController(parents: folders, id: \.name,
    ///         children: .lazy(hasChildren: { _ in true }) { folder in
    ///             let name = folder.name
    ///             // Read on another thread (Message is Sendable).
    ///             return try await Task.detached { try readMessages(in: name) }.value
    ///         },
    ///         name: "Folders", parentContent: .built(folderRow), childContent: .built(messageRow))
    ///
    /// Retry (and ``ExpandableRowsController/reloadChildren(of:)``) calls `load` again. A list
    /// that is gone by the time `load` returns drops its result.
    public static func lazy(
        hasChildren: @escaping @MainActor (Parent) -> Bool,
        load: @escaping @MainActor (Parent) async throws -> [Child]
    ) -> ExpandableChildSource {
        .lazy(
            hasChildren: hasChildren,
            load: { parent, done in
                let request = ExpandableLoadRequest(parent: parent, load: load, done: done)
                Task { @MainActor in await request.run() }
            })
    }
}
