import FoldoutGtk
import FoldoutModel

/// Snapshots: the app hands every parent anew (its data as it is now), and the list follows
/// by identity in one frame; and a display-only change re-binds the rows in view.
extension ExpandableRowsController {
    /// Makes the list show `parents`, the app's whole data in order (a snapshot), by identity
    /// (the initializer's `id`), rendered in one frame: the changes are computed in O(n) (see
    /// `/FoldoutModel/ExpandableTree/replaceAll(_:)`: parents gone removed, new ones inserted
    /// closed, those out of place moved), and the open parents, the focus and the scroll
    /// position stay on the parents that remain. The focus stays on its parent, or on the same
    /// child of it (its index clamped to the children there are now); a focused row whose
    /// parent went hands the focus to the row taking its place. A search keeps running, over
    /// the new parents.
    ///
    /// Every row binds anew (a parent's value may have changed), and the children of the
    /// parents that remain are read again: `.immediate` children are asked of every parent
    /// (an open parent keeps its first child rows, for as many children as it has now); with
    /// `.lazy` children, a parent that remains open shows the children it had while its
    /// loader is asked again (its rows change when they come), and one that remains closed
    /// loads them when it next opens.
    ///
    /// A list made with builders (no `id`) goes by place: parent i of `parents` stays open
    /// when parent i was, and nothing is refused.
    ///
    ///     do {
    ///         try folderList.replaceAll(parents: folders)
    ///     } catch {
    ///         print(error)   // The id “Inbox” is given twice (items 0 and 3): the list was left as it was.
    ///     }
    ///
    /// - Throws: ``/FoldoutModel/DuplicateIDError`` when two of `parents` have the same id
    ///   (naming it and both places, its `description` in the person's language): the list,
    ///   its rows and its search stay exactly as they were.
    public func replaceAll(parents new: [Parent]) throws(DuplicateIDError) {
        let ids = identify.map { identify in new.map(identify) }
        let sources: [Int]
        if let identify, let ids {
            var old: [ID] = []
            old.reserveCapacity(state.values.count)
            for parent in state.values { old.append(identify(parent)) }
            sources = try ExpandableTree<ID>.snapshotSources(old: old, new: ids)
        } else {
            sources = ExpandableTree<ID>.placeSources(old: state.values.count, new: new.count)
        }
        applySnapshot(new, sources: sources)
        // A search starts again over the new parents.
        if let query = state.search?.query { listSearch.search(query) }
    }

    /// Shows the rows in view again, as the row contents show their parents and children now:
    /// for a change of how they look, not of the data (a "Show descriptions" setting, a date
    /// format), as UIKit's `reconfigureItems`. Nothing else changes: the search, the open
    /// parents, the focus and the scroll position stay. The rows in view are measured again;
    /// rows out of view show the change as they come into view, and `heightsChanged` forgets
    /// their heights (estimated until shown) for a change that makes rows taller or shorter.
    ///
    ///     folderList.reconfigureRows(heightsChanged: true)
    public func reconfigureRows(heightsChanged: Bool = false) {
        viewport.rebindRowsInView(heightsChanged: heightsChanged)
        push()
    }

    /// Shows `new`, new parent j being parent `sources[j]` of before (-1: a new one).
    private func applySnapshot(_ new: [Parent], sources: [Int]) {
        let lazy = if case .lazy = source { true } else { false }
        var known: [[Child]?] = []
        var states: [ExpandableChildren] = []
        known.reserveCapacity(new.count)
        states.reserveCapacity(new.count)
        // Open parents that remain and load their children: asked again once shown.
        var reload: [Int] = []
        for index in new.indices {
            let parent = new[index]
            let was = index < sources.count ? sources[index] : -1
            if lazy, was >= 0, was < state.kids.count {
                if state.tree.isExpanded(was) {
                    known.append(state.kids[was])
                    states.append(state.tree.children(of: was))
                    reload.append(index)
                } else {
                    known.append(nil)
                    states.append(Self.childState(parent, known: nil, source: source))
                }
            } else {
                let list = Self.initialChildren(parent, source: source)
                known.append(list)
                states.append(Self.childState(parent, known: list, source: source))
            }
        }
        let telling = onExpandedChange != nil || onOpenParentsChange != nil
        let wasOpen = telling ? state.tree.expanded : []
        let wasOpenIDs = telling ? state.openIDs : []
        let hadFocus = viewport.hasFocus
        let focusedView = viewport.views.first { $0.row.hasFocus && $0.index == state.shown.focusedRow }

        let changes = state.replaceParents(new, children: known, states: states, sources: sources)
        sliding = nil
        // Every parent may have changed: its texts are folded again (when the main loop is idle).
        searchTextsChanged()
        showSnapshot(changes, focusedView: focusedView, hadFocus: hadFocus)
        for index in reload { reloadChildren(of: index) }
        if telling, state.openIDs != wasOpenIDs || state.tree.expanded != wasOpen { expandedAll() }
    }

    /// Shows a snapshot's `changes`: every row binds anew, but the view with the focus keeps
    /// it when its row remains (a screen reader hears the row's new value, not a new row).
    private func showSnapshot(_ changes: [ExpandableTreeChange], focusedView: RecycledRow?, hadFocus: Bool) {
        let edits = RowEdit.edits(of: changes)
        for view in viewport.views {
            guard view === focusedView, let old = view.index, let target = state.shown.focusedRow,
                RowTracker.follow(old, through: edits) == target,
                viewKind(ofRow: target) == view.kind
            else {
                view.index = nil
                continue
            }
            bind(view, target)
        }
        push(changes)
        if hadFocus { viewport.placeFocus(force: true) }
    }
}
